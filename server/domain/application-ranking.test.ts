import { queuePlaceReasonText } from '../../src/rules/queuePlace';
import { APPLICANT_STATUSES } from './applicant-status';
import { estimateQueuePlace, firstQueuePlace, rankApplications, type QueueEntry } from './application-ranking';

const QUEUE: number = APPLICANT_STATUSES.QUEUE.applicantStatusId;
const CO = APPLICANT_STATUSES.COAPPLICANT.applicantStatusId;
const PENDING = APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId;

let nextId = 1;
const entry = (applicantId: number, queueDate: string | null, appliedAt = '2026-11-20T10:00:00Z', applicantStatusId = QUEUE, tenantSince: string | null = null): QueueEntry => ({
  applicationId: nextId++,
  applicantId,
  queueDate,
  appliedAt: new Date(appliedAt),
  applicantStatusId,
  tenantSince,
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
    expect(estimateQueuePlace(queue, who, { canCalculate: true })).toEqual({
      estimatedQueuePlace: place,
      totalApplications: 5,
      hasApplication: has,
      reason: { basis: 'QUEUE_DATE', date: who.queueDate, tenantFirst: false },
    });
  });

  it.each([
    ['a co-applicant has no place', me(5, null, CO), true],
    ['an unpaid account has no place', me(9, '2020-01-01', PENDING), false],
    ['no queue date, no place', me(9, null), false],
  ])('%s', (_n, who, has) => {
    expect(estimateQueuePlace(queue, who, { canCalculate: true })).toEqual({ estimatedQueuePlace: null, totalApplications: 5, hasApplication: has, reason: null });
  });

  it('calculates nothing for first-come objects', () => {
    expect(estimateQueuePlace(queue, me(1, '2016-05-01'), { canCalculate: false })).toEqual({ estimatedQueuePlace: null, totalApplications: 5, hasApplication: true, reason: null });
  });

  it('puts the only applicant first and counts an empty queue', () => {
    expect(estimateQueuePlace([], me(7, '2024-01-01'), { canCalculate: true })).toMatchObject({ estimatedQueuePlace: 1, totalApplications: 0, hasApplication: false });
    expect(estimateQueuePlace([entry(7, '2024-01-01')], me(7, '2024-01-01'), { canCalculate: true }).estimatedQueuePlace).toBe(1);
  });
});

