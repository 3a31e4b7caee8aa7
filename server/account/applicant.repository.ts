// Reads and writes applicant rows. All applicant SQL lives here.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import { applicants, type ApplicantRow, type NewApplicantRow } from '../db/schema';

export async function findApplicantById(db: DbOrTx, applicantId: number): Promise<ApplicantRow | undefined> {
  const rows = await byIdStatement(db).execute({ applicantId });
  return rows[0];
}

/** Prepared (server/db/prepared.ts): every page asks it, often several times. */
const byIdStatement = preparedPerHandle((db) =>
  db.select().from(applicants).where(eq(applicants.applicantId, sql.placeholder('applicantId'))).limit(1).prepare('applicant_by_id'),
);

/** Looks an applicant up by the login name: a 12-digit personnummer or an e-mail (case-insensitive). */
export async function findApplicantByLogin(db: DbOrTx, username: string): Promise<ApplicantRow | undefined> {
  const where = /^\d{12}$/.test(username)
    ? eq(applicants.personalIdentityNumber, username)
    : eq(sql`lower(${applicants.email})`, username.toLowerCase());
  const rows = await db.select().from(applicants).where(where).limit(1);
  return rows[0];
}

export async function insertApplicant(db: DbOrTx, row: NewApplicantRow): Promise<ApplicantRow> {
  const [inserted] = await db.insert(applicants).values(row).returning();
  if (!inserted) throw new Error('insert into applicants returned nothing');
  return inserted;
}

export async function countApplicants(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(applicants);
  return row?.n ?? 0;
}

/** Applies a patch to one applicant and returns the updated row. */
export async function updateApplicant(db: DbOrTx, applicantId: number, patch: Partial<NewApplicantRow>): Promise<ApplicantRow> {
  const [row] = await db
    .update(applicants)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(applicants.applicantId, applicantId))
    .returning();
  if (!row) throw new Error(`applicant ${applicantId} vanished during an update`);
  return row;
}

/** Whether another account already uses this e-mail (case-insensitive). */
export async function emailTakenByOther(db: DbOrTx, email: string, applicantId: number): Promise<boolean> {
  const rows = await db
    .select({ id: applicants.applicantId })
    .from(applicants)
    .where(and(eq(sql`lower(${applicants.email})`, email.toLowerCase()), ne(applicants.applicantId, applicantId)))
    .limit(1);
  return rows.length > 0;
}
