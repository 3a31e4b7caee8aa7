// The back office's brokerage (issue 13): what a case handler sees of each home's brokerage — the homes with interest,
// a home's registrations ranked, sorted and paged on the server, each registration's history (who took each step,
// when) — and the engine's steps (brokerage.service.ts) with the input validated by the rules the staff app's forms use.
// Case handler or administrator only. Every applicant named in a reply is recorded in the audit log as viewed, in the
// read's own transaction; the steps write their own audit rows (brokerage-step.ts).
import { stockholmDay } from '../../src/rules/calendar';
import { checkFailedSchema, inviteSchema, landlordRejectedSchema, signFailedSchema } from '../../src/rules/brokerage';
import { ORDER_STATUSES } from '../../src/rules/orders';
import type { Db, DbOrTx } from '../db/client';
import { ForbiddenError, hasStaffRole, type Actor } from '../domain/actor';
import { agencyFeeFor } from '../domain/agency-fee';
import { checkApplication } from '../domain/application-eligibility';
import { stageNames, type Stage } from '../domain/application-stages';
import { fromIssues, type Outcome } from '../domain/outcome';
import { recordViews } from '../staff/audit-log';
import { readApplicantFacts, readListingFacts } from './application-facts';
import {
  agencyFeeOrder,
  brokerageListing,
  brokerageListings,
  lastSteps,
  pipelinePage,
  registrationApplicants,
  registrationOwner,
  registrationsWithApplicants,
  staffNames,
  stageCounts,
  stepsOf,
  STAGE_ORDER,
  type BrokerageListingRow,
  type BrokerageState,
  type PipelineSort,
  type SortDirection,
  type StepRow,
} from './brokerage-pipeline.repository';
import type { StepView } from './brokerage-step';
import type { BrokerageService } from './brokerage.service';

export const PIPELINE_PAGE_MAX = 100;
export const LISTINGS_PAGE_MAX = 100;

export const brokerageStateTexts: Record<BrokerageState, string> = {
  OPEN: 'Intresseperioden pågår',
  PERIOD_PASSED: 'Intresseperioden har gått ut',
  IN_BROKERAGE: 'Under förmedling',
  CONTRACT: 'Kontrakt skrivet',
};

/** Each step in the history, in Swedish. */
export const stepTexts: Record<string, string> = {
  CREATED: 'Intresseanmälan gjord',
  CLOSE_PERIOD: 'Intresseperioden stängd och rangordnad',
  NOT_INVITED: 'Inte inbjuden till visning',
  INVITE: 'Inbjuden till visning',
  ANSWER_SHOWING: 'Svarade på visningsinbjudan',
  CANCEL_SHOWING: 'Visningen inställd',
  REGISTER_ATTENDANCE: 'Närvaro registrerad',
  START_CHECK: 'Kontroll av kraven påbörjad',
  CHECK_PASSED: 'Kraven uppfyllda, bostaden erbjuden',
  CHECK_FAILED: 'Kraven inte uppfyllda',
  ACCEPT_OFFER: 'Tackade ja till erbjudandet',
  DECLINE_OFFER: 'Tackade nej till erbjudandet',
  OFFER_EXPIRED: 'Svarstiden för erbjudandet gick ut',
  PROPOSE_TO_LANDLORD: 'Föreslagen till hyresvärden',
  LANDLORD_APPROVED: 'Godkänd av hyresvärden',
  LANDLORD_REJECTED: 'Inte godkänd av hyresvärden',
  SIGNED: 'Kontraktet skrivet',
  SIGN_FAILED: 'Kontraktet kunde inte skrivas',
  LOST_TO_OTHER: 'Bostaden gick till någon annan',
  CANCEL_FOR_OTHER: 'Avbruten för en annan bostad',
  WITHDRAW: 'Intresseanmälan borttagen',
  REMINDER_SENT: 'Påminnelse skickad',
};

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const stageText = (stage: string) => capitalized(stageNames[stage as Stage] ?? stage);
const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

