// What each status flag of an interest registration says to the applicant (spec 001 §3: the showing, answer,
// contract and check entries' flags), one line per flag that is on, in the order a reader follows the stages.
// Pure, so applicationStatus.test.ts holds every flag's text in one table.
import { formatDateTime } from '../../components/dateFormat';
import type { ApplicationFieldsFragment } from '../../graphql/__generated__/hooks';
import { queuePlaceLine } from '../../rules/queuePlace';

export type StatusTone = 'info' | 'success' | 'warning' | 'error';

export interface StatusLine {
  /** Stable per flag: the list's key and the table test's name. */
  key: string;
  text: string;
  tone: StatusTone;
  /** Where to do what the line asks. */
  link?: { to: string; text: string };
}

export type StatusFacts = Pick<
  ApplicationFieldsFragment,
  | 'endText'
  | 'statusNotInvited'
  | 'needToUpdateCertifications'
  | 'statusWaitingForAnswer'
  | 'statusHasAnsweredYes'
  | 'statusHasAnsweredNoButStillInterested'
  | 'showingAnswer'
  | 'lastShowingReplyTime'
  | 'canChangeAnswer'
  | 'showStarts'
  | 'showEnds'
  | 'showingCanceled'
  | 'showingIsMandatory'
  | 'lastReplyTime'
  | 'canAnswer'
  | 'applicantMustUpdate'
  | 'coApplicantMustUpdate'
  | 'noShowingRegistration'
  | 'showingRegistrationMissed'
  | 'statusContractSignFailed'
  | 'statusYouAreNotSentAsContractProposal'
  | 'statusYouAreSentAsContractProposal'
  | 'statusEvaluationFailed'
  | 'reasonsForRefusal'
  | 'statusSomeOtherIsEvaluated'
  | 'statusYouAreEvaluated'
  | 'reasonContractSignFailed'
  | 'unmetRequirements'
>;

export const statusTexts = {
  notInvited: 'Du blev inte inbjuden till visning. Du står kvar i tur om någon före dig tackar nej.',
  updateCertifications: 'Du behöver uppdatera dina inkomstintyg för att gå vidare med den här bostaden.',
  toIncomes: 'Till dina inkomster',
  showingCanceled: 'Visningen är inställd.',
  showingTime: (when: string) => `Visning ${when}.`,
  showingMandatory: 'Visningen är obligatorisk.',
  waitingForAnswer: 'Du är inbjuden till visning och har inte svarat än.',
  replyBy: (when: string) => `Svara senast ${when}.`,
  answeredYes: 'Du har tackat ja till visningen.',
  answeredNoButInterested: 'Du har tackat nej till visningen men är fortfarande intresserad av bostaden.',
  answeredNo: 'Du har tackat nej till visningen.',
  canChangeUntil: (when: string) => `Du kan ändra ditt svar till och med ${when}.`,
  canChange: 'Du kan ändra ditt svar.',
  cannotChange: 'Svaret kan inte längre ändras.',
  offered: 'Du erbjuds bostaden.',
  offerReplyBy: (when: string) => `Svara på erbjudandet senast ${when}.`,
  replyTimePassed: (when: string) => `Svarstiden gick ut ${when}.`,
  applicantMustUpdate: 'Du behöver uppdatera dina uppgifter innan du kan få bostaden.',
  toDetails: 'Till dina uppgifter',
  coApplicantMustUpdate: 'Din medsökande behöver uppdatera sina uppgifter innan ni kan få bostaden.',
  noShowingRegistration: 'Du svarade inte på inbjudan till visningen.',
  noShowingRegistrationMandatory: 'Du svarade inte på inbjudan till den obligatoriska visningen.',
  showingRegistrationMissed: 'Du kom inte till visningen. Den var inte obligatorisk, så det påverkar inte din intresseanmälan.',
  showingRegistrationMissedMandatory: 'Du kom inte till den obligatoriska visningen.',
  sentAsProposal: 'Du är föreslagen som hyresgäst och hyresvärden har fått din ansökan.',
  notSentAsProposal: 'Du har inte skickats som förslag till hyresvärden.',
  evaluationFailed: 'Hyresvärden har inte godkänt dig som hyresgäst.',
  refusal: (title: string, reason: string) => `${title}: ${reason}`,
  contractSignFailed: 'Kontraktet kunde inte skrivas.',
  contractSignFailedReason: (reason: string) => `Kontraktet kunde inte skrivas: ${reason}`,
  youAreEvaluated: 'Vi kontrollerar nu att du uppfyller hyresvärdens krav.',
  someOtherIsEvaluated: 'En sökande före dig i kön kontrolleras just nu. Du står kvar i tur.',
  unmet: (requirement: string) => `Du uppfyller inte kravet: ${requirement}`,
} as const;
const t = statusTexts;

