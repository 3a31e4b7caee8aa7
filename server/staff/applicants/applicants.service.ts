// The back office's applicants area (issue 13): a case handler searches applicants, opens one's card, reveals the full
// personnummer when needed, and gives or revokes warnings, starts or ends blocks and writes notes. Every applicant
// shown is recorded in the audit log in the read's own transaction; every change is one audit row (before → after)
// in the change's transaction, so a refused or failed change leaves none. The personnummer is masked everywhere but
// the reveal's answer, and never written to the log.
import { stockholmDay } from '../../../src/rules/calendar';
import {
  applicantSearchSchema,
  staffApplicantMessages as msg,
  staffBlockSchema,
  staffNoteSchema,
  staffRevokeWarningSchema,
  staffWarningSchema,
} from '../../../src/rules/staff-applicants';
import type { Db, Tx } from '../../db/client';
import { findApplicantById } from '../../account/applicant.repository';
import { giveWarningFact } from '../../applications/brokerage-warnings';
import { ForbiddenError, hasStaffRole, type Actor, type StaffActor } from '../../domain/actor';
import { failure, fromIssues, type Failure, type Outcome } from '../../domain/outcome';
import { applicantSearchOf, blockEndRefusal, endOfEndedBlock } from '../../domain/staff-applicant-changes';
import { warningWithText } from '../../domain/warnings-and-blocks';
import { recordViews, writeAudit } from '../audit-log';
import { readApplicantBankIncome, type StaffBankIncomeView } from './applicant-bank-income';
import { blockView, maskedPnrOf, readApplicantCard, statusTextOf, type ApplicantCard } from './applicant-card';
import * as repo from './applicants.repository';

export const SEARCH_MAX_RESULTS = 50;

export type ApplicantChange = Outcome<{ applicant: ApplicantCard; automaticBlock?: ReturnType<typeof blockView> | null }>;

const notFound = (): Failure => failure(msg.notFound);

