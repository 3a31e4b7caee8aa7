import {
  ACTIVE_STAGES,
  ENDED_STAGES,
  awaitsOfferAnswer,
  awaitsShowingAnswer,
  newApplicationState,
  nextToCheck,
  othersOnHome,
  replyDeadline,
  showingReplyDeadline,
  stageMessages,
  statusFlags,
  tabOf,
  transition,
  withdrawRefusal,
  type ApplicationEvent,
  type ApplicationState,
  type Effects,
  type Stage,
} from './application-stages';

const NOW = new Date('2026-11-24T10:00:00Z'); // 11:00 in Sweden, a Tuesday
const at = (iso: string) => new Date(iso);
const DEADLINE = at('2026-11-25T22:59:59Z'); // 23:59:59 on Wednesday in Sweden
const SHOW = { starts: at('2026-11-27T15:00:00Z'), ends: at('2026-11-27T16:00:00Z'), mandatory: true, digital: false };
const showing = (over: Partial<ApplicationState['showing'] & object> = {}) => ({ ...SHOW, canceled: false, lastReplyTime: DEADLINE, ...over });

const state = (stage: Stage, over: Partial<ApplicationState> = {}): ApplicationState => ({ ...newApplicationState(), stage, ...over });
const invited = (over: Partial<ApplicationState> = {}, show = {}) => state('SHOWING_INVITED', { showing: showing(show), ...over });
const offered = (over: Partial<ApplicationState> = {}) => state('OFFERED', { lastReplyTime: DEADLINE, ...over });

const NONE: Effects = { cancelOtherApplications: false, warning: null, agencyFee: false, othersLose: false };

