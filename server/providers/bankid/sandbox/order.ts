// One sandbox order's life, as pure functions of its recorded facts and the time: what collect reports,
// which tester actions are allowed, and when the order is forgotten. Timeouts are derived, never scheduled,
// so an injected clock drives them and nothing runs in the background.
import type { OrderType, PendingHintCode, Requirement } from '../types';

export interface Identity {
  personalNumber: string;
  givenName: string;
  surname: string;
}

export interface OrderTiming {
  /** Not scanned or started within this: failed/startFailed (BankID: 30 s). */
  startTimeoutSeconds: number;
  /** Still pending this long after creation: failed/expiredTransaction (BankID: about 3 minutes). */
  orderTimeoutSeconds: number;
  /** A complete order stays collectable this long, then "No such order" (BankID: 3 minutes). */
  completeRetentionSeconds: number;
  /** A failed order stays collectable this long (BankID: 5 minutes). */
  failedRetentionSeconds: number;
  /** After an autostart, the app reports `started` this long before it shows the order (userSign). */
  appStartSeconds: number;
  /** An order naming a personalNumber reports noClient once the person's app has not fetched it this long. */
  noClientAfterSeconds: number;
}

export const DEFAULT_TIMING: OrderTiming = {
  startTimeoutSeconds: 30,
  orderTimeoutSeconds: 180,
  completeRetentionSeconds: 180,
  failedRetentionSeconds: 300,
  appStartSeconds: 1,
  noClientAfterSeconds: 5,
};

/** The validated auth/sign request, as far as the sandbox needs it. */
export interface OrderRequest {
  endUserIp: string;
  userVisibleData?: string;
  userNonVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  requirement?: Requirement;
  returnUrl?: string;
  returnRisk?: boolean;
}

/** How the app got hold of the order: a scanned QR code, an autostart token, or the tester's order list. */
export type PickupVia = 'qr' | 'autostart' | 'list';

export type SandboxFailedHint = 'expiredTransaction' | 'certificateErr' | 'userCancel' | 'cancelled' | 'startFailed';
export type SandboxPendingHint = Extract<PendingHintCode, 'outstandingTransaction' | 'noClient' | 'started' | 'userMrtd' | 'userSign'>;

export type Outcome =
  | { status: 'complete'; at: Date; identity: Identity }
  | { status: 'failed'; at: Date; hintCode: SandboxFailedHint };

export interface Order {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
  type: OrderType;
  createdAt: Date;
  request: OrderRequest;
  pickup?: { via: PickupVia; at: Date };
  /** The app user's, once known (at pickup or approval). */
  identity?: Identity;
  outcome?: Outcome;
}

export type OrderState = { status: 'pending'; hintCode: SandboxPendingHint; pickedUp: boolean } | Outcome;

export type OrderAction =
  | { kind: 'pickUp'; via: PickupVia; identity?: Identity }
  | { kind: 'approve'; identity?: Identity }
  | { kind: 'userCancel' }
  | { kind: 'certificateErr' }
  | { kind: 'startFailed' }
  /** Another order for the same person was started (BankID allows one at a time). */
  | { kind: 'cancelledByNewOrder' };

export type ActionKind = OrderAction['kind'];

/** Why an action was refused. */
export type Refusal = 'notPending' | 'notPickedUp' | 'alreadyPickedUp' | 'wrongPerson' | 'noIdentity';

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
const plusSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

/** The person an order belongs to, as far as known: the app user's, else the one the RP required. */
export const personOf = (order: Order): string | undefined =>
  order.identity?.personalNumber ?? order.request.requirement?.personalNumber;

function pendingHint(order: Order, now: Date, t: OrderTiming): SandboxPendingHint {
  if (!order.pickup) {
    const waited = secondsBetween(order.createdAt, now);
    return order.request.requirement?.personalNumber && waited >= t.noClientAfterSeconds ? 'noClient' : 'outstandingTransaction';
  }
  if (order.pickup.via === 'autostart' && secondsBetween(order.pickup.at, now) < t.appStartSeconds) return 'started';
  return order.request.requirement?.mrtd ? 'userMrtd' : 'userSign';
}