describe('rankApplications and the listing rules', () => {
  // Applicant 10 rents from the landlord since 2009, 11 since 2019; 12 and 13 do not.
  const home = [
    entry(12, '2012-01-15', '2026-11-20T09:00:00Z'),
    entry(11, '2016-05-01', '2026-11-20T08:00:00Z', QUEUE, '2019-05-01'),
    entry(10, '2018-02-01', '2026-11-20T10:00:00Z', QUEUE, '2009-09-01'),
    entry(13, '2012-01-15', '2026-11-20T07:00:00Z'),
    entry(14, null, '2026-11-19T07:00:00Z', CO),
    entry(15, '2010-01-01', '2026-11-19T07:00:00Z', PENDING),
  ];
  const order = (rules: Parameters<typeof rankApplications>[1]) =>
    rankApplications(home, rules).map((r) => [r.place, r.entry.applicantId, r.reason.basis, r.reason.date, r.reason.tenantFirst]);

  it('ranks by queue date, then registration time; co-applicants and unpaid accounts have no place', () => {
    expect(order({ canCalculate: true })).toEqual([
      [1, 13, 'QUEUE_DATE', '2012-01-15', false],
      [2, 12, 'QUEUE_DATE', '2012-01-15', false],
      [3, 11, 'QUEUE_DATE', '2016-05-01', false],
      [4, 10, 'QUEUE_DATE', '2018-02-01', false],
    ]);
  });

  it('queueTransfer: a tenant counts from the start of the contract when that is earlier', () => {
    expect(order({ canCalculate: true, queueTransfer: true })).toEqual([
      [1, 10, 'CONTRACT_DATE', '2009-09-01', false],
      [2, 13, 'QUEUE_DATE', '2012-01-15', false],
      [3, 12, 'QUEUE_DATE', '2012-01-15', false],
      [4, 11, 'QUEUE_DATE', '2016-05-01', false], // the contract (2019) is later than the queue date
    ]);
  });

  it('queueTenant: the landlord\'s tenants go first', () => {
    expect(order({ canCalculate: true, queueTenant: true })).toEqual([
      [1, 11, 'QUEUE_DATE', '2016-05-01', true],
      [2, 10, 'QUEUE_DATE', '2018-02-01', true],
      [3, 13, 'QUEUE_DATE', '2012-01-15', false],
      [4, 12, 'QUEUE_DATE', '2012-01-15', false],
    ]);
  });

  it('both rules together', () => {
    expect(order({ canCalculate: true, queueTenant: true, queueTransfer: true }).map((r) => r[1])).toEqual([10, 11, 13, 12]);
  });

  it('first-come homes go by registration time alone', () => {
    expect(order({ canCalculate: false, queueTenant: true })).toEqual([
      [1, 13, 'REGISTERED', '2026-11-20', false],
      [2, 11, 'REGISTERED', '2026-11-20', false],
      [3, 12, 'REGISTERED', '2026-11-20', false],
      [4, 10, 'REGISTERED', '2026-11-20', false],
    ]);
  });

  it.each([
    ['by queue date', { canCalculate: true }, '2012-01-15'],
    ['a tenant\'s contract date', { canCalculate: true, queueTransfer: true }, '2009-09-01'],
    ['a tenant first', { canCalculate: true, queueTenant: true }, '2016-05-01'],
    ['none for first-come homes', { canCalculate: false }, null],
  ])('firstQueuePlace: %s', (_n, rules, date) => expect(firstQueuePlace(home, rules)).toBe(date));

  it('firstQueuePlace of an empty home is null', () => expect(firstQueuePlace([], { canCalculate: true })).toBeNull());

  it.each([
    ['a registered tenant with priority', me(10, '2018-02-01'), { canCalculate: true, queueTenant: true }, 2, true],
    ['a tenant not yet registered, with transfer time', { ...me(20, '2020-01-01'), tenantSince: '2011-01-01' }, { canCalculate: true, queueTransfer: true }, 2, false],
    ['a tenant not yet registered, with priority: after the tenants with the same rank', { ...me(20, '2016-05-01'), tenantSince: '2020-01-01' }, { canCalculate: true, queueTenant: true }, 2, false],
    ['not a tenant where tenants go first', me(20, '2000-01-01'), { canCalculate: true, queueTenant: true }, 3, false],
  ])('estimateQueuePlace: %s', (_n, who, rules, place, has) => {
    expect(estimateQueuePlace(home, who, rules)).toMatchObject({ estimatedQueuePlace: place, totalApplications: 6, hasApplication: has });
  });

  it.each([
    ['the queue date', me(13, '2012-01-15'), { canCalculate: true }, 'din kötid började 2012-01-15'],
    ['a tenant\'s contract', me(10, '2018-02-01'), { canCalculate: true, queueTransfer: true }, 'ditt hyreskontrakt hos hyresvärden började 2009-09-01'],
    ['a tenant first', me(11, '2016-05-01'), { canCalculate: true, queueTenant: true }, 'hyresvärdens hyresgäster går först och din kötid började 2016-05-01'],
  ])('the one-line reason: %s', (_n, who, rules, text) => {
    const { reason } = estimateQueuePlace(home, { ...who, tenantSince: home.find((e) => e.applicantId === who.applicantId)?.tenantSince ?? null }, rules);
    expect(reason && queuePlaceReasonText(reason)).toBe(text);
  });

  it('estimates the same place the ranking gives every registered applicant', () => {
    for (const rules of [{ canCalculate: true }, { canCalculate: true, queueTenant: true, queueTransfer: true }]) {
      for (const r of rankApplications(home, rules)) {
        expect(estimateQueuePlace(home, { ...r.entry }, rules).estimatedQueuePlace).toBe(r.place);
      }
    }
  });
});
