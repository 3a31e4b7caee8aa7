import { headOfPair, refuseRequest } from './co-applicant';

const queue = (id: number, linked = false) => ({ applicantId: id, applicantStatusId: 1, linked });
const co = (id: number, linked = false) => ({ applicantId: id, applicantStatusId: 2, linked });

describe('refuseRequest', () => {
  it.each([
    ['no such account', queue(1), null, 'notFound'],
    ['oneself', queue(1), queue(1), 'self'],
    ['requester already linked', queue(1, true), queue(2), 'alreadyLinked'],
    ['target already linked', queue(1), queue(2, true), 'targetLinked'],
    ['two co-applicant accounts', co(1), co(2), 'noPayingAccount'],
    ['queue → co-applicant account', queue(1), co(2), null],
    ['co-applicant account → queue', co(1), queue(2), null],
    ['queue → queue', queue(1), queue(2), null],
  ])('%s', (_name, requester, target, refusal) => {
    expect(refuseRequest(requester, target)).toBe(refusal);
  });
});

describe('headOfPair', () => {
  it.each([
    [queue(1), co(2), { mainApplicantId: 1, coApplicantId: 2 }],
    [co(1), queue(2), { mainApplicantId: 2, coApplicantId: 1 }],
    [queue(1), queue(2), { mainApplicantId: 1, coApplicantId: 2 }],
  ])('%o + %o', (requester, target, expected) => {
    expect(headOfPair(requester, target)).toEqual(expected);
  });
});