export const INCOMES_PATH = '/profile/incomes';
export const DETAILS_PATH = '/profile/details';

/** A showing's time as '2026-11-26 17:00–17:30' (the end's day too when it differs). */
export function showingTimeText(starts: string, ends: string | null | undefined): string {
  const start = formatDateTime(starts);
  if (!ends) return start;
  const end = formatDateTime(ends);
  return end.slice(0, 10) === start.slice(0, 10) ? `${start}–${end.slice(11)}` : `${start} – ${end}`;
}

function showingLines(a: StatusFacts): StatusLine[] {
  const lines: StatusLine[] = [];
  if (a.showingCanceled) lines.push({ key: 'showingCanceled', text: t.showingCanceled, tone: 'warning' });
  else if (a.showStarts) lines.push({ key: 'showTime', text: t.showingTime(showingTimeText(a.showStarts, a.showEnds)), tone: 'info' });
  if (a.showStarts && a.showingIsMandatory && !a.showingCanceled) lines.push({ key: 'showingMandatory', text: t.showingMandatory, tone: 'info' });
  const replyBy = a.lastShowingReplyTime ? formatDateTime(a.lastShowingReplyTime) : null;
  if (a.statusWaitingForAnswer) {
    lines.push({ key: 'waitingForAnswer', text: replyBy ? `${t.waitingForAnswer} ${t.replyBy(replyBy)}` : t.waitingForAnswer, tone: 'warning' });
    return lines;
  }
  const answered = a.statusHasAnsweredYes || a.statusHasAnsweredNoButStillInterested || a.showingAnswer === 'NO';
  if (a.statusHasAnsweredYes) lines.push({ key: 'answeredYes', text: t.answeredYes, tone: 'success' });
  else if (a.statusHasAnsweredNoButStillInterested) lines.push({ key: 'answeredNoButInterested', text: t.answeredNoButInterested, tone: 'info' });
  else if (a.showingAnswer === 'NO') lines.push({ key: 'answeredNo', text: t.answeredNo, tone: 'info' });
  if (answered && a.canChangeAnswer) lines.push({ key: 'canChangeAnswer', text: replyBy ? t.canChangeUntil(replyBy) : t.canChange, tone: 'info' });
  else if (answered && !a.canChangeAnswer) lines.push({ key: 'cannotChangeAnswer', text: t.cannotChange, tone: 'info' });
  return lines;
}