export class StaffApplicantsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private staff(actor: Actor): StaffActor {
    if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
    return actor;
  }

  /** Applicants by name, e-mail or personnummer, a page at a time (at most 50); each one shown is one audit row. */
  async search(actor: Actor, query: string, first = 20, offset = 0) {
    const staff = this.staff(actor);
    const parsed = applicantSearchSchema.safeParse({ query });
    if (!parsed.success) return fromIssues(parsed.error.issues, 'query');
    const now = this.now();
    const today = stockholmDay(now);
    const limit = Math.max(1, Math.min(first, SEARCH_MAX_RESULTS));
    return this.db.transaction(async (tx) => {
      const found = await repo.searchApplicants(tx, applicantSearchOf(parsed.data.query, today), today, limit, Math.max(0, offset));
      await recordViews(tx, staff, 'VIEW_APPLICANT_SEARCH', found.rows.map((r) => r.applicantId), now);
      return {
        ok: true as const,
        totalCount: found.total,
        applicants: found.rows.map(({ personalIdentityNumber, applicantStatusId, ...r }) => ({
          ...r,
          maskedPersonalIdentityNumber: maskedPnrOf(personalIdentityNumber),
          statusText: statusTextOf(applicantStatusId),
        })),
      };
    });
  }

  /** One applicant's card (null: no such applicant); the opening is one audit row. */
  async card(actor: Actor, applicantId: number): Promise<ApplicantCard | null> {
    const staff = this.staff(actor);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const card = await readApplicantCard(tx, applicantId, now);
      if (card) await recordViews(tx, staff, 'VIEW_APPLICANT', [applicantId], now, `applicant:${applicantId}`);
      return card;
    });
  }

  /** The full personnummer, asked for explicitly: one audit row (which never holds the number itself). */
  async revealPersonalIdentityNumber(actor: Actor, applicantId: number): Promise<Outcome<{ personalIdentityNumber: string | null }>> {
    const staff = this.staff(actor);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const a = await findApplicantById(tx, applicantId);
      if (!a) return notFound();
      await writeAudit(tx, staff, { action: 'VIEW_PERSONNUMMER', applicantId, subject: `applicant:${applicantId}` }, now);
      return { ok: true as const, personalIdentityNumber: a.personalIdentityNumber };
    });
  }

  /**
   * The applicant's verified incomes from the bank ("Visa bankuppgifter" on the card), asked for explicitly: one audit
   * row (VIEW_BANK_DATA) in the read's transaction. An applicant without connections gets an empty answer (still a view).
   */
  async bankIncome(actor: Actor, applicantId: number): Promise<Outcome<StaffBankIncomeView>> {
    const staff = this.staff(actor);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      if (!(await findApplicantById(tx, applicantId))) return notFound();
      const view = await readApplicantBankIncome(tx, applicantId, now);
      await recordViews(tx, staff, 'VIEW_BANK_DATA', [applicantId], now, `applicant:${applicantId}`);
      return { ok: true as const, ...view };
    });
  }

  /**
   * Gives a warning in the case handler's words. Through the brokerage's one rule (giveWarningFact): when more than the
   * agency profile's maxWarnings count within 12 months, the applicant is blocked from every landlord for 6 months in
   * the same transaction, and the audit row names the block too.
   */
  async issueWarning(actor: Actor, applicantId: number, reason: string): Promise<ApplicantChange> {
    const staff = this.staff(actor);
    const parsed = staffWarningSchema.safeParse({ reason });
    if (!parsed.success) return fromIssues(parsed.error.issues);
    return this.change(async (tx, now) => {
      if (!(await findApplicantById(tx, applicantId))) return notFound();
      const { warning, block } = await giveWarningFact(tx, applicantId, warningWithText(parsed.data.reason, now));
      await writeAudit(
        tx,
        staff,
        {
          action: 'WARNING_ISSUE',
          applicantId,
          subject: `warning:${warning.warningId}`,
          before: null,
          after: { warning: warningFacts(warning), automaticBlock: block && blockFacts(block) },
        },
        now,
      );
      return { applicantId, automaticBlock: block && blockView(block, stockholmDay(now)) };
    });
  }

  /** Revokes a warning with a reason: it no longer counts (a block it helped bring stays until ended). */
  async revokeWarning(actor: Actor, warningId: number, reason: string): Promise<ApplicantChange> {
    const staff = this.staff(actor);
    const parsed = staffRevokeWarningSchema.safeParse({ reason });
    if (!parsed.success) return fromIssues(parsed.error.issues);
    return this.change(async (tx, now) => {
      const before = await repo.lockWarning(tx, warningId);
      if (!before) return failure(msg.warningNotFound);
      if (before.revokedAt) return failure(msg.warningRevoked);
      const after = await repo.revokeWarning(tx, warningId, { revokedAt: now, revokedReason: parsed.data.reason, revokedByStaffUserId: staff.staffUserId });
      await writeAudit(
        tx,
        staff,
        { action: 'WARNING_REVOKE', applicantId: before.applicantId, subject: `warning:${warningId}`, before: warningFacts(before), after: warningFacts(after) },
        now,
      );
      return { applicantId: before.applicantId };
    });
  }

  /** Blocks interest registrations from today through `end`, for one landlord or (none named) every landlord. */
  async startBlock(actor: Actor, applicantId: number, input: { reason: string; end: string; landlord?: string | null }): Promise<ApplicantChange> {
    const staff = this.staff(actor);
    const parsed = staffBlockSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    return this.change(async (tx, now) => {
      const today = stockholmDay(now);
      const refusal = blockEndRefusal(parsed.data.end, today);
      if (refusal) return failure(refusal, [{ code: 'end', text: refusal }]);
      if (!(await findApplicantById(tx, applicantId))) return notFound();
      const block = await repo.insertBlock(tx, { applicantId, start: today, end: parsed.data.end, reason: parsed.data.reason, landlord: parsed.data.landlord });
      await writeAudit(tx, staff, { action: 'BLOCK_START', applicantId, subject: `block:${block.blockId}`, before: null, after: blockFacts(block) }, now);
      return { applicantId };
    });
  }

  /** Ends a block today: its last day becomes yesterday, so it no longer stops interest registrations. */
  async endBlock(actor: Actor, blockId: number): Promise<ApplicantChange> {
    const staff = this.staff(actor);
    return this.change(async (tx, now) => {
      const before = await repo.lockBlock(tx, blockId);
      if (!before) return failure(msg.blockNotFound);
      const end = endOfEndedBlock(before, stockholmDay(now));
      if (end === null) return failure(msg.blockNotInForce);
      const after = await repo.endBlock(tx, blockId, { end, endedAt: now, endedByStaffUserId: staff.staffUserId });
      await writeAudit(
        tx,
        staff,
        { action: 'BLOCK_END', applicantId: before.applicantId, subject: `block:${blockId}`, before: blockFacts(before), after: blockFacts(after) },
        now,
      );
      return { applicantId: before.applicantId };
    });
  }

  /** Adds a case handler's note (at most 2000 characters). */
  async addNote(actor: Actor, applicantId: number, text: string): Promise<ApplicantChange> {
    const staff = this.staff(actor);
    const parsed = staffNoteSchema.safeParse({ text });
    if (!parsed.success) return fromIssues(parsed.error.issues);
    return this.change(async (tx, now) => {
      if (!(await findApplicantById(tx, applicantId))) return notFound();
      const note = await repo.insertNote(tx, { applicantId, staffUserId: staff.staffUserId, text: parsed.data.text, createdAt: now });
      await writeAudit(tx, staff, { action: 'NOTE_ADD', applicantId, subject: `note:${note.noteId}`, before: null, after: { text: note.text } }, now);
      return { applicantId };
    });
  }

  /**
   * One change in one transaction: the step (which writes its audit row) and the card as it then stands, answered
   * with the change (no view row of its own: the change's row names the applicant).
   */
  private async change(step: (tx: Tx, now: Date) => Promise<Failure | { applicantId: number; automaticBlock?: ReturnType<typeof blockView> | null }>): Promise<ApplicantChange> {
    const now = this.now();
    return this.db.transaction(async (tx): Promise<ApplicantChange> => {
      const done = await step(tx, now);
      if ('ok' in done) return done;
      const applicant = await readApplicantCard(tx, done.applicantId, now);
      if (!applicant) throw new Error('the applicant of a change was not found');
      return { ok: true, applicant, automaticBlock: done.automaticBlock ?? null };
    });
  }
}

const warningFacts = (w: { reason: string; validFromDate: string; validToDate: string; revokedAt: Date | null; revokedReason: string | null }) => ({
  reason: w.reason,
  validFromDate: w.validFromDate,
  validToDate: w.validToDate,
  revokedAt: w.revokedAt,
  revokedReason: w.revokedReason,
});

const blockFacts = (b: { landlord: string | null; start: string; end: string; reason: string; endedAt: Date | null }) => ({
  landlord: b.landlord,
  start: b.start,
  end: b.end,
  reason: b.reason,
  endedAt: b.endedAt,
});
