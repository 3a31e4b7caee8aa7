// The stages of one interest registration through the brokerage of a home (spec 001 §3, §4): a pure transition
// function (state, event, now) → the next state or a Swedish refusal, what a step sets off elsewhere (cancelling the
// applicant's other registrations, a warning, the agency fee, everyone else losing), and the status flags the
// applications page shows. The brokerage service stores the state and applies the effects in the step's transaction.
//
//   INTEREST ─close period─► RANKED ─┬─ invite ──► SHOWING_INVITED ─ attendance ─► SHOWING_DONE ─┐
//                                    └─ not invited ─► NOT_INVITED ─ invite ─┘  (missed mandatory: LOST + warning)
//   RANKED | NOT_INVITED | SHOWING_DONE ─ start check (place 1) ─► CHECK ─┬─ passed ─► OFFERED ─┬─ accept ─► ACCEPTED
//                                                                         └─ failed ─► CHECK_FAILED  ├─ decline ─► DECLINED
//                                                                                                    └─ no answer ─► LOST + warning
//   ACCEPTED ─► PROPOSED (sent to the landlord) ─┬─ approved ─► LANDLORD_APPROVED ─┬─ signed ─► CONTRACT
//                                                └─ rejected ─► EVALUATION_FAILED  └─ failed ─► SIGN_FAILED
//   Any active stage ─► LOST (another got the home) | CANCELLED (the applicant took another) | WITHDRAWN (deleted).
import { addDays, startOfStockholmDay, stockholmDay } from '../../src/rules/calendar';
import type { WarningReason } from './warnings-and-blocks';

export const ACTIVE_STAGES = [
  'INTEREST',
  'RANKED',
  'NOT_INVITED',
  'SHOWING_INVITED',
  'SHOWING_DONE',
  'CHECK',
  'OFFERED',
  'ACCEPTED',
  'PROPOSED',
  'LANDLORD_APPROVED',
] as const;
export const ENDED_STAGES = ['CONTRACT', 'CHECK_FAILED', 'DECLINED', 'EVALUATION_FAILED', 'SIGN_FAILED', 'LOST', 'CANCELLED', 'WITHDRAWN'] as const;
export type ActiveStage = (typeof ACTIVE_STAGES)[number];
export type Stage = ActiveStage | (typeof ENDED_STAGES)[number];

/** The answer to a showing invitation (spec 001 §3: the interest answer enumeration). */
export type ShowingAnswer = 'YES' | 'NO' | 'NO_BUT_STILL_INTERESTED';

/** Why a registration ended, when the stage alone does not say. */
export type EndReason = 'SHOWING_MISSED' | 'SHOWING_DECLINED' | 'OFFER_UNANSWERED' | 'OFFER_DECLINED' | 'OTHER_CHOSEN' | 'ACCEPTED_OTHER' | 'FIRST_IN_OTHER_CHECK';

export interface Showing {
  starts: Date;
  ends: Date;
  mandatory: boolean;
  digital: boolean;
  canceled: boolean;
  /** The showing answer may be given and changed until then (lastShowingReplyTime). */
  lastReplyTime: Date;
}

export interface RefusalReason {
  title: string;
  reason: string;
}

export interface ApplicationState {
  stage: Stage;
  /** The place when the interest period closed. */
  queuePlace: number | null;
  showing: Showing | null;
  showingAnswer: ShowingAnswer | null;
  /** Registered after the showing: true came, false missed; null before. */
  attended: boolean | null;
  /** The offer's reply deadline (lastReplyTime). */
  lastReplyTime: Date | null;
  /** The criteria check's unmet requirements. */
  unmetRequirements: string[];
  /** The landlord's reasons when the evaluation failed. */
  reasonsForRefusal: RefusalReason[];
  signFailedReason: string | null;
  endReason: EndReason | null;
}

export const newApplicationState = (): ApplicationState => ({
  stage: 'INTEREST',
  queuePlace: null,
  showing: null,
  showingAnswer: null,
  attended: null,
  lastReplyTime: null,
  unmetRequirements: [],
  reasonsForRefusal: [],
  signFailedReason: null,
  endReason: null,
});