function answerLines(a: StatusFacts): StatusLine[] {
  const lines: StatusLine[] = [];
  const replyBy = a.lastReplyTime ? formatDateTime(a.lastReplyTime) : null;
  if (a.canAnswer) lines.push({ key: 'offered', text: replyBy ? `${t.offered} ${t.offerReplyBy(replyBy)}` : t.offered, tone: 'warning' });
  else if (replyBy) lines.push({ key: 'lastReplyTime', text: t.replyTimePassed(replyBy), tone: 'info' });
  if (a.applicantMustUpdate) lines.push({ key: 'applicantMustUpdate', text: t.applicantMustUpdate, tone: 'warning', link: { to: DETAILS_PATH, text: t.toDetails } });
  if (a.coApplicantMustUpdate) lines.push({ key: 'coApplicantMustUpdate', text: t.coApplicantMustUpdate, tone: 'warning' });
  // Never answered the invitation / registered as absent by the case handler: what it costs depends on whether the
  // showing was mandatory (a missed mandatory showing ends the registration; a voluntary one changes nothing).
  const mandatory = a.showingIsMandatory;
  if (a.noShowingRegistration) {
    lines.push({ key: 'noShowingRegistration', text: mandatory ? t.noShowingRegistrationMandatory : t.noShowingRegistration, tone: mandatory ? 'warning' : 'info' });
  }
  if (a.showingRegistrationMissed) {
    lines.push({ key: 'showingRegistrationMissed', text: mandatory ? t.showingRegistrationMissedMandatory : t.showingRegistrationMissed, tone: mandatory ? 'error' : 'info' });
  }
  return lines;
}

function contractLines(a: StatusFacts): StatusLine[] {
  const lines: StatusLine[] = [];
  if (a.statusYouAreSentAsContractProposal) lines.push({ key: 'sentAsProposal', text: t.sentAsProposal, tone: 'success' });
  if (a.statusYouAreNotSentAsContractProposal) lines.push({ key: 'notSentAsProposal', text: t.notSentAsProposal, tone: 'info' });
  if (a.statusEvaluationFailed) lines.push({ key: 'evaluationFailed', text: t.evaluationFailed, tone: 'error' });
  a.reasonsForRefusal.forEach((r, i) => lines.push({ key: `refusal-${i}`, text: t.refusal(r.title, r.reason), tone: 'error' }));
  if (a.statusContractSignFailed) {
    lines.push({ key: 'contractSignFailed', text: a.reasonContractSignFailed ? t.contractSignFailedReason(a.reasonContractSignFailed) : t.contractSignFailed, tone: 'error' });
  }
  return lines;
}

function checkLines(a: StatusFacts): StatusLine[] {
  const lines: StatusLine[] = [];
  if (a.statusYouAreEvaluated) lines.push({ key: 'youAreEvaluated', text: t.youAreEvaluated, tone: 'info' });
  if (a.statusSomeOtherIsEvaluated) lines.push({ key: 'someOtherIsEvaluated', text: t.someOtherIsEvaluated, tone: 'info' });
  // Said once: with the contract's failure when that is on, else here.
  if (a.reasonContractSignFailed && !a.statusContractSignFailed) {
    lines.push({ key: 'reasonContractSignFailed', text: t.contractSignFailedReason(a.reasonContractSignFailed), tone: 'error' });
  }
  a.unmetRequirements.forEach((r, i) => lines.push({ key: `unmet-${i}`, text: t.unmet(r), tone: 'error' }));
  return lines;
}

/** Every line the registration's flags call for; its end (when it has ended) last. */
export function statusLines(a: StatusFacts): StatusLine[] {
  const lines: StatusLine[] = [];
  if (a.statusNotInvited) lines.push({ key: 'notInvited', text: t.notInvited, tone: 'info' });
  if (a.needToUpdateCertifications) {
    lines.push({ key: 'needToUpdateCertifications', text: t.updateCertifications, tone: 'warning', link: { to: INCOMES_PATH, text: t.toIncomes } });
  }
  lines.push(...showingLines(a), ...answerLines(a), ...checkLines(a), ...contractLines(a));
  if (a.endText) lines.push({ key: 'end', text: a.endText, tone: 'info' });
  return lines;
}

export interface QueuePlaceFacts {
  queuePlace: number | null;
  totalApplications: number;
  queuePlaceReason: string | null;
}

/** 'plats 37 av 412 (din kötid började 2021-03-04)' as on the detail page, or null when no place can be calculated. */
export function queuePlaceOf(a: QueuePlaceFacts): string | null {
  return a.queuePlace == null ? null : queuePlaceLine(a.queuePlace, a.totalApplications, a.queuePlaceReason);
}
