// The questionnaires' saved answers: all profile SQL lives here. Each questionnaire is one row per applicant, written
// whole (insert or replace) by a save.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import { applicants, documents, landlords, regions } from '../db/schema';
import {
  profileCapital,
  profileDebt,
  profileHousing,
  profileReducedIncome,
  profileStudent,
  profileSupport,
  profileTenantReference,
} from '../db/schema/profile';

/** The questionnaires by the name updateInformation gives them (the spec's Misc is social support). */
export const sectionTables = {
  housing: profileHousing,
  capital: profileCapital,
  debt: profileDebt,
  student: profileStudent,
  misc: profileSupport,
  reducedIncome: profileReducedIncome,
  tenantReference: profileTenantReference,
} as const;
export type Section = keyof typeof sectionTables;
type Table<S extends Section> = (typeof sectionTables)[S];
export type SectionRow<S extends Section> = Table<S>['$inferSelect'];
export type NewSectionRow<S extends Section> = Table<S>['$inferInsert'];

export async function findSection<S extends Section>(db: DbOrTx, section: S, applicantId: number): Promise<SectionRow<S> | null> {
  const table = sectionTables[section] as typeof profileHousing;
  const rows = await db.select().from(table).where(eq(table.applicantId, applicantId)).limit(1);
  return (rows[0] as SectionRow<S> | undefined) ?? null;
}

/** Writes the questionnaire's answers whole, replacing any earlier ones. */
export async function saveSection<S extends Section>(db: DbOrTx, section: S, row: NewSectionRow<S>): Promise<void> {
  const table = sectionTables[section] as typeof profileHousing;
  const values = row as typeof profileHousing.$inferInsert;
  const { applicantId: _id, ...set } = values;
  await db.insert(table).values(values).onConflictDoUpdate({ target: table.applicantId, set });
}

export type ProfileRows = { [S in Section]: SectionRow<S> | null };

/** Every questionnaire's row (null where none was saved), in one statement: each is joined by its applicant. */
export async function findProfile(db: DbOrTx, applicantId: number): Promise<ProfileRows> {
  const [row] = await profileStatement(db).execute({ applicantId });
  return row ?? { housing: null, capital: null, debt: null, student: null, misc: null, reducedIncome: null, tenantReference: null };
}

/** Prepared: seven joins took PostgreSQL 1.6 ms to plan and 0.14 ms to run (docs/performance.md). */
const profileStatement = preparedPerHandle((db) =>
  db
    .select(sectionTables)
    .from(applicants)
    .leftJoin(profileHousing, eq(profileHousing.applicantId, applicants.applicantId))
    .leftJoin(profileCapital, eq(profileCapital.applicantId, applicants.applicantId))
    .leftJoin(profileDebt, eq(profileDebt.applicantId, applicants.applicantId))
    .leftJoin(profileStudent, eq(profileStudent.applicantId, applicants.applicantId))
    .leftJoin(profileSupport, eq(profileSupport.applicantId, applicants.applicantId))
    .leftJoin(profileReducedIncome, eq(profileReducedIncome.applicantId, applicants.applicantId))
    .leftJoin(profileTenantReference, eq(profileTenantReference.applicantId, applicants.applicantId))
    .where(eq(applicants.applicantId, sql.placeholder('applicantId')))
    .limit(1)
    .prepare('profile_sections'),
);

export async function regionExists(db: DbOrTx, regionId: number): Promise<boolean> {
  return (await db.select({ id: regions.regionId }).from(regions).where(eq(regions.regionId, regionId)).limit(1)).length > 0;
}

export async function landlordExists(db: DbOrTx, landlordId: number): Promise<boolean> {
  return (await db.select({ id: landlords.landlordId }).from(landlords).where(eq(landlords.landlordId, landlordId)).limit(1)).length > 0;
}

type PaperType = 'STUDY_CERTIFICATE' | 'ECONOMIC_SUPPORT';

/**
 * The applicant's newest study certificate and newest economic-support decision, each with its municipality's name:
 * the ones that count for the questionnaires. One prepared statement for both (distinct on the type).
 */
export async function newestPapers(db: DbOrTx, applicantId: number) {
  const rows = await papersStatement(db).execute({ applicantId });
  const newest = (type: PaperType) => {
    const row = rows.find((r) => r.document.documentType === type);
    return row ? { ...row.document, regionName: row.regionName } : null;
  };
  return { studyCertificate: newest('STUDY_CERTIFICATE'), supportDocument: newest('ECONOMIC_SUPPORT') };
}

const papersStatement = preparedPerHandle((db) =>
  db
    .selectDistinctOn([documents.documentType], { document: documents, regionName: regions.name })
    .from(documents)
    .leftJoin(regions, eq(regions.regionId, documents.regionId))
    .where(
      and(
        eq(documents.applicantId, sql.placeholder('applicantId')),
        sql`${documents.documentType} in ('STUDY_CERTIFICATE', 'ECONOMIC_SUPPORT')`,
        eq(documents.archived, false),
      ),
    )
    .orderBy(documents.documentType, desc(documents.created), desc(documents.documentId))
    .prepare('newest_study_and_support_papers'),
);

/** The applicant's identity documents, for the indicator (the newest decides). */
export async function identityDocuments(db: DbOrTx, applicantId: number) {
  return db
    .select({ documentId: documents.documentId, documentStatus: documents.documentStatus, created: documents.created, disapprovalReason: documents.disapprovalReason })
    .from(documents)
    .where(and(eq(documents.applicantId, applicantId), eq(documents.documentType, 'IDENTIFICATION')));
}
