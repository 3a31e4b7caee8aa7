// The applicant's incomes and their certificates (spec 001 §3, §4, §5): the income types, list, read, add, change and
// delete an income; each income's certificate slots; delete a certificate file; mark a slot's certificate missing
// with a reason, or undo that. Each call takes an actor: an applicant reaches only their own incomes (another's is
// "not found"), staff name the applicant. Saves are validated with the form's schema (src/rules/incomes.ts) and
// written in one transaction with the time they were made; files are removed from the storage after the rows.
import { stockholmDay } from '../../src/rules/calendar';
import { INCOME_CATEGORIES, incomeSchema, missingCertificationSchema, type IncomeCategory } from '../../src/rules/incomes';
import { z } from '../../src/rules/zod';
import type { Db } from '../db/client';
import type { ApplicantIncomeRow } from '../db/schema/incomes';
import { applicantIdFor, mayActFor, type Actor } from '../domain/actor';
import { documentsOutsideSlots, type CertificationEvent } from '../domain/income-certifications';
import { failure, fromIssues, type Outcome } from '../domain/outcome';
import type { FileStorage } from '../storage/file-storage';
import { certificationNotFound, takeStep } from './certification-steps';
import { toCertificationDocument, toIncomeCertificationView, toIncomeView, type IncomeCertificationView, type IncomeView } from './income-view';
import {
  countSlotDocuments,
  deleteCertificationDocuments,
  deleteIncome,
  deleteSlotStates,
  findCertificationDocument,
  findIncome,
  insertIncome,
  listCertificationDocuments,
  listIncomes,
  listSlotStates,
  updateIncome,
} from './incomes.repository';

export const incomeNotFound = 'Inkomsten finns inte';

const ore = (kronor: number) => Math.round(kronor * 100);
const incomeId = z.coerce.number().int().positive();
/** Undoing a missing mark names the slot only; marking it needs the reason too. */
const slotKeySchema = missingCertificationSchema.pick({ applicantIncomeId: true, certificationTypeId: true, slot: true });

