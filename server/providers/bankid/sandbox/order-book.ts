// The sandbox's orders, in memory (it is a stand-in, restarted freely), with BankID's rule of one order in
// progress per person. Every read first forgets orders past their retention, so no timer is needed.
import { randomUUID } from 'node:crypto';
import type { OrderType } from '../types';
import {
  act,
  isGone,
  personOf,
  stateAt,
  type ActionResult,
  type Order,
  type OrderAction,
  type OrderRequest,
  type OrderState,
  type OrderTiming,
} from './order';

export type CreateResult = { ok: true; order: Order } | { ok: false; errorCode: 'alreadyInProgress' };

export class OrderBook {
  private readonly orders = new Map<string, Order>();

  constructor(
    readonly now: () => Date,
    readonly timing: OrderTiming,
  ) {}

  stateOf(order: Order): OrderState {
    return stateAt(order, this.now(), this.timing);
  }

  /**
   * A new auth/sign order. When the request names a person who already has an order in progress, BankID
   * refuses the new one (alreadyInProgress) and cancels the old one, which then collects as failed/cancelled.
   */
  create(type: OrderType, request: OrderRequest): CreateResult {
    const person = request.requirement?.personalNumber;
    if (person && this.cancelOthersOf(person)) return { ok: false, errorCode: 'alreadyInProgress' };
    const order: Order = {
      orderRef: randomUUID(),
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
      type,
      createdAt: this.now(),
      request,
    };
    this.orders.set(order.orderRef, order);
    return { ok: true, order };
  }

  get(orderRef: string): Order | undefined {
    this.forgetOld();
    return this.orders.get(orderRef.toLowerCase());
  }

  find(match: (order: Order) => boolean): Order | undefined {
    this.forgetOld();
    for (const order of this.orders.values()) if (match(order)) return order;
    return undefined;
  }

  /** Every order still remembered, newest first. */
  list(): Order[] {
    this.forgetOld();
    return [...this.orders.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** The RP's cancel: the order is gone at once (a later collect or cancel finds no such order). */
  remove(orderRef: string): boolean {
    return this.get(orderRef) !== undefined && this.orders.delete(orderRef.toLowerCase());
  }

  /** Applies a tester action; when it reveals who the user is, that person's other orders are cancelled. */
  apply(order: Order, action: OrderAction): ActionResult {
    const result = act(order, action, this.now(), this.timing);
    if (!result.ok) return result;
    this.orders.set(order.orderRef, result.order);
    const revealed = !order.identity && result.order.identity;
    if (revealed) this.cancelOthersOf(result.order.identity!.personalNumber, order.orderRef);
    return result;
  }

  /** Cancels the person's orders in progress (except one); true when there was any. */
  private cancelOthersOf(personalNumber: string, except?: string): boolean {
    let any = false;
    for (const other of this.list()) {
      if (other.orderRef === except || personOf(other) !== personalNumber) continue;
      const result = act(other, { kind: 'cancelledByNewOrder' }, this.now(), this.timing);
      if (!result.ok) continue;
      this.orders.set(other.orderRef, result.order);
      any = true;
    }
    return any;
  }

  private forgetOld(): void {
    const now = this.now();
    for (const [ref, order] of this.orders) if (isGone(order, now, this.timing)) this.orders.delete(ref);
  }
}
