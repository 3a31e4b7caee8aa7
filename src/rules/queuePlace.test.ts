import { formatQueuePlace, queuePlaceLine, queuePlaceReasonText } from './queuePlace';

describe('formatQueuePlace', () => {
  it.each([
    [37, 412, 'plats 37 av 412'],
    [1, 1, 'plats 1 av 1'],
    [1204, 12412, 'plats 1 204 av 12 412'],
  ])('%i of %i', (place, total, text) => expect(formatQueuePlace(place, total)).toBe(text));
});

describe('queuePlaceLine', () => {
  it.each([
    [37, 412, 'din kötid började 2021-03-04', 'plats 37 av 412 (din kötid började 2021-03-04)'],
    [1204, 12412, 'din kötid började 2021-03-04', 'plats 1 204 av 12 412 (din kötid började 2021-03-04)'],
    [3, 12, null, 'plats 3 av 12'],
  ])('%i of %i, %s', (place, total, reason, text) => expect(queuePlaceLine(place, total, reason)).toBe(text));
});

describe('queuePlaceReasonText', () => {
  it.each([
    [{ basis: 'QUEUE_DATE', date: '2021-03-04', tenantFirst: false }, 'din kötid började 2021-03-04'],
    [{ basis: 'CONTRACT_DATE', date: '2019-05-01', tenantFirst: false }, 'ditt hyreskontrakt hos hyresvärden började 2019-05-01'],
    [{ basis: 'REGISTERED', date: '2026-11-20', tenantFirst: false }, 'du anmälde intresse 2026-11-20'],
    [{ basis: 'QUEUE_DATE', date: '2021-03-04', tenantFirst: true }, 'hyresvärdens hyresgäster går först och din kötid började 2021-03-04'],
  ] as const)('%o', (reason, text) => expect(queuePlaceReasonText(reason)).toBe(text));
});