/** What collect reports at `now`; a timeout counts from its deadline, not from when someone looks. */
export function stateAt(order: Order, now: Date, t: OrderTiming = DEFAULT_TIMING): OrderState {
  if (order.outcome) return order.outcome;
  const startDeadline = plusSeconds(order.createdAt, t.startTimeoutSeconds);
  if (!order.pickup && now >= startDeadline) return { status: 'failed', at: startDeadline, hintCode: 'startFailed' };
  const orderDeadline = plusSeconds(order.createdAt, t.orderTimeoutSeconds);
  if (now >= orderDeadline) return { status: 'failed', at: orderDeadline, hintCode: 'expiredTransaction' };
  return { status: 'pending', hintCode: pendingHint(order, now, t), pickedUp: !!order.pickup };
}

/** True once a final order has outlived its retention: BankID then answers "No such order". */
export function isGone(order: Order, now: Date, t: OrderTiming = DEFAULT_TIMING): boolean {
  const state = stateAt(order, now, t);
  if (state.status === 'pending') return false;
  const keep = state.status === 'complete' ? t.completeRetentionSeconds : t.failedRetentionSeconds;
  return now >= plusSeconds(state.at, keep);
}

// Which pending states each action needs; identity checks come after.
function guard(kind: ActionKind, state: OrderState): Refusal | null {
  if (state.status !== 'pending') return 'notPending';
  switch (kind) {
    case 'pickUp':
      return state.pickedUp ? 'alreadyPickedUp' : null;
    case 'approve':
    case 'userCancel':
    case 'certificateErr':
      return state.pickedUp ? null : 'notPickedUp';
    case 'startFailed':
      // Before the app shows the order: not scanned yet, or launched but not (yet) started properly.
      return !state.pickedUp || state.hintCode === 'started' ? null : 'alreadyPickedUp';
    case 'cancelledByNewOrder':
      return null;
  }
}

/** The actions the tester page may offer for an order right now. */
export function allowedActions(order: Order, now: Date, t: OrderTiming = DEFAULT_TIMING): ActionKind[] {
  const state = stateAt(order, now, t);
  const kinds: ActionKind[] = ['pickUp', 'approve', 'userCancel', 'certificateErr', 'startFailed'];
  return kinds.filter((k) => guard(k, state) === null);
}

function personRefusal(order: Order, identity: Identity | undefined): Refusal | null {
  if (!identity) return null;
  const required = order.request.requirement?.personalNumber;
  if (required && required !== identity.personalNumber) return 'wrongPerson';
  if (order.identity && order.identity.personalNumber !== identity.personalNumber) return 'wrongPerson';
  return null;
}

export type ActionResult = { ok: true; order: Order } | { ok: false; reason: Refusal };

/** Applies an action at `now`; the order given is never changed. */
export function act(order: Order, action: OrderAction, now: Date, t: OrderTiming = DEFAULT_TIMING): ActionResult {
  const refused = guard(action.kind, stateAt(order, now, t));
  if (refused) return { ok: false, reason: refused };
  const fail = (hintCode: SandboxFailedHint): ActionResult => ({
    ok: true,
    order: { ...order, outcome: { status: 'failed', at: now, hintCode } },
  });
  switch (action.kind) {
    case 'pickUp': {
      const wrong = personRefusal(order, action.identity);
      if (wrong) return { ok: false, reason: wrong };
      return { ok: true, order: { ...order, pickup: { via: action.via, at: now }, identity: action.identity ?? order.identity } };
    }
    case 'approve': {
      const identity = action.identity ?? order.identity;
      if (!identity) return { ok: false, reason: 'noIdentity' };
      const wrong = personRefusal(order, identity);
      if (wrong) return { ok: false, reason: wrong };
      return { ok: true, order: { ...order, identity, outcome: { status: 'complete', at: now, identity } } };
    }
    case 'userCancel':
    case 'certificateErr':
    case 'startFailed':
      return fail(action.kind);
    case 'cancelledByNewOrder':
      return fail('cancelled');
  }
}
