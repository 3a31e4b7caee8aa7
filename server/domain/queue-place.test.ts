import { APPLICANT_STATUSES } from './applicant-status';
import { estimateQueuePlace, type QueueEntry } from './queue-place';

const QUEUE: number = APPLICANT_STATUSES.QUEUE.applicantStatusId;
const CO = APPLICANT_STATUSES.COAPPLICANT.applicantStatusId;
const PENDING = APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId;

let nextId = 1;
const entry = (applicantId: number, queueDate: string | null, appliedAt = '2026-11-20T10:00:00Z', applicantStatusId = QUEUE): QueueEntry => ({
  applicationId: nextId++,
  applicantId,
  queueDate,
  appliedAt: new Date(appliedAt),
  applicantStatusId,
});

// Five interested: queue dates 2012, 2016, 2020 (two, registered at different times), and a co-applicant.
const queue = [
  entry(1, '2016-05-01'),
  entry(2, '2012-01-15'),
  entry(3, '2020-03-01', '2026-11-19T08:00:00Z'),
  entry(4, '2020-03-01', '2026-11-21T08:00:00Z'),
  entry(5, null, '2026-11-18T08:00:00Z', CO),
];
const me = (applicantId: number, queueDate: string | null, applicantStatusId = QUEUE) => ({ applicantId, queueDate, applicantStatusId });

describe('estimateQueuePlace', () => {
  it.each([
    ['the earliest queue date is first', me(2, '2012-01-15'), 1, true],
    ['second by queue date', me(1, '2016-05-01'), 2, true],
    ['same queue date: the earlier registration goes first', me(3, '2020-03-01'), 3, true],
    ['same queue date: the later registration after', me(4, '2020-03-01'), 4, true],
    ['not interested, earliest of all: as if applied now', me(9, '2010-01-01'), 1, false],
    ['not interested, between', me(9, '2014-06-30'), 2, false],
    ['not interested, same queue date as two: after them', me(9, '2020-03-01'), 5, false],
    ['not interested, latest', me(9, '2026-01-01'), 5, false],
  ])('%s', (_n, who, place, has) => {
    expect(estimateQueuePlace(queue, who, { canCalculate: true })).toEqual({ estimatedQueuePlace: place, totalApplications: 5, hasApplication: has });
  });

  it.each([
    ['a co-applicant has no place', me(5, null, CO), true],
    ['an unpaid account has no place', me(9, '2020-01-01', PENDING), false],
    ['no queue date, no place', me(9, null), false],
  ])('%s', (_n, who, has) => {
    expect(estimateQueuePlace(queue, who, { canCalculate: true })).toEqual({ estimatedQueuePlace: null, totalApplications: 5, hasApplication: has });
  });

  it('calculates nothing for first-come objects', () => {
    expect(estimateQueuePlace(queue, me(1, '2016-05-01'), { canCalculate: false })).toEqual({ estimatedQueuePlace: null, totalApplications: 5, hasApplication: true });
  });

  it('puts the only applicant first and counts an empty queue', () => {
    expect(estimateQueuePlace([], me(7, '2024-01-01'), { canCalculate: true })).toEqual({ estimatedQueuePlace: 1, totalApplications: 0, hasApplication: false });
    expect(estimateQueuePlace([entry(7, '2024-01-01')], me(7, '2024-01-01'), { canCalculate: true }).estimatedQueuePlace).toBe(1);
  });
});