export interface StageCountView {
  stage: string;
  stageText: string;
  count: number;
}
export interface BrokerageListingView extends BrokerageListingRow {
  stateText: string;
  registrations: number;
  stageCounts: StageCountView[];
}
export interface BrokerageStepView {
  type: string;
  stepText: string;
  fromStage: string | null;
  toStage: string;
  toStageText: string;
  by: string;
  at: Date;
}
export interface PipelineApplicantView {
  applicationId: number;
  applicantId: number;
  rentalObjectId: string;
  applicantName: string;
  queueDate: string | null;
  place: number | null;
  stage: string;
  stageText: string;
  registeredAt: Date;
  showingStarts: Date | null;
  showingEnds: Date | null;
  showingMandatory: boolean | null;
  showingCanceled: boolean;
  showingAnswer: string | null;
  attended: boolean | null;
  offerReplyTime: Date | null;
  lastStep: BrokerageStepView | null;
}
export interface EligibilityView {
  eligible: boolean;
  reasons: string[];
}
export interface RegistrationEligibilityView {
  applicationId: number;
  eligibility: EligibilityView;
}
export interface AgencyFeeView {
  orderId: number;
  applicantId: number;
  amount: number;
  description: string;
  dueDate: string;
  status: string;
}
export interface PipelineView {
  listing: BrokerageListingView;
  total: number;
  page: number;
  pageSize: number;
  sort: PipelineSort;
  direction: SortDirection;
  applicants: PipelineApplicantView[];
  agencyFee: AgencyFeeView | null;
}
export interface SteppedView extends StepView {
  stageText: string;
}
export type StepOutcome = Outcome<{ applications: SteppedView[]; notInvited: SteppedView[]; unchanged: boolean }>;

export interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}

const bounded = (n: number | null | undefined, fallback: number, max: number) => Math.max(1, Math.min(Math.trunc(n ?? fallback), max));
const stepped = (v: StepView): SteppedView => ({ ...v, stageText: stageText(v.stage) });

function staff(actor: Actor) {
  if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
  return actor;
}

