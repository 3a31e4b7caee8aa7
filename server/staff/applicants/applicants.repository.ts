// The back office's own reads and writes on an applicant: the search, the warnings and blocks with their history
// (revoked and ended ones too), the case handlers' notes. Everything else on the card is read through each area's
// own repository (applicant-card.ts).
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicants, applicantStaffNotes, blocks, payments, staffUsers, warnings, type BlockRow, type WarningRow } from '../../db/schema';
import type { ApplicantSearch } from '../../domain/staff-applicant-changes';

/** A LIKE pattern that finds the text anywhere, with the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: ApplicantSearch): SQL | undefined {
  switch (search.by) {
    case 'personnummer':
      return eq(applicants.personalIdentityNumber, search.personalIdentityNumber);
    case 'email':
      return or(ilike(applicants.email, containing(search.email)), ilike(applicants.emailSecondary, containing(search.email)));
    case 'name':
      return and(...search.words.map((w) => or(ilike(applicants.firstName, containing(w)), ilike(applicants.lastName, containing(w)))));
  }
}

/** One page of the applicants a search finds (by last name, first name), each with whether a block is in force today. */
export async function searchApplicants(db: DbOrTx, search: ApplicantSearch, today: string, limit: number, offset: number) {
  const rows = await db
    .select({
      applicantId: applicants.applicantId,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      email: applicants.email,
      personalIdentityNumber: applicants.personalIdentityNumber,
      applicantStatusId: applicants.applicantStatusId,
      queueDate: applicants.queueDate,
      blocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.applicantId} = ${applicants.applicantId} and ${blocks.start} <= ${today} and ${blocks.end} >= ${today})`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(applicants)
    .where(searchCondition(search))
    .orderBy(asc(applicants.lastName), asc(applicants.firstName), asc(applicants.applicantId))
    .limit(limit)
    .offset(offset);
  return { total: rows[0]?.total ?? (offset > 0 ? await countMatches(db, search) : 0), rows: rows.map(({ total: _t, ...r }) => r) };
}

async function countMatches(db: DbOrTx, search: ApplicantSearch): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(applicants).where(searchCondition(search));
  return row?.n ?? 0;
}

/** Every warning of the applicant, revoked and expired ones too, the newest first. */
export function listAllWarnings(db: DbOrTx, applicantId: number): Promise<WarningRow[]> {
  return db.select().from(warnings).where(eq(warnings.applicantId, applicantId)).orderBy(desc(warnings.created), desc(warnings.warningId));
}

/** Every block of the applicant, ended ones too, the newest first. */
export function listAllBlocks(db: DbOrTx, applicantId: number): Promise<BlockRow[]> {
  return db.select().from(blocks).where(eq(blocks.applicantId, applicantId)).orderBy(desc(blocks.start), desc(blocks.blockId));
}

export async function lockWarning(tx: DbOrTx, warningId: number): Promise<WarningRow | undefined> {
  const [row] = await tx.select().from(warnings).where(eq(warnings.warningId, warningId)).for('update');
  return row;
}

export async function revokeWarning(tx: DbOrTx, warningId: number, patch: { revokedAt: Date; revokedReason: string; revokedByStaffUserId: number }) {
  const [row] = await tx.update(warnings).set(patch).where(eq(warnings.warningId, warningId)).returning();
  return row!;
}

export async function insertBlock(tx: DbOrTx, row: typeof blocks.$inferInsert): Promise<BlockRow> {
  const [inserted] = await tx.insert(blocks).values(row).returning();
  return inserted!;
}

export async function lockBlock(tx: DbOrTx, blockId: number): Promise<BlockRow | undefined> {
  const [row] = await tx.select().from(blocks).where(eq(blocks.blockId, blockId)).for('update');
  return row;
}

export async function endBlock(tx: DbOrTx, blockId: number, patch: { end: string; endedAt: Date; endedByStaffUserId: number }) {
  const [row] = await tx.update(blocks).set(patch).where(eq(blocks.blockId, blockId)).returning();
  return row!;
}

export async function insertNote(tx: DbOrTx, row: { applicantId: number; staffUserId: number; text: string; createdAt: Date }) {
  const [inserted] = await tx.insert(applicantStaffNotes).values(row).returning();
  return inserted!;
}

/** The applicant's notes, the newest first, with the writer's name when the staff account exists. */
export function listNotes(db: DbOrTx, applicantId: number) {
  return db
    .select({ noteId: applicantStaffNotes.noteId, text: applicantStaffNotes.text, created: applicantStaffNotes.createdAt, staffName: staffUsers.name })
    .from(applicantStaffNotes)
    .leftJoin(staffUsers, eq(staffUsers.staffUserId, applicantStaffNotes.staffUserId))
    .where(eq(applicantStaffNotes.applicantId, applicantId))
    .orderBy(desc(applicantStaffNotes.createdAt), desc(applicantStaffNotes.noteId));
}

/** The card payments of the applicant: theirs, or of their orders. */
export function listPaymentsOf(db: DbOrTx, applicantId: number, orderIds: readonly number[]) {
  const own = eq(payments.applicantId, applicantId);
  return db
    .select()
    .from(payments)
    .where(orderIds.length > 0 ? or(own, inArray(payments.orderId, [...orderIds])) : own)
    .orderBy(desc(payments.createdAt));
}