describe('deadlines: within one day means the whole next Swedish day', () => {
  it.each([
    ['a morning', '2026-11-24T10:00:00Z', '2026-11-25T22:59:59.000Z'],
    ['just before midnight in Sweden', '2026-11-24T22:59:00Z', '2026-11-25T22:59:59.000Z'],
    ['just after midnight in Sweden', '2026-11-24T23:01:00Z', '2026-11-26T22:59:59.000Z'],
    ['into summer time', '2026-03-28T10:00:00Z', '2026-03-29T21:59:59.000Z'],
    ['new year', '2026-12-31T12:00:00Z', '2027-01-01T22:59:59.000Z'],
  ])('%s', (_n, now, deadline) => expect(replyDeadline(at(now)).toISOString()).toBe(deadline));

  it('never after the showing begins', () => {
    expect(showingReplyDeadline(NOW, at('2026-11-25T08:00:00Z')).toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(showingReplyDeadline(NOW, SHOW.starts)).toEqual(DEADLINE);
  });
});

describe('allowed transitions', () => {
  it.each<[string, ApplicationState, ApplicationEvent, Date, Partial<ApplicationState>, Partial<Effects>]>([
    ['the period closes after the last reply date', state('INTEREST'), { type: 'CLOSE_PERIOD', lastReplyDate: '2026-11-23', queuePlace: 3 }, NOW, { stage: 'RANKED', queuePlace: 3 }, {}],
    ['not among the invited', state('RANKED'), { type: 'NOT_INVITED' }, NOW, { stage: 'NOT_INVITED' }, {}],
    ['invited to a showing', state('RANKED'), { type: 'INVITE', showing: SHOW }, NOW, { stage: 'SHOWING_INVITED', showing: showing() }, {}],
    ['invited in a later round', state('NOT_INVITED'), { type: 'INVITE', showing: SHOW }, NOW, { stage: 'SHOWING_INVITED', showing: showing() }, {}],
    ['invited again after a cancelled showing', invited({ showingAnswer: 'YES' }, { canceled: true }), { type: 'INVITE', showing: SHOW }, NOW, { stage: 'SHOWING_INVITED', showing: showing(), showingAnswer: null }, {}],
    ['answers yes to the showing', invited(), { type: 'ANSWER_SHOWING', answer: 'YES' }, NOW, { showingAnswer: 'YES' }, {}],
    ['changes the answer to no', invited({ showingAnswer: 'YES' }), { type: 'ANSWER_SHOWING', answer: 'NO' }, NOW, { showingAnswer: 'NO' }, {}],
    ['no but still interested, voluntary showing', invited({}, { mandatory: false }), { type: 'ANSWER_SHOWING', answer: 'NO_BUT_STILL_INTERESTED' }, NOW, { showingAnswer: 'NO_BUT_STILL_INTERESTED' }, {}],
    ['answers at the last second', invited(), { type: 'ANSWER_SHOWING', answer: 'YES' }, DEADLINE, { showingAnswer: 'YES' }, {}],
    ['the showing is cancelled', invited(), { type: 'CANCEL_SHOWING' }, NOW, { showing: showing({ canceled: true }) }, {}],
    ['came to the showing', invited({ showingAnswer: 'YES' }), { type: 'REGISTER_ATTENDANCE', attended: true }, SHOW.starts, { stage: 'SHOWING_DONE', attended: true }, {}],
    ['missed a mandatory showing: lost and a warning', invited({ showingAnswer: 'YES' }), { type: 'REGISTER_ATTENDANCE', attended: false }, SHOW.ends, { stage: 'LOST', attended: false, endReason: 'SHOWING_MISSED' }, { warning: 'SHOWING_MISSED' }],
    ['never answered a mandatory showing and missed it: lost and a warning', invited(), { type: 'REGISTER_ATTENDANCE', attended: false }, SHOW.ends, { stage: 'LOST', attended: false, endReason: 'SHOWING_MISSED' }, { warning: 'SHOWING_MISSED' }],
    ['missed a voluntary showing: still in', invited({ showingAnswer: 'YES' }, { mandatory: false }), { type: 'REGISTER_ATTENDANCE', attended: false }, SHOW.ends, { stage: 'SHOWING_DONE', attended: false }, {}],
    ['no but still interested and away: still in', invited({ showingAnswer: 'NO_BUT_STILL_INTERESTED' }, { mandatory: false }), { type: 'REGISTER_ATTENDANCE', attended: false }, SHOW.ends, { stage: 'SHOWING_DONE', attended: false }, {}],
    ['answered no: leaves without a warning', invited({ showingAnswer: 'NO' }), { type: 'REGISTER_ATTENDANCE', attended: false }, SHOW.ends, { stage: 'DECLINED', attended: false, endReason: 'SHOWING_DECLINED' }, {}],
    ['first in the check after the showing: the others are cancelled', state('SHOWING_DONE'), { type: 'START_CHECK' }, NOW, { stage: 'CHECK' }, { cancelOtherApplications: true }],
    ['first in the check of a home without showing', state('RANKED'), { type: 'START_CHECK' }, NOW, { stage: 'CHECK' }, { cancelOtherApplications: true }],
    ['passes the check: offered with a day to reply', state('CHECK'), { type: 'CHECK_PASSED' }, NOW, { stage: 'OFFERED', lastReplyTime: DEADLINE }, {}],
    ['fails the check with the unmet requirements', state('CHECK'), { type: 'CHECK_FAILED', unmetRequirements: ['Inkomst minst 3 gånger hyran'] }, NOW, { stage: 'CHECK_FAILED', unmetRequirements: ['Inkomst minst 3 gånger hyran'] }, {}],
    ['accepts the offer: the others are cancelled', offered(), { type: 'ACCEPT_OFFER' }, NOW, { stage: 'ACCEPTED' }, { cancelOtherApplications: true }],
    ['accepts at the last second', offered(), { type: 'ACCEPT_OFFER' }, DEADLINE, { stage: 'ACCEPTED' }, { cancelOtherApplications: true }],
    ['declines the offer: no warning', offered(), { type: 'DECLINE_OFFER' }, NOW, { stage: 'DECLINED', endReason: 'OFFER_DECLINED' }, {}],
    ['the offer was not answered: lost and a warning', offered(), { type: 'OFFER_EXPIRED' }, at('2026-11-25T23:00:00Z'), { stage: 'LOST', endReason: 'OFFER_UNANSWERED' }, { warning: 'OFFER_UNANSWERED' }],
    ['sent to the landlord', state('ACCEPTED'), { type: 'PROPOSE_TO_LANDLORD' }, NOW, { stage: 'PROPOSED' }, {}],
    ['the landlord approves', state('PROPOSED'), { type: 'LANDLORD_APPROVED' }, NOW, { stage: 'LANDLORD_APPROVED' }, {}],
    ['the landlord refuses with reasons', state('PROPOSED'), { type: 'LANDLORD_REJECTED', reasons: [{ title: 'Referens', reason: 'Störningar i nuvarande boende' }] }, NOW, { stage: 'EVALUATION_FAILED', reasonsForRefusal: [{ title: 'Referens', reason: 'Störningar i nuvarande boende' }] }, {}],
    ['signed: the agency fee, and everyone else loses', state('LANDLORD_APPROVED'), { type: 'SIGNED' }, NOW, { stage: 'CONTRACT' }, { agencyFee: true, othersLose: true }],
    ['signing failed with a reason', state('LANDLORD_APPROVED'), { type: 'SIGN_FAILED', reason: ' Kontraktet returnerades inte ' }, NOW, { stage: 'SIGN_FAILED', signFailedReason: 'Kontraktet returnerades inte' }, {}],
    ['lost to another applicant', state('SHOWING_DONE'), { type: 'LOST_TO_OTHER' }, NOW, { stage: 'LOST', endReason: 'OTHER_CHOSEN' }, {}],
    ['cancelled: accepted another home', offered(), { type: 'CANCEL_FOR_OTHER', because: 'ACCEPTED_OTHER' }, NOW, { stage: 'CANCELLED', endReason: 'ACCEPTED_OTHER' }, {}],
    ['cancelled: first in another check', state('INTEREST'), { type: 'CANCEL_FOR_OTHER', because: 'FIRST_IN_OTHER_CHECK' }, NOW, { stage: 'CANCELLED', endReason: 'FIRST_IN_OTHER_CHECK' }, {}],
    ['withdrawn while interested', state('INTEREST'), { type: 'WITHDRAW' }, NOW, { stage: 'WITHDRAWN' }, {}],
    ['withdrawn while offered', offered(), { type: 'WITHDRAW' }, NOW, { stage: 'WITHDRAWN' }, {}],
  ])('%s', (_n, from, event, now, expected, effects) => {
    const t = transition(from, event, now);
    expect(t).toEqual({ ok: true, state: { ...from, ...expected }, effects: { ...NONE, ...effects }, unchanged: false });
  });
});

describe('refused transitions', () => {
  it.each<[string, ApplicationState, ApplicationEvent, Date, string]>([
    ['closing before the last reply date has passed', state('INTEREST'), { type: 'CLOSE_PERIOD', lastReplyDate: '2026-11-24', queuePlace: 1 }, NOW, stageMessages.periodOpen],
    ['inviting before ranking', state('INTEREST'), { type: 'INVITE', showing: SHOW }, NOW, stageMessages.wrongStage('INTEREST')],
    ['a showing that ends before it starts', state('RANKED'), { type: 'INVITE', showing: { ...SHOW, ends: SHOW.starts } }, NOW, stageMessages.showingTimes],
    ['a showing in the past', state('RANKED'), { type: 'INVITE', showing: SHOW }, SHOW.starts, stageMessages.showingPast],
    ['a second invitation to another time', invited(), { type: 'INVITE', showing: { ...SHOW, starts: at('2026-11-28T15:00:00Z'), ends: at('2026-11-28T16:00:00Z') } }, NOW, stageMessages.alreadyInvited],
    ['answering a showing without an invitation', state('RANKED'), { type: 'ANSWER_SHOWING', answer: 'YES' }, NOW, stageMessages.noShowingInvitation],
    ['answering a showing after the registration ended', state('LOST'), { type: 'ANSWER_SHOWING', answer: 'YES' }, NOW, stageMessages.ended],
    ['answering a cancelled showing', invited({}, { canceled: true }), { type: 'ANSWER_SHOWING', answer: 'YES' }, NOW, stageMessages.showingCanceled],
    ['answering a showing after its reply time', invited(), { type: 'ANSWER_SHOWING', answer: 'YES' }, at('2026-11-25T23:00:00Z'), stageMessages.showingReplyTimePassed],
    ['changing the answer after its reply time', invited({ showingAnswer: 'YES' }), { type: 'ANSWER_SHOWING', answer: 'NO' }, at('2026-11-25T23:00:00Z'), stageMessages.showingReplyTimePassed],
    ['no but still interested to a mandatory showing', invited(), { type: 'ANSWER_SHOWING', answer: 'NO_BUT_STILL_INTERESTED' }, NOW, stageMessages.showingMandatory],
    ['attendance before the showing starts', invited({ showingAnswer: 'YES' }), { type: 'REGISTER_ATTENDANCE', attended: true }, NOW, stageMessages.showingNotStarted],
    ['attendance at a cancelled showing', invited({}, { canceled: true }), { type: 'REGISTER_ATTENDANCE', attended: true }, SHOW.ends, stageMessages.showingCanceled],
    ['attendance changed afterwards', state('SHOWING_DONE', { attended: true, showing: showing() }), { type: 'REGISTER_ATTENDANCE', attended: false }, SHOW.ends, stageMessages.attendanceRegistered],
    ['attendance without a showing', state('RANKED'), { type: 'REGISTER_ATTENDANCE', attended: true }, NOW, stageMessages.wrongStage('RANKED')],
    ['cancelling a showing nobody was invited to', state('RANKED'), { type: 'CANCEL_SHOWING' }, NOW, stageMessages.wrongStage('RANKED')],
    ['a check while the showing is on', invited(), { type: 'START_CHECK' }, NOW, stageMessages.wrongStage('SHOWING_INVITED')],
    ['a check of an interest still open', state('INTEREST'), { type: 'START_CHECK' }, NOW, stageMessages.wrongStage('INTEREST')],
    ['a failed check without a reason', state('CHECK'), { type: 'CHECK_FAILED', unmetRequirements: [] }, NOW, stageMessages.unmetRequired],
    ['passing a check not begun', state('SHOWING_DONE'), { type: 'CHECK_PASSED' }, NOW, stageMessages.wrongStage('SHOWING_DONE')],
    ['accepting without an offer', state('CHECK'), { type: 'ACCEPT_OFFER' }, NOW, stageMessages.noOffer],
    ['accepting after the registration was cancelled (two accepted at once: one wins)', state('CANCELLED', { endReason: 'ACCEPTED_OTHER' }), { type: 'ACCEPT_OFFER' }, NOW, stageMessages.ended],
    ['accepting after the reply time', offered(), { type: 'ACCEPT_OFFER' }, at('2026-11-25T23:00:00Z'), stageMessages.offerReplyTimePassed],
    ['declining after the reply time', offered(), { type: 'DECLINE_OFFER' }, at('2026-11-25T23:00:00Z'), stageMessages.offerReplyTimePassed],
    ['expiring an offer before its reply time', offered(), { type: 'OFFER_EXPIRED' }, DEADLINE, stageMessages.offerNotExpired],
    ['expiring an offer that was declined', state('DECLINED', { endReason: 'OFFER_DECLINED' }), { type: 'OFFER_EXPIRED' }, at('2026-11-26T10:00:00Z'), stageMessages.ended],
    ['proposing someone who has not accepted', offered(), { type: 'PROPOSE_TO_LANDLORD' }, NOW, stageMessages.wrongStage('OFFERED')],
    ['the landlord refusing without a reason', state('PROPOSED'), { type: 'LANDLORD_REJECTED', reasons: [] }, NOW, stageMessages.refusalReasonRequired],
    ['signing before the landlord approved', state('PROPOSED'), { type: 'SIGNED' }, NOW, stageMessages.wrongStage('PROPOSED')],
    ['signing failed without a reason', state('LANDLORD_APPROVED'), { type: 'SIGN_FAILED', reason: '  ' }, NOW, stageMessages.signFailedReasonRequired],
    ['withdrawing after accepting', state('ACCEPTED'), { type: 'WITHDRAW' }, NOW, stageMessages.acceptedCannotWithdraw],
    ['withdrawing with a contract', state('CONTRACT'), { type: 'WITHDRAW' }, NOW, stageMessages.ended],
    ['losing a home that was already signed for', state('CONTRACT'), { type: 'LOST_TO_OTHER' }, NOW, stageMessages.ended],
    ['cancelling a registration that ended', state('CHECK_FAILED'), { type: 'CANCEL_FOR_OTHER', because: 'ACCEPTED_OTHER' }, NOW, stageMessages.ended],
  ])('%s', (_n, from, event, now, refusal) => {
    expect(transition(from, event, now)).toEqual({ ok: false, refusal });
  });

  it('names the stage in Swedish', () => {
    expect(stageMessages.wrongStage('SHOWING_INVITED')).toBe('Steget går inte att ta när intresseanmälan är i läget: inbjuden till visning.');
  });
});

describe('a step taken twice changes nothing the second time', () => {
  it.each<[string, ApplicationState, ApplicationEvent, Date]>([
    ['closing the period', state('RANKED', { queuePlace: 3 }), { type: 'CLOSE_PERIOD', lastReplyDate: '2026-11-23', queuePlace: 3 }, NOW],
    ['the same invitation', invited(), { type: 'INVITE', showing: SHOW }, NOW],
    ['the same showing answer', invited({ showingAnswer: 'YES' }), { type: 'ANSWER_SHOWING', answer: 'YES' }, NOW],
    ['cancelling the showing', invited({}, { canceled: true }), { type: 'CANCEL_SHOWING' }, NOW],
    ['the same attendance', state('SHOWING_DONE', { attended: true, showing: showing() }), { type: 'REGISTER_ATTENDANCE', attended: true }, SHOW.ends],
    ['a missed showing registered again (no second warning)', state('LOST', { attended: false, endReason: 'SHOWING_MISSED', showing: showing() }), { type: 'REGISTER_ATTENDANCE', attended: false }, SHOW.ends],
    ['starting the check', state('CHECK'), { type: 'START_CHECK' }, NOW],
    ['accepting', state('ACCEPTED'), { type: 'ACCEPT_OFFER' }, NOW],
    ['the deadline job run twice (no second warning)', state('LOST', { endReason: 'OFFER_UNANSWERED' }), { type: 'OFFER_EXPIRED' }, at('2026-11-26T10:00:00Z')],
    ['signing (no second agency fee)', state('CONTRACT'), { type: 'SIGNED' }, NOW],
    ['withdrawing', state('WITHDRAWN'), { type: 'WITHDRAW' }, NOW],
    ['cancelling', state('CANCELLED'), { type: 'CANCEL_FOR_OTHER', because: 'ACCEPTED_OTHER' }, NOW],
  ])('%s', (_n, from, event, now) => {
    expect(transition(from, event, now)).toEqual({ ok: true, state: from, effects: NONE, unchanged: true });
  });
});

describe('withdrawRefusal (cantDeleteMessage)', () => {
  it.each([...ACTIVE_STAGES, ...ENDED_STAGES].map((s) => [s] as const))('%s', (stage) => {
    const expected = ['ACCEPTED', 'PROPOSED', 'LANDLORD_APPROVED'].includes(stage)
      ? stageMessages.acceptedCannotWithdraw
      : (ENDED_STAGES as readonly string[]).includes(stage)
        ? stageMessages.ended
        : null;
    expect(withdrawRefusal(stage)).toBe(expected);
  });
});

describe('status flags', () => {
  const quiet = { now: NOW, others: { evaluated: false, proposed: false } };
  const on = (s: ApplicationState, ctx: Partial<Parameters<typeof statusFlags>[1]> = {}) => {
    const flags = statusFlags(s, { ...quiet, ...ctx });
    return Object.entries(flags)
      .filter(([, v]) => v === true)
      .map(([k]) => k)
      .sort();
  };

  it.each<[string, ApplicationState, Partial<Parameters<typeof statusFlags>[1]>, string[]]>([
    ['an interest', state('INTEREST'), {}, []],
    ['not invited', state('NOT_INVITED'), {}, ['statusNotInvited']],
    ['a certificate to update', state('INTEREST'), { needToUpdateCertifications: true }, ['needToUpdateCertifications']],
    ['invited, waiting for the answer', invited(), {}, ['canChangeAnswer', 'statusWaitingForAnswer']],
    ['answered yes', invited({ showingAnswer: 'YES' }), {}, ['canChangeAnswer', 'statusHasAnsweredYes']],
    ['answered no but still interested', invited({ showingAnswer: 'NO_BUT_STILL_INTERESTED' }, { mandatory: false }), {}, ['canChangeAnswer', 'statusHasAnsweredNoButStillInterested']],
    ['the reply time passed without an answer', invited(), { now: at('2026-11-26T10:00:00Z') }, ['noShowingRegistration']],
    ['the showing was cancelled', invited({}, { canceled: true }), {}, ['showingCanceled']],
    ['missed a voluntary showing', state('SHOWING_DONE', { showing: showing({ mandatory: false }), showingAnswer: 'YES', attended: false }), {}, ['showingRegistrationMissed', 'statusHasAnsweredYes']],
    ['another is evaluated', state('SHOWING_DONE', { showing: showing(), showingAnswer: 'YES', attended: true }), { others: { evaluated: true, proposed: false } }, ['statusHasAnsweredYes', 'statusSomeOtherIsEvaluated']],
    ['evaluated', state('CHECK'), { others: { evaluated: true, proposed: false } }, ['statusYouAreEvaluated']],
    ['offered, details to update', offered(), { applicantMustUpdate: true, coApplicantMustUpdate: true }, ['applicantMustUpdate', 'coApplicantMustUpdate']],
    ['sent to the landlord', state('PROPOSED'), {}, ['statusYouAreSentAsContractProposal']],
    ['approved by the landlord', state('LANDLORD_APPROVED'), {}, ['statusYouAreSentAsContractProposal']],
    ['another was sent', state('SHOWING_DONE'), { others: { evaluated: false, proposed: true } }, ['statusYouAreNotSentAsContractProposal']],
    ['lost to the one who was sent', state('LOST', { endReason: 'OTHER_CHOSEN' }), { others: { evaluated: false, proposed: true } }, ['statusYouAreNotSentAsContractProposal']],
    ['evaluation failed', state('EVALUATION_FAILED', { reasonsForRefusal: [{ title: 'Inkomst', reason: 'För låg' }] }), {}, ['statusEvaluationFailed']],
    ['signing failed', state('SIGN_FAILED', { signFailedReason: 'Kontraktet returnerades inte' }), {}, ['statusContractSignFailed']],
    ['an ended registration shows no update flags', state('CANCELLED'), { needToUpdateCertifications: true, applicantMustUpdate: true }, []],
  ])('%s', (_n, s, ctx, flags) => expect(on(s, ctx)).toEqual(flags));

  it('carries the times and reasons', () => {
    const f = statusFlags(state('SIGN_FAILED', { showing: showing(), lastReplyTime: DEADLINE, signFailedReason: 'Ingen underskrift', reasonsForRefusal: [] }), quiet);
    expect(f).toMatchObject({ showStarts: SHOW.starts, showEnds: SHOW.ends, lastShowingReplyTime: DEADLINE, lastReplyTime: DEADLINE, reasonContractSignFailed: 'Ingen underskrift' });
  });

  it('finds the others on the same home', () => {
    const regs = [
      { applicationId: 1, stage: 'CHECK' as const },
      { applicationId: 2, stage: 'SHOWING_DONE' as const },
      { applicationId: 3, stage: 'PROPOSED' as const },
    ];
    expect(othersOnHome(regs, 1)).toEqual({ evaluated: false, proposed: true });
    expect(othersOnHome(regs, 2)).toEqual({ evaluated: true, proposed: true });
    expect(othersOnHome(regs.slice(0, 2), 3)).toEqual({ evaluated: true, proposed: false });
  });
});

describe('tabs and decisions', () => {
  it.each<[Stage, string | null]>([
    ['INTEREST', 'applications'],
    ['NOT_INVITED', 'applications'],
    ['SHOWING_INVITED', 'showings'],
    ['SHOWING_DONE', 'showings'],
    ['OFFERED', 'answers'],
    ['CHECK', 'checks'],
    ['CHECK_FAILED', 'checks'],
    ['ACCEPTED', 'contracts'],
    ['SIGN_FAILED', 'contracts'],
    ['LOST', 'applications'],
    ['CANCELLED', 'applications'],
    ['WITHDRAWN', null],
  ])('%s is listed under %s', (stage, tab) => expect(tabOf(stage)).toBe(tab));

  it('a showing answer or an offer waits for the applicant', () => {
    expect(awaitsShowingAnswer(invited(), NOW)).toBe(true);
    expect(awaitsShowingAnswer(invited({ showingAnswer: 'YES' }), NOW)).toBe(false);
    expect(awaitsShowingAnswer(invited(), at('2026-11-26T10:00:00Z'))).toBe(false);
    expect(awaitsOfferAnswer(offered(), NOW)).toBe(true);
    expect(awaitsOfferAnswer(offered(), at('2026-11-26T10:00:00Z'))).toBe(false);
    expect(awaitsOfferAnswer(state('ACCEPTED'), NOW)).toBe(false);
  });
});

describe('nextToCheck: the check goes down the ranking from place 1', () => {
  const reg = (place: number, stage: Stage) => ({ place, stage });
  it.each<[string, { place: number; stage: Stage }[], boolean, number | null]>([
    ['place 1 after the showing', [reg(2, 'SHOWING_DONE'), reg(1, 'SHOWING_DONE'), reg(3, 'NOT_INVITED')], true, 1],
    ['place 1 lost (missed the showing): place 2', [reg(1, 'LOST'), reg(2, 'SHOWING_DONE')], true, 2],
    ['place 1 failed the check: the next', [reg(1, 'CHECK_FAILED'), reg(2, 'DECLINED'), reg(3, 'SHOWING_DONE')], true, 3],
    ['nobody while someone is checked', [reg(1, 'CHECK'), reg(2, 'SHOWING_DONE')], true, null],
    ['nobody while an offer waits', [reg(1, 'OFFERED'), reg(2, 'SHOWING_DONE')], true, null],
    ['nobody once someone signed', [reg(1, 'CONTRACT'), reg(2, 'SHOWING_DONE')], true, null],
    ['the landlord said no: the next', [reg(1, 'EVALUATION_FAILED'), reg(2, 'SHOWING_DONE')], true, 2],
    ['a mandatory showing: not the uninvited', [reg(1, 'NOT_INVITED'), reg(2, 'RANKED')], true, null],
    ['a voluntary showing: the uninvited too', [reg(1, 'NOT_INVITED'), reg(2, 'SHOWING_DONE')], false, 1],
    ['a home without showing', [reg(2, 'RANKED'), reg(1, 'RANKED')], false, 1],
    ['still open for interest: nobody', [reg(1, 'INTEREST')], false, null],
  ])('%s', (_n, regs, mandatoryShowing, place) => expect(nextToCheck(regs, { mandatoryShowing })?.place ?? null).toBe(place));
});