export type ApplicationEvent =
  /** The interest period closed (a job, after the last reply date) with the place the registration then had. */
  | { type: 'CLOSE_PERIOD'; lastReplyDate: string; queuePlace: number | null }
  /** Invitations went out and this registration was not among them (it may be invited in a later round). */
  | { type: 'NOT_INVITED' }
  | { type: 'INVITE'; showing: { starts: Date; ends: Date; mandatory: boolean; digital: boolean } }
  /** saveShowing. */
  | { type: 'ANSWER_SHOWING'; answer: ShowingAnswer }
  | { type: 'CANCEL_SHOWING' }
  | { type: 'REGISTER_ATTENDANCE'; attended: boolean }
  /** The criteria check reached this registration: it is first among those still in. */
  | { type: 'START_CHECK' }
  | { type: 'CHECK_PASSED' }
  | { type: 'CHECK_FAILED'; unmetRequirements: string[] }
  /** saveAnswer. */
  | { type: 'ACCEPT_OFFER' }
  | { type: 'DECLINE_OFFER' }
  /** The deadline job: the offer's reply time passed without an answer. */
  | { type: 'OFFER_EXPIRED' }
  | { type: 'PROPOSE_TO_LANDLORD' }
  | { type: 'LANDLORD_APPROVED' }
  | { type: 'LANDLORD_REJECTED'; reasons: RefusalReason[] }
  | { type: 'SIGNED' }
  | { type: 'SIGN_FAILED'; reason: string }
  /** Another applicant signed the contract for the home. */
  | { type: 'LOST_TO_OTHER' }
  /** The applicant accepted another home, or reached place 1 in another home's check. */
  | { type: 'CANCEL_FOR_OTHER'; because: 'ACCEPTED_OTHER' | 'FIRST_IN_OTHER_CHECK' }
  /** deleteApplication. */
  | { type: 'WITHDRAW' };
export type ApplicationEventType = ApplicationEvent['type'];

export interface Effects {
  /** Cancel the applicant's other interest registrations in the same transaction (spec 001 §4). */
  cancelOtherApplications: boolean;
  /** Give the applicant this warning (warnings-and-blocks.ts decides whether a block follows). */
  warning: WarningReason | null;
  /** Create the agency-fee order for the winner (agency-fee.ts). */
  agencyFee: boolean;
  /** Everyone else still in the brokerage of this home loses it. */
  othersLose: boolean;
}

export type Transition = { ok: true; state: ApplicationState; effects: Effects; unchanged: boolean } | { ok: false; refusal: string };

const NO_EFFECTS: Effects = { cancelOtherApplications: false, warning: null, agencyFee: false, othersLose: false };

/** The stage names used in refusals. */
export const stageNames: Record<Stage, string> = {
  INTEREST: 'intresseanmälan',
  RANKED: 'rangordnad efter intresseanmälan',
  NOT_INVITED: 'inte inbjuden till visning',
  SHOWING_INVITED: 'inbjuden till visning',
  SHOWING_DONE: 'visningen är klar',
  CHECK: 'kontroll av kraven',
  OFFERED: 'erbjuden bostaden',
  ACCEPTED: 'har tackat ja',
  PROPOSED: 'föreslagen till hyresvärden',
  LANDLORD_APPROVED: 'godkänd av hyresvärden',
  CONTRACT: 'kontraktet är skrivet',
  CHECK_FAILED: 'uppfyllde inte kraven',
  DECLINED: 'har tackat nej',
  EVALUATION_FAILED: 'inte godkänd av hyresvärden',
  SIGN_FAILED: 'kontraktet kunde inte skrivas',
  LOST: 'bostaden gick till någon annan',
  CANCELLED: 'avbruten',
  WITHDRAWN: 'borttagen',
};

