// The brokerage of a home (spec 001 §4), the steps a case handler drives from the back office and the jobs drive at
// deadlines: close the interest period and rank, invite to a showing, register attendance, check the criteria from
// queue place 1, offer, send to the landlord, record the landlord's answer and the signing. Each step is one
// transaction, idempotent (a repeat changes nothing) and recorded in application_events; a step the stage does not
// allow is refused with a Swedish errorText. The stage rules are server/domain/application-stages.ts.
import { stockholmDay } from '../../src/rules/calendar';
import type { Db } from '../db/client';
import { rankApplications } from '../domain/application-ranking';
import { nextToCheck, stageMessages, type ApplicationEvent, type RefusalReason, type Stage } from '../domain/application-stages';
import type { Outcome } from '../domain/outcome';
import { silentNotices, type BrokerageNotices } from './brokerage-notices';
import { runSteps, StepRefused, stepView, takeStep, type BrokerageActor, type StepContext, type StepView } from './brokerage-step';
import { findHome, lockBrokerage, lockOrCreateBrokerage, markPeriodClosed, registrationsOnHome, type QueuedRegistration } from './brokerage.repository';

export const brokerageMessages = {
  noHome: 'Bostaden finns inte.',
  periodNotClosed: 'Intresseperioden för bostaden är inte stängd än.',
  topN: 'Ange hur många sökande som ska bjudas in till visningen (minst en).',
  nobodyToInvite: 'Det finns inga fler sökande att bjuda in till visning.',
  noShowing: 'Det finns ingen visning att ställa in för bostaden.',
  homeHeld: 'En annan sökande kontrolleras, har erbjudits eller har fått bostaden.',
  nobodyToCheck: 'Det finns inga fler sökande att kontrollera för bostaden.',
} as const;

export interface ShowingInput {
  starts: Date;
  ends: Date;
  mandatory: boolean;
  digital: boolean;
}

const sameTime = (a: Date | null, b: Date) => !!a && a.getTime() === b.getTime();
const byPlace = (a: QueuedRegistration, b: QueuedRegistration) => (a.row.queuePlace ?? Infinity) - (b.row.queuePlace ?? Infinity) || a.row.applicationId - b.row.applicationId;

