// Incomes, their certificate slots' states and the certificate files: all incomes SQL lives here.
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import {
  applicantIncomes,
  incomeCertificationDocuments,
  incomeCertificationSlots,
  type ApplicantIncomeRow,
  type IncomeCertificationDocumentRow,
  type IncomeCertificationSlotRow,
} from '../db/schema/incomes';

export type NewIncome = typeof applicantIncomes.$inferInsert;
export type NewCertificationDocument = typeof incomeCertificationDocuments.$inferInsert;
export interface SlotKeyOf {
  applicantIncomeId: number;
  certificationTypeId: number;
  slot: number;
}

export function listIncomes(db: DbOrTx, applicantId: number): Promise<ApplicantIncomeRow[]> {
  return incomesStatement(db).execute({ applicantId });
}

// Prepared (server/db/prepared.ts): the profile, the pre-check and the applications page read these on every visit.
const incomesStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(applicantIncomes)
    .where(eq(applicantIncomes.applicantId, sql.placeholder('applicantId')))
    .orderBy(asc(applicantIncomes.applicantIncomeId))
    .prepare('incomes_of_applicant'),
);

/** The income, locked for a change when `lock` (two changes of one income never cross). */
export async function findIncome(db: DbOrTx, applicantIncomeId: number, lock = false): Promise<ApplicantIncomeRow | null> {
  const query = db.select().from(applicantIncomes).where(eq(applicantIncomes.applicantIncomeId, applicantIncomeId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertIncome(db: DbOrTx, row: NewIncome): Promise<ApplicantIncomeRow> {
  const [inserted] = await db.insert(applicantIncomes).values(row).returning();
  if (!inserted) throw new Error('insert into applicant_incomes returned nothing');
  return inserted;
}

export async function updateIncome(db: DbOrTx, applicantIncomeId: number, patch: Partial<NewIncome>): Promise<ApplicantIncomeRow> {
  const [row] = await db.update(applicantIncomes).set(patch).where(eq(applicantIncomes.applicantIncomeId, applicantIncomeId)).returning();
  if (!row) throw new Error('update of applicant_incomes found no row');
  return row;
}

/** Deletes the income; its slot states and certificate rows go with it (the caller removes the files). */
export async function deleteIncome(db: DbOrTx, applicantIncomeId: number): Promise<void> {
  await db.delete(applicantIncomes).where(eq(applicantIncomes.applicantIncomeId, applicantIncomeId));
}

export function listSlotStates(db: DbOrTx, applicantIncomeIds: number[]): Promise<IncomeCertificationSlotRow[]> {
  if (!applicantIncomeIds.length) return Promise.resolve([]);
  return slotStatesStatement(db).execute({ ids: applicantIncomeIds });
}

const slotStatesStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(incomeCertificationSlots)
    .where(sql`${incomeCertificationSlots.applicantIncomeId} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('income_slot_states'),
);

const slotWhere = (k: SlotKeyOf) =>
  and(
    eq(incomeCertificationSlots.applicantIncomeId, k.applicantIncomeId),
    eq(incomeCertificationSlots.certificationTypeId, k.certificationTypeId),
    eq(incomeCertificationSlots.slot, k.slot),
  );

export async function findSlotState(db: DbOrTx, k: SlotKeyOf): Promise<IncomeCertificationSlotRow | null> {
  const [row] = await db.select().from(incomeCertificationSlots).where(slotWhere(k));
  return row ?? null;
}

/** Writes the slot's state, or removes it (null: nothing in the slot any more). */
export async function saveSlotState(
  db: DbOrTx,
  k: SlotKeyOf,
  state: Pick<IncomeCertificationSlotRow, 'status' | 'missingReason' | 'rejectedReason' | 'updatedAt' | 'reviewedByStaffUserId'> | null,
): Promise<void> {
  if (!state) {
    await db.delete(incomeCertificationSlots).where(slotWhere(k));
    return;
  }
  await db
    .insert(incomeCertificationSlots)
    .values({ ...k, ...state })
    .onConflictDoUpdate({ target: [incomeCertificationSlots.applicantIncomeId, incomeCertificationSlots.certificationTypeId, incomeCertificationSlots.slot], set: state });
}

/** Slot states of slots the income's type no longer has (after a change of type). */
export async function deleteSlotStates(db: DbOrTx, applicantIncomeId: number): Promise<void> {
  await db.delete(incomeCertificationSlots).where(eq(incomeCertificationSlots.applicantIncomeId, applicantIncomeId));
}

export function listCertificationDocuments(db: DbOrTx, applicantIncomeIds: number[]): Promise<IncomeCertificationDocumentRow[]> {
  if (!applicantIncomeIds.length) return Promise.resolve([]);
  return certificationDocumentsStatement(db).execute({ ids: applicantIncomeIds });
}

/** The certificate slots and files of all the applicant's incomes, without reading the incomes first (one round trip). */
export function listSlotStatesOfApplicant(db: DbOrTx, applicantId: number): Promise<IncomeCertificationSlotRow[]> {
  return slotStatesOfApplicantStatement(db).execute({ applicantId });
}

export function listCertificationDocumentsOfApplicant(db: DbOrTx, applicantId: number): Promise<IncomeCertificationDocumentRow[]> {
  return certificationDocumentsOfApplicantStatement(db).execute({ applicantId });
}

const ofApplicant = eq(applicantIncomes.applicantId, sql.placeholder('applicantId'));

const slotStatesOfApplicantStatement = preparedPerHandle((db) =>
  db
    .select(getTableColumns(incomeCertificationSlots))
    .from(incomeCertificationSlots)
    .innerJoin(applicantIncomes, eq(applicantIncomes.applicantIncomeId, incomeCertificationSlots.applicantIncomeId))
    .where(ofApplicant)
    .prepare('income_slot_states_of_applicant'),
);

const certificationDocumentsOfApplicantStatement = preparedPerHandle((db) =>
  db
    .select(getTableColumns(incomeCertificationDocuments))
    .from(incomeCertificationDocuments)
    .innerJoin(applicantIncomes, eq(applicantIncomes.applicantIncomeId, incomeCertificationDocuments.applicantIncomeId))
    .where(ofApplicant)
    .orderBy(asc(incomeCertificationDocuments.created), asc(incomeCertificationDocuments.documentId))
    .prepare('income_certification_documents_of_applicant'),
);

const certificationDocumentsStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(incomeCertificationDocuments)
    .where(sql`${incomeCertificationDocuments.applicantIncomeId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(incomeCertificationDocuments.created), asc(incomeCertificationDocuments.documentId))
    .prepare('income_certification_documents'),
);

export async function findCertificationDocument(db: DbOrTx, documentId: number): Promise<IncomeCertificationDocumentRow | null> {
  const [row] = await db.select().from(incomeCertificationDocuments).where(eq(incomeCertificationDocuments.documentId, documentId));
  return row ?? null;
}

export async function insertCertificationDocument(db: DbOrTx, row: NewCertificationDocument): Promise<IncomeCertificationDocumentRow> {
  const [inserted] = await db.insert(incomeCertificationDocuments).values(row).returning();
  if (!inserted) throw new Error('insert into income_certification_documents returned nothing');
  return inserted;
}

export async function deleteCertificationDocuments(db: DbOrTx, documentIds: number[]): Promise<void> {
  if (documentIds.length) await db.delete(incomeCertificationDocuments).where(inArray(incomeCertificationDocuments.documentId, documentIds));
}

export async function countSlotDocuments(db: DbOrTx, k: SlotKeyOf): Promise<number> {
  const rows = await db
    .select({ id: incomeCertificationDocuments.documentId })
    .from(incomeCertificationDocuments)
    .where(
      and(
        eq(incomeCertificationDocuments.applicantIncomeId, k.applicantIncomeId),
        eq(incomeCertificationDocuments.certificationTypeId, k.certificationTypeId),
        eq(incomeCertificationDocuments.slot, k.slot),
      ),
    );
  return rows.length;
}

/** The storage keys among `keys` that a certificate row names (the orphan cleanup keeps those). */
export async function certificationKeysInUse(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.select({ key: incomeCertificationDocuments.storageKey }).from(incomeCertificationDocuments).where(inArray(incomeCertificationDocuments.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}