export const stageMessages = {
  wrongStage: (stage: Stage) => `Steget går inte att ta när intresseanmälan är i läget: ${stageNames[stage]}.`,
  ended: 'Intresseanmälan är avslutad.',
  periodOpen: 'Tiden för intresseanmälan har inte gått ut än.',
  showingTimes: 'Visningen måste sluta efter att den börjar.',
  showingPast: 'Visningen måste börja senare än nu.',
  alreadyInvited: 'Intresseanmälan har redan en inbjudan till visning.',
  noShowingInvitation: 'Du har ingen visningsinbjudan att svara på för den här bostaden.',
  showingCanceled: 'Visningen är inställd.',
  showingReplyTimePassed: 'Tiden för att svara på visningsinbjudan har gått ut.',
  showingMandatory: 'Visningen är obligatorisk. Du behöver komma på visningen för att kunna få bostaden.',
  showingNotStarted: 'Närvaron kan registreras först när visningen har börjat.',
  attendanceRegistered: 'Närvaron på visningen är redan registrerad.',
  noOffer: 'Du har inget erbjudande att svara på för den här bostaden.',
  offerReplyTimePassed: 'Tiden för att svara på erbjudandet har gått ut.',
  offerNotExpired: 'Svarstiden för erbjudandet har inte gått ut än.',
  unmetRequired: 'Ange minst ett krav som inte är uppfyllt.',
  refusalReasonRequired: 'Ange minst ett skäl till att hyresvärden inte godkände den sökande.',
  signFailedReasonRequired: 'Ange varför kontraktet inte kunde skrivas.',
  acceptedCannotWithdraw: 'Du har tackat ja till bostaden och kan inte ta bort intresseanmälan. Kontakta oss om du inte längre vill ha bostaden.',
} as const;

/** What an ended registration says on the applications page. */
export const endTexts: Record<EndReason, string> = {
  SHOWING_MISSED: 'Du kom inte till den obligatoriska visningen och är inte längre med i förmedlingen av bostaden.',
  SHOWING_DECLINED: 'Du tackade nej till visningen och är inte längre med i förmedlingen av bostaden.',
  OFFER_UNANSWERED: 'Du svarade inte på erbjudandet i tid och är inte längre med i förmedlingen av bostaden.',
  OFFER_DECLINED: 'Du tackade nej till erbjudandet.',
  OTHER_CHOSEN: 'Bostaden har gått till en annan sökande.',
  ACCEPTED_OTHER: 'Intresseanmälan avbröts eftersom du tackade ja till en annan bostad.',
  FIRST_IN_OTHER_CHECK: 'Intresseanmälan avbröts eftersom du kom först i kön till en annan bostad.',
};

export const isActive = (stage: Stage): stage is ActiveStage => (ACTIVE_STAGES as readonly Stage[]).includes(stage);

/** Stages the applicant may still withdraw from: before they have said yes to the home. */
const WITHDRAWABLE: readonly Stage[] = ['INTEREST', 'RANKED', 'NOT_INVITED', 'SHOWING_INVITED', 'SHOWING_DONE', 'CHECK', 'OFFERED'];

/** Why the applicant may not delete the registration now, or null when they may (validateApplication's cantDeleteMessage). */
export function withdrawRefusal(stage: Stage): string | null {
  if (WITHDRAWABLE.includes(stage)) return null;
  return isActive(stage) ? stageMessages.acceptedCannotWithdraw : stageMessages.ended;
}

/** 23:59:59 on the next Swedish calendar day: "reply within one day" gives the whole of the following day. */
export function replyDeadline(now: Date): Date {
  return new Date(startOfStockholmDay(addDays(stockholmDay(now), 2)).getTime() - 1000);
}

/** The showing answer is due within one day, and never after the showing begins. */
export function showingReplyDeadline(now: Date, starts: Date): Date {
  const deadline = replyDeadline(now);
  return deadline < starts ? deadline : starts;
}

/** The showing answer can be given or changed: invited, not cancelled, before lastShowingReplyTime. */
export function canChangeShowingAnswer(state: ApplicationState, now: Date): boolean {
  return state.stage === 'SHOWING_INVITED' && !!state.showing && !state.showing.canceled && now <= state.showing.lastReplyTime;
}

// ---- The transition function ----

