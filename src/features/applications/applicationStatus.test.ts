import { InterestAnswer } from '../../graphql/__generated__/hooks';
import { queuePlaceOf, showingTimeText, statusLines, type StatusFacts } from './applicationStatus';
import { testApplication } from './testApplications';

// Every flag off: a registration as getApplications gives it (the area's shared test data).
const none: StatusFacts = testApplication(1);

// 08:00 and 17:00 in Stockholm (UTC+1 in November).
const REPLY = '2026-11-26T07:00:00.000Z';
const STARTS = '2026-11-27T16:00:00.000Z';
const ENDS = '2026-11-27T16:30:00.000Z';

describe('statusLines', () => {
  it('says nothing for a registration without flags', () => {
    expect(statusLines(none)).toEqual([]);
  });

  it.each<[string, Partial<StatusFacts>, string[]]>([
    ['statusNotInvited', { statusNotInvited: true }, ['Du blev inte inbjuden till visning. Du står kvar i tur om någon före dig tackar nej.']],
    ['needToUpdateCertifications', { needToUpdateCertifications: true }, ['Du behöver uppdatera dina inkomstintyg för att gå vidare med den här bostaden.']],
    ['showStarts, showEnds', { showStarts: STARTS, showEnds: ENDS }, ['Visning 2026-11-27 17:00–17:30.']],
    ['a mandatory showing', { showStarts: STARTS, showingIsMandatory: true }, ['Visning 2026-11-27 17:00.', 'Visningen är obligatorisk.']],
    ['showingCanceled', { showStarts: STARTS, showingCanceled: true, showingIsMandatory: true }, ['Visningen är inställd.']],
    ['statusWaitingForAnswer', { statusWaitingForAnswer: true }, ['Du är inbjuden till visning och har inte svarat än.']],
    [
      'statusWaitingForAnswer with lastShowingReplyTime',
      { statusWaitingForAnswer: true, lastShowingReplyTime: REPLY, canChangeAnswer: true },
      ['Du är inbjuden till visning och har inte svarat än. Svara senast 2026-11-26 08:00.'],
    ],
    ['statusHasAnsweredYes, canChangeAnswer', { statusHasAnsweredYes: true, canChangeAnswer: true, lastShowingReplyTime: REPLY }, ['Du har tackat ja till visningen.', 'Du kan ändra ditt svar till och med 2026-11-26 08:00.']],
    ['statusHasAnsweredYes, not canChangeAnswer', { statusHasAnsweredYes: true }, ['Du har tackat ja till visningen.', 'Svaret kan inte längre ändras.']],
    [
      'statusHasAnsweredNoButStillInterested',
      { statusHasAnsweredNoButStillInterested: true, canChangeAnswer: true },
      ['Du har tackat nej till visningen men är fortfarande intresserad av bostaden.', 'Du kan ändra ditt svar.'],
    ],
    ['showingAnswer NO', { showingAnswer: InterestAnswer.No }, ['Du har tackat nej till visningen.', 'Svaret kan inte längre ändras.']],
    ['canAnswer with lastReplyTime', { canAnswer: true, lastReplyTime: REPLY }, ['Du erbjuds bostaden. Svara på erbjudandet senast 2026-11-26 08:00.']],
    ['lastReplyTime passed', { lastReplyTime: REPLY }, ['Svarstiden gick ut 2026-11-26 08:00.']],
    ['applicantMustUpdate', { applicantMustUpdate: true }, ['Du behöver uppdatera dina uppgifter innan du kan få bostaden.']],
    ['coApplicantMustUpdate', { coApplicantMustUpdate: true }, ['Din medsökande behöver uppdatera sina uppgifter innan ni kan få bostaden.']],
    ['noShowingRegistration, a voluntary showing', { noShowingRegistration: true }, ['Du svarade inte på inbjudan till visningen.']],
    ['noShowingRegistration, a mandatory showing', { noShowingRegistration: true, showingIsMandatory: true }, ['Du svarade inte på inbjudan till den obligatoriska visningen.']],
    ['showingRegistrationMissed, a voluntary showing', { showingRegistrationMissed: true }, ['Du kom inte till visningen. Den var inte obligatorisk, så det påverkar inte din intresseanmälan.']],
    ['showingRegistrationMissed, a mandatory showing', { showingRegistrationMissed: true, showingIsMandatory: true }, ['Du kom inte till den obligatoriska visningen.']],
    ['statusYouAreSentAsContractProposal', { statusYouAreSentAsContractProposal: true }, ['Du är föreslagen som hyresgäst och hyresvärden har fått din ansökan.']],
    ['statusYouAreNotSentAsContractProposal', { statusYouAreNotSentAsContractProposal: true }, ['Du har inte skickats som förslag till hyresvärden.']],
    [
      'statusEvaluationFailed with reasonsForRefusal',
      { statusEvaluationFailed: true, reasonsForRefusal: [{ title: 'Inkomst', reason: 'Inkomsten räcker inte.' }] },
      ['Hyresvärden har inte godkänt dig som hyresgäst.', 'Inkomst: Inkomsten räcker inte.'],
    ],
    ['statusContractSignFailed', { statusContractSignFailed: true }, ['Kontraktet kunde inte skrivas.']],
    ['statusContractSignFailed with reasonContractSignFailed', { statusContractSignFailed: true, reasonContractSignFailed: 'Ingen underskrift.' }, ['Kontraktet kunde inte skrivas: Ingen underskrift.']],
    ['reasonContractSignFailed alone (a check)', { reasonContractSignFailed: 'Ingen underskrift.' }, ['Kontraktet kunde inte skrivas: Ingen underskrift.']],
    ['statusYouAreEvaluated', { statusYouAreEvaluated: true }, ['Vi kontrollerar nu att du uppfyller hyresvärdens krav.']],
    ['statusSomeOtherIsEvaluated', { statusSomeOtherIsEvaluated: true }, ['En sökande före dig i kön kontrolleras just nu. Du står kvar i tur.']],
    ['unmetRequirements', { unmetRequirements: ['Inkomst minst 3 gånger hyran'] }, ['Du uppfyller inte kravet: Inkomst minst 3 gånger hyran']],
    ['endText', { endText: 'Du tackade nej till erbjudandet.' }, ['Du tackade nej till erbjudandet.']],
  ])('%s', (_name, flags, texts) => {
    expect(statusLines({ ...none, ...flags }).map((l) => l.text)).toEqual(texts);
  });

  it('links what the applicant must update to where it is done', () => {
    const links = statusLines({ ...none, needToUpdateCertifications: true, applicantMustUpdate: true }).map((l) => l.link?.to);
    expect(links).toEqual(['/profile/incomes', '/profile/details']);
  });
});

describe('queuePlaceOf', () => {
  it.each([
    [{ queuePlace: 37, totalApplications: 412, queuePlaceReason: null }, 'plats 37 av 412'],
    [{ queuePlace: 37, totalApplications: 412, queuePlaceReason: 'din kötid började 2021-03-04' }, 'plats 37 av 412 (din kötid började 2021-03-04)'],
    [{ queuePlace: 1204, totalApplications: 12412, queuePlaceReason: null }, 'plats 1 204 av 12 412'],
    [{ queuePlace: null, totalApplications: 412, queuePlaceReason: 'din kötid började 2021-03-04' }, null],
  ])('%o → %s', (facts, text) => {
    expect(queuePlaceOf(facts)).toBe(text);
  });
});

describe('showingTimeText', () => {
  it('gives the end day only when it differs', () => {
    expect(showingTimeText(STARTS, '2026-11-28T09:00:00.000Z')).toBe('2026-11-27 17:00 – 2026-11-28 10:00');
  });
});
