import { APPLICANT_STATUSES as S } from './applicant-status';
import { digitalShowingDecision, digitalShowingMessages as M } from './digital-showing';

const TODAY = '2026-11-22';
const home = { hasDigitalShowing: true, lastReplyDate: '2026-11-30' };
const queue = { applicantStatusId: S.QUEUE.applicantStatusId, queueDate: '2023-11-22' };

describe('digitalShowingDecision', () => {
  it.each([
    ['a queue applicant, open home', home, queue, null],
    ['on the last reply date', { ...home, lastReplyDate: TODAY }, queue, null],
    ['no digital viewing', { ...home, hasDigitalShowing: false }, queue, M.noDigitalShowing],
    ['past the last reply date', { ...home, lastReplyDate: '2026-11-21' }, queue, M.expired],
    ['a co-applicant', home, { applicantStatusId: S.COAPPLICANT.applicantStatusId, queueDate: null }, M.coApplicant],
    ['an unpaid registration', home, { applicantStatusId: S.PENDING_PAYMENT.applicantStatusId, queueDate: null }, M.notPaid],
    ['a queue account without a queue date', home, { ...queue, queueDate: null }, M.notInQueue],
    ['a closed account', home, { applicantStatusId: S.DEREGISTERED.applicantStatusId, queueDate: null }, M.notInQueue],
  ])('%s', (_n, object, applicant, reason) => {
    expect(digitalShowingDecision(object, applicant, TODAY)).toEqual(reason ? { access: false, reason } : { access: true, reason: null });
  });
});