const ok = (state: ApplicationState, effects: Partial<Effects> = {}): Transition => ({ ok: true, state, effects: { ...NO_EFFECTS, ...effects }, unchanged: false });
const same = (state: ApplicationState): Transition => ({ ok: true, state, effects: NO_EFFECTS, unchanged: true });
const refuse = (refusal: string): Transition => ({ ok: false, refusal });

/** Where each event may start from, and the stage it leads to (a repeat of a step already taken changes nothing). */
const RULES: Record<Exclude<ApplicationEventType, 'REGISTER_ATTENDANCE' | 'ANSWER_SHOWING' | 'INVITE' | 'CANCEL_SHOWING'>, { from: readonly Stage[]; to: Stage }> = {
  CLOSE_PERIOD: { from: ['INTEREST'], to: 'RANKED' },
  NOT_INVITED: { from: ['RANKED'], to: 'NOT_INVITED' },
  START_CHECK: { from: ['RANKED', 'NOT_INVITED', 'SHOWING_DONE'], to: 'CHECK' },
  CHECK_PASSED: { from: ['CHECK'], to: 'OFFERED' },
  CHECK_FAILED: { from: ['CHECK'], to: 'CHECK_FAILED' },
  ACCEPT_OFFER: { from: ['OFFERED'], to: 'ACCEPTED' },
  DECLINE_OFFER: { from: ['OFFERED'], to: 'DECLINED' },
  OFFER_EXPIRED: { from: ['OFFERED'], to: 'LOST' },
  PROPOSE_TO_LANDLORD: { from: ['ACCEPTED'], to: 'PROPOSED' },
  LANDLORD_APPROVED: { from: ['PROPOSED'], to: 'LANDLORD_APPROVED' },
  LANDLORD_REJECTED: { from: ['PROPOSED'], to: 'EVALUATION_FAILED' },
  SIGNED: { from: ['LANDLORD_APPROVED'], to: 'CONTRACT' },
  SIGN_FAILED: { from: ['LANDLORD_APPROVED'], to: 'SIGN_FAILED' },
  LOST_TO_OTHER: { from: ACTIVE_STAGES, to: 'LOST' },
  CANCEL_FOR_OTHER: { from: ACTIVE_STAGES, to: 'CANCELLED' },
  WITHDRAW: { from: WITHDRAWABLE, to: 'WITHDRAWN' },
};

/** The next state of a registration after `event` at `now`, or why the step is not allowed. */
export function transition(state: ApplicationState, event: ApplicationEvent, now: Date): Transition {
  switch (event.type) {
    case 'INVITE':
      return invite(state, event.showing, now);
    case 'ANSWER_SHOWING':
      return answerShowing(state, event.answer, now);
    case 'CANCEL_SHOWING':
      if (state.stage !== 'SHOWING_INVITED' || !state.showing) return refuse(stageMessages.wrongStage(state.stage));
      return state.showing.canceled ? same(state) : ok({ ...state, showing: { ...state.showing, canceled: true } });
    case 'REGISTER_ATTENDANCE':
      return registerAttendance(state, event.attended, now);
    default:
      return step(state, event, now);
  }
}