export class BrokerageService {
  constructor(
    private readonly db: Db,
    private readonly notices: BrokerageNotices = silentNotices,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * After the last reply day: every registration still at INTEREST is ranked (application-ranking.ts; those without a
   * place — no paid queue account — stay unplaced) and moves to RANKED with its place; the home's brokerage row is
   * opened. A second run finds nobody at INTEREST and changes nothing.
   */
  closePeriod(actor: BrokerageActor, rentalObjectId: string): Promise<Outcome<{ ranked: StepView[] }>> {
    return this.steps(actor, async (ctx) => {
      const home = await findHome(ctx.tx, rentalObjectId);
      if (!home) throw new StepRefused(brokerageMessages.noHome);
      if (stockholmDay(ctx.now) <= home.lastReplyDate) throw new StepRefused(stageMessages.periodOpen);
      await lockOrCreateBrokerage(ctx.tx, rentalObjectId);
      const waiting = (await registrationsOnHome(ctx.tx, rentalObjectId)).filter((r) => r.row.stage === 'INTEREST');
      const entries = waiting.map((r) => ({
        applicationId: r.row.applicationId,
        applicantId: r.row.applicantId,
        appliedAt: r.row.createdAt,
        queueDate: r.queueDate,
        applicantStatusId: r.applicantStatusId,
      }));
      const places = new Map(
        rankApplications(entries, { canCalculate: home.canCalculateQueueplace, queueTenant: home.queueTenant, queueTransfer: home.queueTransfer }).map((r) => [r.entry.applicationId, r.place]),
      );
      const ranked: StepView[] = [];
      for (const r of waiting) {
        const event: ApplicationEvent = { type: 'CLOSE_PERIOD', lastReplyDate: home.lastReplyDate, queuePlace: places.get(r.row.applicationId) ?? null };
        ranked.push(stepView((await takeStep(ctx, r.row.applicationId, event)).row));
      }
      await markPeriodClosed(ctx.tx, rentalObjectId, home.lastReplyDate, ctx.now);
      return { ranked };
    });
  }

  /**
   * Invites the best-placed N not yet invited to a showing; those ranked and not invited are told so (they may be
   * invited in a later round). A round is known by its showing's times: repeating the same call invites nobody new.
   */
  invite(actor: BrokerageActor, rentalObjectId: string, topN: number, showing: ShowingInput): Promise<Outcome<{ invited: StepView[]; notInvited: StepView[] }>> {
    return this.steps(actor, async (ctx) => {
      const all = await this.closedHome(ctx, rentalObjectId);
      if (!Number.isInteger(topN) || topN < 1) throw new StepRefused(brokerageMessages.topN);
      const inThisRound = all.filter((r) => sameTime(r.row.showingStarts, showing.starts) && sameTime(r.row.showingEnds, showing.ends) && !r.row.showingCanceled);
      const invitable = (r: QueuedRegistration) =>
        r.row.queuePlace !== null && (r.row.stage === 'RANKED' || r.row.stage === 'NOT_INVITED' || (r.row.stage === 'SHOWING_INVITED' && r.row.showingCanceled));
      const chosen = all.filter(invitable).sort(byPlace).slice(0, Math.max(0, topN - inThisRound.length));
      if (chosen.length === 0 && inThisRound.length === 0) throw new StepRefused(brokerageMessages.nobodyToInvite);
      const invited: StepView[] = [];
      for (const r of chosen) invited.push(stepView((await takeStep(ctx, r.row.applicationId, { type: 'INVITE', showing })).row));
      const notInvited: StepView[] = [];
      for (const r of all.filter((x) => x.row.stage === 'RANKED' && !chosen.includes(x))) {
        notInvited.push(stepView((await takeStep(ctx, r.row.applicationId, { type: 'NOT_INVITED' })).row));
      }
      return { invited, notInvited };
    });
  }

  /** Cancels the home's showing for everyone invited (they may be invited again to a new one). */
  cancelShowing(actor: BrokerageActor, rentalObjectId: string): Promise<Outcome<{ canceled: StepView[] }>> {
    return this.steps(actor, async (ctx) => {
      const invited = (await this.closedHome(ctx, rentalObjectId)).filter((r) => r.row.stage === 'SHOWING_INVITED');
      if (invited.length === 0) throw new StepRefused(brokerageMessages.noShowing);
      const canceled: StepView[] = [];
      for (const r of invited) {
        const applied = await takeStep(ctx, r.row.applicationId, { type: 'CANCEL_SHOWING' });
        if (!applied.unchanged) canceled.push(stepView(applied.row));
      }
      return { canceled };
    });
  }

  /** After the showing: came or missed (a missed mandatory showing loses the home and gives a warning). */
  registerAttendance(actor: BrokerageActor, applicationId: number, attended: boolean) {
    return this.one(actor, applicationId, { type: 'REGISTER_ATTENDANCE', attended });
  }

  /**
   * The criteria check takes the best-placed registration still waiting (nextToCheck); reaching it cancels that
   * applicant's other registrations. While one is in the check, a repeat returns it unchanged; while one holds the
   * home further on (offered, accepted, with the landlord, signed), the check is refused.
   */
  startCheck(actor: BrokerageActor, rentalObjectId: string): Promise<Outcome<{ application: StepView; unchanged: boolean }>> {
    return this.steps(actor, async (ctx) => {
      const all = await this.closedHome(ctx, rentalObjectId);
      const inCheck = all.find((r) => r.row.stage === 'CHECK');
      if (inCheck) return { application: stepView(inCheck.row), unchanged: true };
      const mandatoryShowing = all.some((r) => r.row.showingMandatory && !r.row.showingCanceled);
      const placed = all.filter((r) => r.row.queuePlace !== null).map((r) => ({ id: r.row.applicationId, stage: r.row.stage as Stage, place: r.row.queuePlace! }));
      const next = nextToCheck(placed, { mandatoryShowing });
      if (!next) throw new StepRefused(this.whyNobody(all));
      const applied = await takeStep(ctx, next.id, { type: 'START_CHECK' });
      return { application: stepView(applied.row), unchanged: false };
    });
  }

  /** The check passed: the home is offered, to be answered within one day. */
  checkPassed(actor: BrokerageActor, applicationId: number) {
    return this.one(actor, applicationId, { type: 'CHECK_PASSED' });
  }

  checkFailed(actor: BrokerageActor, applicationId: number, unmetRequirements: string[]) {
    return this.one(actor, applicationId, { type: 'CHECK_FAILED', unmetRequirements });
  }

  /** The applicant accepted: sent to the landlord as the tenant candidate. */
  proposeToLandlord(actor: BrokerageActor, applicationId: number) {
    return this.one(actor, applicationId, { type: 'PROPOSE_TO_LANDLORD' });
  }

  landlordApproved(actor: BrokerageActor, applicationId: number) {
    return this.one(actor, applicationId, { type: 'LANDLORD_APPROVED' });
  }

  landlordRejected(actor: BrokerageActor, applicationId: number, reasons: RefusalReason[]) {
    return this.one(actor, applicationId, { type: 'LANDLORD_REJECTED', reasons });
  }

  /** The contract is signed: everyone else on the home loses it, and the winner gets the agency-fee order. */
  signed(actor: BrokerageActor, applicationId: number) {
    return this.one(actor, applicationId, { type: 'SIGNED' });
  }

  signFailed(actor: BrokerageActor, applicationId: number, reason: string) {
    return this.one(actor, applicationId, { type: 'SIGN_FAILED', reason });
  }

  private async steps<T extends object>(actor: BrokerageActor, work: (ctx: StepContext) => Promise<T>): Promise<Outcome<T>> {
    return runSteps(this.db, this.notices, actor, this.now(), work);
  }

  private one(actor: BrokerageActor, applicationId: number, event: ApplicationEvent): Promise<Outcome<{ application: StepView; unchanged: boolean }>> {
    return this.steps(actor, async (ctx) => {
      const applied = await takeStep(ctx, applicationId, event);
      return { application: stepView(applied.row), unchanged: applied.unchanged };
    });
  }

  /** The home's registrations, its brokerage row locked; refused before its interest period was closed. */
  private async closedHome(ctx: StepContext, rentalObjectId: string): Promise<QueuedRegistration[]> {
    const brokerage = await lockBrokerage(ctx.tx, rentalObjectId);
    if (!brokerage?.periodClosedAt) throw new StepRefused((await findHome(ctx.tx, rentalObjectId)) ? brokerageMessages.periodNotClosed : brokerageMessages.noHome);
    return registrationsOnHome(ctx.tx, rentalObjectId);
  }

  private whyNobody(all: QueuedRegistration[]): string {
    const holds: readonly string[] = ['OFFERED', 'ACCEPTED', 'PROPOSED', 'LANDLORD_APPROVED', 'CONTRACT'];
    return all.some((r) => holds.includes(r.row.stage)) ? brokerageMessages.homeHeld : brokerageMessages.nobodyToCheck;
  }
}
