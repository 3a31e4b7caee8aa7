import { act, allowedActions, isGone, stateAt, type Identity, type Order, type OrderAction } from './order';

const T0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const anna: Identity = { personalNumber: '199001012385', givenName: 'Anna', surname: 'Andersson' };
const erik: Identity = { personalNumber: '198710152391', givenName: 'Erik', surname: 'Johansson' };

const base: Order = {
  orderRef: 'o',
  autoStartToken: 'a',
  qrStartToken: 'q',
  qrStartSecret: 's',
  type: 'auth',
  createdAt: T0,
  request: { endUserIp: '192.0.2.1' },
};
const scanned = (s = 5, identity?: Identity): Order => ({ ...base, pickup: { via: 'qr', at: at(s) }, identity });
const launched = (s = 5): Order => ({ ...base, pickup: { via: 'autostart', at: at(s) } });
const forAnna: Order = { ...base, request: { ...base.request, requirement: { personalNumber: anna.personalNumber } } };
const mrtd: Order = { ...base, request: { ...base.request, requirement: { mrtd: true } }, pickup: { via: 'qr', at: at(2) } };
const completed: Order = { ...scanned(), identity: anna, outcome: { status: 'complete', at: at(20), identity: anna } };
const cancelled: Order = { ...scanned(), outcome: { status: 'failed', at: at(20), hintCode: 'userCancel' } };

const summary = (o: Order, s: number) => {
  const st = stateAt(o, at(s));
  return `${st.status}/${'hintCode' in st ? st.hintCode : '-'}`;
};

describe('what collect reports over time', () => {
  it.each<[string, Order, number, string]>([
    ['new order', base, 0, 'pending/outstandingTransaction'],
    ['not scanned, 29.9 s', base, 29.9, 'pending/outstandingTransaction'],
    ['not scanned, 30 s', base, 30, 'failed/startFailed'],
    ['order for a person, 4 s', forAnna, 4, 'pending/outstandingTransaction'],
    ['order for a person, 5 s', forAnna, 5, 'pending/noClient'],
    ['scanned QR', scanned(5), 6, 'pending/userSign'],
    ['scanned QR, past the start timeout', scanned(5), 100, 'pending/userSign'],
    ['scanned QR, 3 minutes', scanned(5), 180, 'failed/expiredTransaction'],
    ['autostart just launched', launched(5), 5.5, 'pending/started'],
    ['autostart, app shows the order', launched(5), 6, 'pending/userSign'],
    ['mrtd required', mrtd, 10, 'pending/userMrtd'],
    ['completed', completed, 25, 'complete/-'],
    ['completed, long after the order timeout', completed, 400, 'complete/-'],
    ['cancelled by the user', cancelled, 21, 'failed/userCancel'],
  ])('%s at %s s → %s', (_name, order, s, expected) => {
    expect(summary(order, s)).toBe(expected);
  });

  it('a timeout is dated at its deadline', () => {
    expect(stateAt(base, at(100))).toEqual({ status: 'failed', at: at(30), hintCode: 'startFailed' });
    expect(stateAt(scanned(), at(900))).toEqual({ status: 'failed', at: at(180), hintCode: 'expiredTransaction' });
  });
});

describe('retention of final orders', () => {
  it.each<[string, Order, number, boolean]>([
    ['pending', scanned(), 100, false],
    ['complete, 2:59 later', completed, 20 + 179, false],
    ['complete, 3 min later', completed, 20 + 180, true],
    ['failed, 4:59 later', cancelled, 20 + 299, false],
    ['failed, 5 min later', cancelled, 20 + 300, true],
    ['startFailed, 5 min after the deadline', base, 30 + 300, true],
    ['startFailed, before that', base, 30 + 299, false],
  ])('%s → gone=%s', (_name, order, s, gone) => {
    expect(isGone(order, at(s))).toBe(gone);
  });
});

describe('actions', () => {
  it.each<[string, Order, OrderAction, number, string]>([
    ['scan a new order', base, { kind: 'pickUp', via: 'qr', identity: anna }, 3, 'pending/userSign'],
    ['scan an order twice', scanned(), { kind: 'pickUp', via: 'qr' }, 6, 'refused:alreadyPickedUp'],
    ['scan after the start timeout', base, { kind: 'pickUp', via: 'qr' }, 31, 'refused:notPending'],
    ['the required person scans', forAnna, { kind: 'pickUp', via: 'list', identity: anna }, 3, 'pending/userSign'],
    ['another person scans', forAnna, { kind: 'pickUp', via: 'list', identity: erik }, 3, 'refused:wrongPerson'],
    ['approve before scanning', base, { kind: 'approve', identity: anna }, 3, 'refused:notPickedUp'],
    ['approve a scanned order', scanned(), { kind: 'approve', identity: anna }, 10, 'complete/-'],
    ['approve without anyone known', scanned(), { kind: 'approve' }, 10, 'refused:noIdentity'],
    ['approve as the one who scanned', scanned(5, anna), { kind: 'approve' }, 10, 'complete/-'],
    ['approve as someone else than who scanned', scanned(5, anna), { kind: 'approve', identity: erik }, 10, 'refused:wrongPerson'],
    ['approve while the app starts', launched(), { kind: 'approve', identity: anna }, 5.2, 'complete/-'],
    ['approve after the order timeout', scanned(), { kind: 'approve', identity: anna }, 181, 'refused:notPending'],
    ['approve twice', completed, { kind: 'approve', identity: anna }, 25, 'refused:notPending'],
    ['user cancels', scanned(), { kind: 'userCancel' }, 10, 'failed/userCancel'],
    ['user cancels before scanning', base, { kind: 'userCancel' }, 10, 'refused:notPickedUp'],
    ['certificate error', scanned(), { kind: 'certificateErr' }, 10, 'failed/certificateErr'],
    ['start fails before scanning', base, { kind: 'startFailed' }, 10, 'failed/startFailed'],
    ['start fails while the app starts', launched(), { kind: 'startFailed' }, 5.5, 'failed/startFailed'],
    ['start fails once the order is shown', scanned(), { kind: 'startFailed' }, 10, 'refused:alreadyPickedUp'],
    ['a new order for the person', scanned(), { kind: 'cancelledByNewOrder' }, 10, 'failed/cancelled'],
    ['a new order after completion', completed, { kind: 'cancelledByNewOrder' }, 25, 'refused:notPending'],
  ])('%s → %s', (_name, order, action, s, expected) => {
    const result = act(order, action, at(s));
    expect(result.ok ? summary(result.order, s) : `refused:${result.reason}`).toBe(expected);
  });

  it('approval records who and when; the input order is left alone', () => {
    const order = scanned();
    const result = act(order, { kind: 'approve', identity: anna }, at(12));
    expect(result.ok && result.order.outcome).toEqual({ status: 'complete', at: at(12), identity: anna });
    expect(order.outcome).toBeUndefined();
  });

  it.each<[string, Order, number, string[]]>([
    ['new', base, 1, ['pickUp', 'startFailed']],
    ['app starting', launched(), 5.5, ['approve', 'userCancel', 'certificateErr', 'startFailed']],
    ['shown in the app', scanned(), 10, ['approve', 'userCancel', 'certificateErr']],
    ['final', completed, 25, []],
  ])('the tester may, for a %s order: %j', (_name, order, s, kinds) => {
    expect(allowedActions(order, at(s))).toEqual(kinds);
  });
});