function step(state: ApplicationState, event: Exclude<ApplicationEvent, { type: 'INVITE' | 'ANSWER_SHOWING' | 'CANCEL_SHOWING' | 'REGISTER_ATTENDANCE' }>, now: Date): Transition {
  const rule = RULES[event.type];
  if (!rule.from.includes(state.stage)) {
    if (state.stage === rule.to) return same(state);
    if (event.type === 'ACCEPT_OFFER' || event.type === 'DECLINE_OFFER') return refuse(isActive(state.stage) ? stageMessages.noOffer : stageMessages.ended);
    if (event.type === 'WITHDRAW') return refuse(withdrawRefusal(state.stage) ?? stageMessages.ended);
    return refuse(isActive(state.stage) ? stageMessages.wrongStage(state.stage) : stageMessages.ended);
  }
  const next = { ...state, stage: rule.to };
  switch (event.type) {
    case 'CLOSE_PERIOD':
      if (stockholmDay(now) <= event.lastReplyDate) return refuse(stageMessages.periodOpen);
      return ok({ ...next, queuePlace: event.queuePlace });
    case 'START_CHECK':
      return ok(next, { cancelOtherApplications: true });
    case 'CHECK_PASSED':
      return ok({ ...next, lastReplyTime: replyDeadline(now) });
    case 'CHECK_FAILED':
      if (event.unmetRequirements.length === 0) return refuse(stageMessages.unmetRequired);
      return ok({ ...next, unmetRequirements: [...event.unmetRequirements] });
    case 'ACCEPT_OFFER':
      if (state.lastReplyTime && now > state.lastReplyTime) return refuse(stageMessages.offerReplyTimePassed);
      return ok(next, { cancelOtherApplications: true });
    case 'DECLINE_OFFER':
      if (state.lastReplyTime && now > state.lastReplyTime) return refuse(stageMessages.offerReplyTimePassed);
      return ok({ ...next, endReason: 'OFFER_DECLINED' });
    case 'OFFER_EXPIRED':
      if (!state.lastReplyTime || now <= state.lastReplyTime) return refuse(stageMessages.offerNotExpired);
      return ok({ ...next, endReason: 'OFFER_UNANSWERED' }, { warning: 'OFFER_UNANSWERED' });
    case 'LANDLORD_REJECTED':
      if (event.reasons.length === 0) return refuse(stageMessages.refusalReasonRequired);
      return ok({ ...next, reasonsForRefusal: event.reasons.map((r) => ({ ...r })) });
    case 'SIGNED':
      return ok(next, { agencyFee: true, othersLose: true });
    case 'SIGN_FAILED':
      if (!event.reason.trim()) return refuse(stageMessages.signFailedReasonRequired);
      return ok({ ...next, signFailedReason: event.reason.trim() });
    case 'LOST_TO_OTHER':
      return ok({ ...next, endReason: 'OTHER_CHOSEN' });
    case 'CANCEL_FOR_OTHER':
      return ok({ ...next, endReason: event.because });
    default:
      return ok(next);
  }
}

function invite(state: ApplicationState, showing: { starts: Date; ends: Date; mandatory: boolean; digital: boolean }, now: Date): Transition {
  const reinvite = state.stage === 'SHOWING_INVITED' && state.showing?.canceled;
  if (state.stage === 'SHOWING_INVITED' && !reinvite) {
    const s = state.showing;
    const repeat = s && s.starts.getTime() === showing.starts.getTime() && s.ends.getTime() === showing.ends.getTime() && s.mandatory === showing.mandatory && s.digital === showing.digital;
    return repeat ? same(state) : refuse(stageMessages.alreadyInvited);
  }
  if (!reinvite && state.stage !== 'RANKED' && state.stage !== 'NOT_INVITED') return refuse(isActive(state.stage) ? stageMessages.wrongStage(state.stage) : stageMessages.ended);
  if (showing.ends <= showing.starts) return refuse(stageMessages.showingTimes);
  if (showing.starts <= now) return refuse(stageMessages.showingPast);
  return ok({
    ...state,
    stage: 'SHOWING_INVITED',
    showing: { ...showing, canceled: false, lastReplyTime: showingReplyDeadline(now, showing.starts) },
    showingAnswer: null,
    attended: null,
  });
}

function answerShowing(state: ApplicationState, answer: ShowingAnswer, now: Date): Transition {
  if (state.stage !== 'SHOWING_INVITED' || !state.showing) return refuse(isActive(state.stage) ? stageMessages.noShowingInvitation : stageMessages.ended);
  if (state.showing.canceled) return refuse(stageMessages.showingCanceled);
  if (!canChangeShowingAnswer(state, now)) return refuse(stageMessages.showingReplyTimePassed);
  if (answer === 'NO_BUT_STILL_INTERESTED' && state.showing.mandatory) return refuse(stageMessages.showingMandatory);
  return state.showingAnswer === answer ? same(state) : ok({ ...state, showingAnswer: answer });
}