export class StaffBrokerageService {
  constructor(
    private readonly db: Db,
    private readonly engine: BrokerageService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The homes with interest registrations, those needing work first (no applicant is named: nothing to record). */
  async listings(actor: Actor, state: BrokerageState | null | undefined, args: PageArgs) {
    staff(actor);
    const page = bounded(args.page, 1, Number.MAX_SAFE_INTEGER);
    const pageSize = bounded(args.pageSize, 25, LISTINGS_PAGE_MAX);
    const { total, items } = await brokerageListings(this.db, stockholmDay(this.now()), state ?? null, pageSize, (page - 1) * pageSize);
    return { total, page, pageSize, items: await this.withCounts(this.db, items) };
  }

  /** One page of the home's registrations in the asked order; null when there is no such home. */
  async pipeline(actor: Actor, rentalObjectId: string, sort: PipelineSort, direction: SortDirection, args: PageArgs): Promise<PipelineView | null> {
    const me = staff(actor);
    const page = bounded(args.page, 1, Number.MAX_SAFE_INTEGER);
    const pageSize = bounded(args.pageSize, 50, PIPELINE_PAGE_MAX);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const home = await brokerageListing(tx, stockholmDay(now), rentalObjectId);
      if (!home) return null;
      const livePlaces = home.canCalculateQueueplace && !home.periodClosedAt;
      const { total, rows } = await pipelinePage(tx, { rentalObjectId, livePlaces, sort, direction, limit: pageSize, offset: (page - 1) * pageSize });
      const ids = rows.map((r) => r.applicationId);
      const [details, last] = await Promise.all([registrationsWithApplicants(tx, ids), lastSteps(tx, ids)]);
      const byId = new Map(details.map((d) => [d.row.applicationId, d]));
      const steps = await this.stepViews(tx, last);
      const stepOf = new Map(last.map((s, i) => [s.applicationId, steps[i]!]));
      const applicants = rows.map(({ applicationId, place }): PipelineApplicantView => {
        const { row, ...who } = byId.get(applicationId)!;
        return {
          applicationId,
          applicantId: row.applicantId,
          rentalObjectId: row.rentalObjectId,
          applicantName: fullName(who),
          queueDate: who.queueDate,
          place,
          stage: row.stage,
          stageText: stageText(row.stage),
          registeredAt: row.createdAt,
          showingStarts: row.showingStarts,
          showingEnds: row.showingEnds,
          showingMandatory: row.showingMandatory,
          showingCanceled: row.showingCanceled,
          showingAnswer: row.showingAnswer,
          attended: row.attended,
          offerReplyTime: row.lastReplyTime,
          lastStep: stepOf.get(applicationId) ?? null,
        };
      });
      const [listing] = await this.withCounts(tx, [home]);
      const winner = home.winnerApplicationId === null ? undefined : await registrationOwner(tx, home.winnerApplicationId);
      const fee = winner ? await agencyFeeOrder(tx, winner.applicantId, agencyFeeFor({ agencyFee: null, street: home.street }).description) : undefined;
      const shown = [...applicants.map((a) => a.applicantId), ...(winner ? [winner.applicantId] : [])];
      await recordViews(tx, me, 'VIEW_BROKERAGE', shown, now, `rentalObject:${rentalObjectId}`);
      return {
        listing: listing!,
        total,
        page,
        pageSize,
        sort,
        direction,
        applicants,
        agencyFee: fee
          ? {
              orderId: fee.orderId,
              applicantId: fee.applicantId,
              amount: fee.amount,
              description: fee.description,
              dueDate: fee.dueDate,
              status: Object.values(ORDER_STATUSES).find((s) => s.orderStatusId === fee.orderStatusId)?.orderStatus ?? String(fee.orderStatusId),
            }
          : null,
      };
    });
  }

  /** A registration's history, oldest first; null when there is no such registration. */
  async history(actor: Actor, applicationId: number) {
    const me = staff(actor);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const owner = await registrationOwner(tx, applicationId);
      if (!owner) return null;
      const steps = await this.stepViews(tx, await stepsOf(tx, applicationId));
      await recordViews(tx, me, 'VIEW_BROKERAGE_HISTORY', [owner.applicantId], now, `application:${applicationId}`);
      return { applicationId, applicantName: fullName(owner), steps };
    });
  }

  /**
   * Whether each of the given registrations' applicants meets what the portal can judge of the home today (the
   * pre-check of application-eligibility.ts as if registering now, the home's period and the registration itself
   * aside), and what stands in the way. Only registrations on the home, at most a pipeline page of them. The answer
   * is known by registration id only — no name, no personnummer — so it records nothing: the pipeline read that names
   * the same applicants on the page is the view (one VIEW_BROKERAGE row per applicant shown).
   */
  async eligibility(actor: Actor, rentalObjectId: string, applicationIds: readonly number[]): Promise<RegistrationEligibilityView[]> {
    staff(actor);
    const today = stockholmDay(this.now());
    const asked = [...new Set(applicationIds)].slice(0, PIPELINE_PAGE_MAX);
    const [home, registrations] = await Promise.all([readListingFacts(this.db, rentalObjectId), registrationApplicants(this.db, rentalObjectId, asked)]);
    if (!home) return [];
    const listing = { ...home.listing, openForApplication: true, lastReplyDate: today };
    const judged = new Map(
      await Promise.all(
        registrations.map(async ({ applicationId, applicantId }): Promise<[number, EligibilityView]> => {
          const applicant = await readApplicantFacts(this.db, applicantId, rentalObjectId, today);
          if (!applicant) return [applicationId, { eligible: false, reasons: [] }];
          const check = checkApplication({ ...applicant, application: null }, listing, today);
          return [applicationId, { eligible: check.errors.length === 0, reasons: check.errors.map((e) => e.text) }];
        }),
      ),
    );
    return asked.flatMap((applicationId) => {
      const eligibility = judged.get(applicationId);
      return eligibility ? [{ applicationId, eligibility }] : [];
    });
  }

  closePeriod(actor: Actor, rentalObjectId: string): Promise<StepOutcome> {
    return this.many(this.engine.closePeriod(actor, rentalObjectId), (r) => r.ranked);
  }

  async invite(actor: Actor, rentalObjectId: string, input: unknown): Promise<StepOutcome> {
    staff(actor);
    const parsed = inviteSchema.safeParse(input);
    if (!parsed.success) return fromIssues(parsed.error.issues);
    const { topN, ...showing } = parsed.data;
    const r = await this.engine.invite(actor, rentalObjectId, topN, showing);
    return r.ok ? { ok: true, applications: r.invited.map(stepped), notInvited: r.notInvited.map(stepped), unchanged: r.invited.length === 0 } : r;
  }

  cancelShowing(actor: Actor, rentalObjectId: string): Promise<StepOutcome> {
    return this.many(this.engine.cancelShowing(actor, rentalObjectId), (r) => r.canceled);
  }

  registerAttendance(actor: Actor, applicationId: number, attended: boolean): Promise<StepOutcome> {
    return this.one(this.engine.registerAttendance(actor, applicationId, attended));
  }

  startCheck(actor: Actor, rentalObjectId: string): Promise<StepOutcome> {
    return this.one(this.engine.startCheck(actor, rentalObjectId));
  }

  checkPassed(actor: Actor, applicationId: number): Promise<StepOutcome> {
    return this.one(this.engine.checkPassed(actor, applicationId));
  }

  async checkFailed(actor: Actor, applicationId: number, unmetRequirements: string[]): Promise<StepOutcome> {
    staff(actor);
    const parsed = checkFailedSchema.safeParse({ unmetRequirements });
    if (!parsed.success) return fromIssues(parsed.error.issues);
    return this.one(this.engine.checkFailed(actor, applicationId, parsed.data.unmetRequirements));
  }

  proposeToLandlord(actor: Actor, applicationId: number): Promise<StepOutcome> {
    return this.one(this.engine.proposeToLandlord(actor, applicationId));
  }

  landlordApproved(actor: Actor, applicationId: number): Promise<StepOutcome> {
    return this.one(this.engine.landlordApproved(actor, applicationId));
  }

  async landlordRejected(actor: Actor, applicationId: number, reasons: { title: string; reason: string }[]): Promise<StepOutcome> {
    staff(actor);
    const parsed = landlordRejectedSchema.safeParse({ reasons });
    if (!parsed.success) return fromIssues(parsed.error.issues);
    return this.one(this.engine.landlordRejected(actor, applicationId, parsed.data.reasons));
  }

  /** The contract is signed: the engine creates the winner's agency-fee order in the same transaction. */
  signed(actor: Actor, applicationId: number): Promise<StepOutcome> {
    return this.one(this.engine.signed(actor, applicationId));
  }

  async signFailed(actor: Actor, applicationId: number, reason: string): Promise<StepOutcome> {
    staff(actor);
    const parsed = signFailedSchema.safeParse({ reason });
    if (!parsed.success) return fromIssues(parsed.error.issues);
    return this.one(this.engine.signFailed(actor, applicationId, parsed.data.reason));
  }

  private async many<T extends object>(step: Promise<Outcome<T>>, moved: (r: T) => StepView[]): Promise<StepOutcome> {
    const r = await step;
    if (!r.ok) return r;
    const applications = moved(r).map(stepped);
    return { ok: true, applications, notInvited: [], unchanged: applications.length === 0 };
  }

  private async one(step: Promise<Outcome<{ application: StepView; unchanged: boolean }>>): Promise<StepOutcome> {
    const r = await step;
    return r.ok ? { ok: true, applications: [stepped(r.application)], notInvited: [], unchanged: r.unchanged } : r;
  }

  private async withCounts(db: DbOrTx, items: BrokerageListingRow[]): Promise<BrokerageListingView[]> {
    const counts = await stageCounts(db, items.map((i) => i.rentalObjectId));
    return items.map((item) => {
      const own = counts.filter((c) => c.rentalObjectId === item.rentalObjectId).sort((a, b) => STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage));
      return {
        ...item,
        stateText: brokerageStateTexts[item.state],
        registrations: own.reduce((s, c) => s + c.count, 0),
        stageCounts: own.map((c) => ({ stage: c.stage, stageText: stageText(c.stage), count: c.count })),
      };
    });
  }

  private async stepViews(db: DbOrTx, rows: StepRow[]): Promise<BrokerageStepView[]> {
    const staffIds = rows.map((r) => /^staff:(\d+)$/.exec(r.actor)?.[1]).filter((id): id is string => !!id).map(Number);
    const names = await staffNames(db, [...new Set(staffIds)]);
    return rows.map((r) => {
      const staffId = /^staff:(\d+)$/.exec(r.actor)?.[1];
      const by = staffId ? (names.get(Number(staffId)) ?? 'Handläggare') : r.actor === 'system' ? 'Systemet' : 'Sökanden';
      return { type: r.type, stepText: stepTexts[r.type] ?? r.type, fromStage: r.fromStage, toStage: r.toStage, toStageText: stageText(r.toStage), by, at: r.at };
    });
  }
}