export class IncomesService {
  constructor(
    private readonly db: Db,
    private readonly storage: Pick<FileStorage, 'delete'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The income types in their categories (the same for everyone). */
  categories(): readonly IncomeCategory[] {
    return INCOME_CATEGORIES;
  }

  async list(actor: Actor, applicantId?: number): Promise<IncomeView[]> {
    return (await listIncomes(this.db, applicantIdFor(actor, applicantId))).map(toIncomeView);
  }

  async get(actor: Actor, applicantIncomeId: number): Promise<Outcome<{ income: IncomeView }>> {
    const row = await findIncome(this.db, applicantIncomeId);
    return row && mayActFor(actor, row.applicantId) ? { ok: true, income: toIncomeView(row) } : failure(incomeNotFound);
  }

  async add(actor: Actor, input: unknown, applicantId?: number): Promise<Outcome<{ income: IncomeView }>> {
    const id = applicantIdFor(actor, applicantId);
    const parsed = incomeSchema({ today: stockholmDay(this.now()) }).safeParse(input ?? {});
    if (!parsed.success) return fromIssues(parsed.error.issues, 'income');
    const { incomeMonthly, ...values } = parsed.data;
    const now = this.now();
    const row = await insertIncome(this.db, { applicantId: id, ...values, incomeMonthlyOre: ore(incomeMonthly), createdAt: now, updatedAt: now });
    return { ok: true, income: toIncomeView(row) };
  }

  /**
   * Changes an income. A new type keeps only the certificates its own slots have: the states and files of slots the
   * new type lacks are removed with the change.
   */
  async update(actor: Actor, input: { applicantIncomeId?: unknown } & Record<string, unknown>): Promise<Outcome<{ income: IncomeView }>> {
    const key = incomeId.safeParse(input?.applicantIncomeId);
    if (!key.success) return failure(incomeNotFound);
    const outcome = await this.db.transaction(async (tx): Promise<Outcome<{ income: ApplicantIncomeRow; storageKeys: string[] }>> => {
      const current = await findIncome(tx, key.data, true);
      if (!current || !mayActFor(actor, current.applicantId)) return failure(incomeNotFound);
      const parsed = incomeSchema({ today: stockholmDay(this.now()), currentIncomeTypeId: current.incomeTypeId }).safeParse(input);
      if (!parsed.success) return fromIssues(parsed.error.issues, 'income');
      const { incomeMonthly, ...values } = parsed.data;
      const income = await updateIncome(tx, current.applicantIncomeId, { ...values, incomeMonthlyOre: ore(incomeMonthly), updatedAt: this.now() });
      if (income.incomeTypeId === current.incomeTypeId) return { ok: true, income, storageKeys: [] };
      const documents = await listCertificationDocuments(tx, [income.applicantIncomeId]);
      const outside = new Set(documentsOutsideSlots(income.incomeTypeId, documents.map(toCertificationDocument)).map((d) => d.documentId));
      const removed = documents.filter((d) => outside.has(d.documentId));
      await deleteCertificationDocuments(tx, removed.map((d) => d.documentId));
      // The slots of the old type are gone; a slot both types share starts over, as its certificate was judged for another income.
      await deleteSlotStates(tx, income.applicantIncomeId);
      return { ok: true, income, storageKeys: removed.map((d) => d.storageKey) };
    });
    if (!outcome.ok) return outcome;
    await this.removeFiles(outcome.storageKeys);
    return { ok: true, income: toIncomeView(outcome.income) };
  }

  async delete(actor: Actor, applicantIncomeId: number): Promise<Outcome> {
    const outcome = await this.db.transaction(async (tx): Promise<Outcome<{ storageKeys: string[] }>> => {
      const income = await findIncome(tx, applicantIncomeId, true);
      if (!income || !mayActFor(actor, income.applicantId)) return failure(incomeNotFound);
      const documents = await listCertificationDocuments(tx, [applicantIncomeId]);
      await deleteIncome(tx, applicantIncomeId);
      return { ok: true, storageKeys: documents.map((d) => d.storageKey) };
    });
    if (!outcome.ok) return outcome;
    await this.removeFiles(outcome.storageKeys);
    return { ok: true };
  }

  /** Every income's certificate slots with their states and files. */
  async certifications(actor: Actor, applicantId?: number): Promise<IncomeCertificationView[]> {
    const incomes = await listIncomes(this.db, applicantIdFor(actor, applicantId));
    const ids = incomes.map((i) => i.applicantIncomeId);
    const [states, documents] = await Promise.all([listSlotStates(this.db, ids), listCertificationDocuments(this.db, ids)]);
    return incomes.map((i) => toIncomeCertificationView(i, states, documents));
  }

  /**
   * Marks a slot's certificate missing with the applicant's reason (missing: true, the default), or undoes the mark
   * (missing: false).
   */
  async missingCertification(actor: Actor, input: { missing?: boolean | null } & Record<string, unknown>): Promise<Outcome> {
    const undo = input?.missing === false;
    const parsed = undo ? slotKeySchema.safeParse(input) : missingCertificationSchema.safeParse(input ?? {});
    if (!parsed.success) {
      const reason = parsed.error.issues.find((i) => i.path[0] === 'missingReason');
      return reason ? failure(reason.message, [{ code: 'missingReason', text: reason.message }]) : failure(certificationNotFound);
    }
    const { applicantIncomeId, certificationTypeId, slot } = parsed.data;
    const key = { applicantIncomeId, certificationTypeId, slot };
    const reason = !undo && 'missingReason' in parsed.data ? String(parsed.data.missingReason) : null;
    return this.db.transaction(async (tx): Promise<Outcome> => {
      const event: CertificationEvent = reason === null ? { type: 'UNDO_MISSING' } : { type: 'MARK_MISSING', reason, documents: await countSlotDocuments(tx, key) };
      const stepped = await takeStep(tx, key, event, { now: this.now() }, (income) => mayActFor(actor, income.applicantId));
      return stepped.ok ? { ok: true } : stepped;
    });
  }

  /** Deletes one certificate file of the actor's own; an approved certificate stays. */
  async deleteCertification(actor: Actor, documentId: number): Promise<Outcome> {
    const outcome = await this.db.transaction(async (tx): Promise<Outcome<{ storageKey: string }>> => {
      const document = await findCertificationDocument(tx, documentId);
      if (!document) return failure(certificationNotFound);
      const key = { applicantIncomeId: document.applicantIncomeId, certificationTypeId: document.certificationTypeId, slot: document.slot };
      const left = (await countSlotDocuments(tx, key)) - 1;
      const stepped = await takeStep(tx, key, { type: 'DELETE_DOCUMENT', documentsLeft: left }, { now: this.now() }, (income) => mayActFor(actor, income.applicantId));
      if (!stepped.ok) return stepped;
      await deleteCertificationDocuments(tx, [documentId]);
      return { ok: true, storageKey: document.storageKey };
    });
    if (!outcome.ok) return outcome;
    await this.removeFiles([outcome.storageKey]);
    return { ok: true };
  }

  /** Files no row names any more; one that cannot be removed now is left to the orphan cleanup. */
  private async removeFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.storage.delete(key).catch(() => {});
  }
}