/**
 * After the showing: whoever answered NO leaves without a warning; whoever missed a mandatory showing loses the home
 * and gets a warning (an unanswered invitation included); everyone else goes on, a missed voluntary showing noted.
 */
function registerAttendance(state: ApplicationState, attended: boolean, now: Date): Transition {
  if (state.attended !== null && (state.stage === 'SHOWING_DONE' || state.endReason === 'SHOWING_MISSED' || state.endReason === 'SHOWING_DECLINED')) {
    return state.attended === attended ? same(state) : refuse(stageMessages.attendanceRegistered);
  }
  if (state.stage !== 'SHOWING_INVITED' || !state.showing) return refuse(isActive(state.stage) ? stageMessages.wrongStage(state.stage) : stageMessages.ended);
  if (state.showing.canceled) return refuse(stageMessages.showingCanceled);
  if (now < state.showing.starts) return refuse(stageMessages.showingNotStarted);
  const next = { ...state, attended };
  if (state.showingAnswer === 'NO') return ok({ ...next, stage: 'DECLINED', endReason: 'SHOWING_DECLINED' });
  if (!attended && state.showing.mandatory) return ok({ ...next, stage: 'LOST', endReason: 'SHOWING_MISSED' }, { warning: 'SHOWING_MISSED' });
  return ok({ ...next, stage: 'SHOWING_DONE' });
}

// ---- What the applications page shows (spec 001 §3) ----

export interface StatusFlags {
  statusNotInvited: boolean;
  needToUpdateCertifications: boolean;
  // showings
  statusWaitingForAnswer: boolean;
  statusHasAnsweredYes: boolean;
  statusHasAnsweredNoButStillInterested: boolean;
  lastShowingReplyTime: Date | null;
  canChangeAnswer: boolean;
  showStarts: Date | null;
  showEnds: Date | null;
  showingCanceled: boolean;
  // answers
  lastReplyTime: Date | null;
  applicantMustUpdate: boolean;
  coApplicantMustUpdate: boolean;
  noShowingRegistration: boolean;
  showingRegistrationMissed: boolean;
  // contracts
  statusContractSignFailed: boolean;
  statusYouAreNotSentAsContractProposal: boolean;
  statusYouAreSentAsContractProposal: boolean;
  statusEvaluationFailed: boolean;
  reasonsForRefusal: RefusalReason[];
  // checks
  statusSomeOtherIsEvaluated: boolean;
  statusYouAreEvaluated: boolean;
  reasonContractSignFailed: string | null;
}

/** What the flags need besides the registration itself: the others on the same home and the applicant's profile. */
export interface FlagContext {
  now: Date;
  /** Another registration on the home is in its criteria check / has been sent to the landlord. */
  others: { evaluated: boolean; proposed: boolean };
  /** From the incomes area: a certificate the landlord will ask for is missing or rejected. */
  needToUpdateCertifications?: boolean;
  /** From the profile: details to update before the home can be offered. */
  applicantMustUpdate?: boolean;
  coApplicantMustUpdate?: boolean;
}

export function statusFlags(state: ApplicationState, ctx: FlagContext): StatusFlags {
  const { stage, showing } = state;
  const invited = stage === 'SHOWING_INVITED';
  const active = isActive(stage);
  const sent = stage === 'PROPOSED' || stage === 'LANDLORD_APPROVED' || stage === 'CONTRACT';
  return {
    statusNotInvited: stage === 'NOT_INVITED',
    needToUpdateCertifications: active && !!ctx.needToUpdateCertifications,
    statusWaitingForAnswer: invited && state.showingAnswer === null && canChangeShowingAnswer(state, ctx.now),
    statusHasAnsweredYes: state.showingAnswer === 'YES',
    statusHasAnsweredNoButStillInterested: state.showingAnswer === 'NO_BUT_STILL_INTERESTED',
    lastShowingReplyTime: showing?.lastReplyTime ?? null,
    canChangeAnswer: canChangeShowingAnswer(state, ctx.now),
    showStarts: showing?.starts ?? null,
    showEnds: showing?.ends ?? null,
    showingCanceled: !!showing?.canceled,
    lastReplyTime: state.lastReplyTime,
    applicantMustUpdate: active && !!ctx.applicantMustUpdate,
    coApplicantMustUpdate: active && !!ctx.coApplicantMustUpdate,
    noShowingRegistration: !!showing && !showing.canceled && state.showingAnswer === null && (state.attended !== null || ctx.now > showing.lastReplyTime),
    showingRegistrationMissed: state.attended === false,
    statusContractSignFailed: stage === 'SIGN_FAILED',
    statusYouAreNotSentAsContractProposal: ctx.others.proposed && !sent && (active || state.endReason === 'OTHER_CHOSEN'),
    statusYouAreSentAsContractProposal: stage === 'PROPOSED' || stage === 'LANDLORD_APPROVED',
    statusEvaluationFailed: stage === 'EVALUATION_FAILED',
    reasonsForRefusal: state.reasonsForRefusal,
    statusSomeOtherIsEvaluated: active && stage !== 'CHECK' && ctx.others.evaluated,
    statusYouAreEvaluated: stage === 'CHECK',
    reasonContractSignFailed: state.signFailedReason,
  };
}

/** The others on the same home, as statusFlags needs them. */
export function othersOnHome(registrations: readonly { applicationId: number; stage: Stage }[], applicationId: number): FlagContext['others'] {
  const others = registrations.filter((r) => r.applicationId !== applicationId);
  return {
    evaluated: others.some((r) => r.stage === 'CHECK'),
    proposed: others.some((r) => r.stage === 'PROPOSED' || r.stage === 'LANDLORD_APPROVED' || r.stage === 'CONTRACT'),
  };
}

/** A registration in one of these holds the home: nobody else is checked meanwhile. */
const HOLDS_HOME: readonly Stage[] = ['CHECK', 'OFFERED', 'ACCEPTED', 'PROPOSED', 'LANDLORD_APPROVED', 'CONTRACT'];

/**
 * Whom the criteria check takes next: nobody while a registration holds the home; otherwise the best-placed one still
 * waiting. After a mandatory showing only those who came (or whose showing counts as done) may be checked; otherwise
 * also those ranked but not (yet) invited.
 */
export function nextToCheck<T extends { stage: Stage; place: number }>(registrations: readonly T[], home: { mandatoryShowing: boolean }): T | null {
  if (registrations.some((r) => HOLDS_HOME.includes(r.stage))) return null;
  const waiting: readonly Stage[] = home.mandatoryShowing ? ['SHOWING_DONE'] : ['RANKED', 'NOT_INVITED', 'SHOWING_DONE'];
  return [...registrations].filter((r) => waiting.includes(r.stage)).sort((a, b) => a.place - b.place)[0] ?? null;
}

/** The tab of the applications page a registration is listed under (spec 001 §2); null when it is not listed. */
export type ApplicationTab = 'applications' | 'showings' | 'answers' | 'contracts' | 'checks';
export function tabOf(stage: Stage): ApplicationTab | null {
  switch (stage) {
    case 'SHOWING_INVITED':
    case 'SHOWING_DONE':
      return 'showings';
    case 'OFFERED':
      return 'answers';
    case 'CHECK':
    case 'CHECK_FAILED':
      return 'checks';
    case 'ACCEPTED':
    case 'PROPOSED':
    case 'LANDLORD_APPROVED':
    case 'CONTRACT':
    case 'EVALUATION_FAILED':
    case 'SIGN_FAILED':
      return 'contracts';
    case 'WITHDRAWN':
      return null;
    default:
      // Interest, ranked, not invited, and the ones that ended for another reason (their end text says why).
      return 'applications';
  }
}

/** The indicators' showingDecision and answerDecision: a showing invitation or an offer waits for the applicant. */
export function awaitsShowingAnswer(state: ApplicationState, now: Date): boolean {
  return state.showingAnswer === null && canChangeShowingAnswer(state, now);
}
export function awaitsOfferAnswer(state: ApplicationState, now: Date): boolean {
  return state.stage === 'OFFERED' && !!state.lastReplyTime && now <= state.lastReplyTime;
}
