// What the sandbox's "BankID app" can do to an order: scan its QR code or autostart token, open it from the
// order list, approve, cancel or fail it. The tester page and tests (through the tester's JSON endpoints)
// both go through here, so a test drives the sandbox exactly as a person at the tester page does.
import { isAuthentic, parseQrContent, qrTime } from '../qr';
import { allowedActions, type ActionKind, type Identity, type Order, type OrderAction, type Refusal } from './order';
import type { OrderBook } from './order-book';

export type ControlError = Refusal | 'unknownCode' | 'invalidQr' | 'staleQr' | 'noSuchOrder';

export const CONTROL_MESSAGES: Record<ControlError, string> = {
  unknownCode: 'Koden hör inte till någon order i sandlådan. Kontrollera att du klistrat in hela QR-koden eller starttoken.',
  invalidQr: 'QR-koden är inte giltig för ordern. Läs av den QR-kod som visas just nu.',
  staleQr: 'QR-koden är för gammal. Läs av den QR-kod som visas just nu.',
  noSuchOrder: 'Ordern finns inte längre.',
  notPending: 'Ordern är redan avslutad.',
  notPickedUp: 'Ordern har inte öppnats i appen än. Läs av QR-koden eller öppna ordern först.',
  alreadyPickedUp: 'Ordern är redan öppnad i appen.',
  wrongPerson: 'Ordern gäller en annan person. Välj den person ordern gäller.',
  noIdentity: 'Välj vem som använder appen.',
};

/** An order as the tester sees it (never the QR secret). */
export interface OrderView {
  orderRef: string;
  type: Order['type'];
  createdAt: string;
  status: 'pending' | 'failed' | 'complete';
  hintCode?: string;
  pickedUpVia?: 'qr' | 'autostart' | 'list';
  identity?: Identity;
  requiredPersonalNumber?: string;
  /** userVisibleData decoded; for sign orders the text the user signs. */
  visibleText?: string;
  visibleTextFormat?: 'simpleMarkdownV1';
  allowedActions: ActionKind[];
}

export type ControlResult = { ok: true; order: OrderView } | { ok: false; error: ControlError; message: string };

export type FailHint = 'certificateErr' | 'startFailed';

const refuse = (error: ControlError): ControlResult => ({ ok: false, error, message: CONTROL_MESSAGES[error] });

/** The token of an autostart launch link (bankid:///?autostarttoken=…, https://app.bankid.com/?…) or a bare token. */
function autoStartTokenOf(code: string): string {
  if (!code.includes('autostarttoken=')) return code.toLowerCase();
  const query = code.slice(code.indexOf('?') + 1);
  return (new URLSearchParams(query).get('autostarttoken') ?? '').toLowerCase();
}

export class SandboxControl {
  constructor(
    private readonly book: OrderBook,
    /** How many seconds old a scanned QR code may be: the RP shows a new one every second, a person pasting needs a few. */
    private readonly qrMaxAgeSeconds = 5,
  ) {}

  view(order: Order): OrderView {
    const state = this.book.stateOf(order);
    const { userVisibleData, userVisibleDataFormat, requirement } = order.request;
    return {
      orderRef: order.orderRef,
      type: order.type,
      createdAt: order.createdAt.toISOString(),
      status: state.status,
      hintCode: 'hintCode' in state ? state.hintCode : undefined,
      pickedUpVia: order.pickup?.via,
      identity: order.identity,
      requiredPersonalNumber: requirement?.personalNumber,
      visibleText: userVisibleData ? Buffer.from(userVisibleData, 'base64').toString('utf8') : undefined,
      visibleTextFormat: userVisibleDataFormat,
      allowedActions: allowedActions(order, this.book.now(), this.book.timing),
    };
  }

  /** Every order still remembered, newest first. */
  orders(): OrderView[] {
    return this.book.list().map((o) => this.view(o));
  }

  find(orderRef: string): OrderView | undefined {
    const order = this.book.get(orderRef);
    return order && this.view(order);
  }

  /** Scans an animated QR code (bankid.…) or takes an autostart token, as the app does; identity: the app's user. */
  scan(code: string, identity?: Identity): ControlResult {
    const trimmed = code.trim();
    if (trimmed.startsWith('bankid.')) return this.scanQr(trimmed, identity);
    const token = autoStartTokenOf(trimmed);
    const order = token ? this.book.find((o) => o.autoStartToken === token) : undefined;
    if (!order) return refuse('unknownCode');
    return this.apply(order, { kind: 'pickUp', via: 'autostart', identity });
  }

  /** Opens an order picked from the tester's list, as if its QR code had been scanned. */
  open(orderRef: string, identity?: Identity): ControlResult {
    return this.withOrder(orderRef, { kind: 'pickUp', via: 'list', identity });
  }

  /** The user signs with their security code: the order completes as `identity` (or whoever scanned it). */
  approve(orderRef: string, identity?: Identity): ControlResult {
    return this.withOrder(orderRef, { kind: 'approve', identity });
  }

  /** The user presses Avbryt in the app (failed/userCancel). Not the RP's cancel, which is the API's. */
  cancel(orderRef: string): ControlResult {
    return this.withOrder(orderRef, { kind: 'userCancel' });
  }

  /** A blocked or too old BankID (certificateErr), or an app that never started (startFailed). */
  fail(orderRef: string, hintCode: FailHint): ControlResult {
    return this.withOrder(orderRef, { kind: hintCode });
  }

  private scanQr(content: string, identity?: Identity): ControlResult {
    const scanned = parseQrContent(content);
    if (!scanned) return refuse('invalidQr');
    const order = this.book.find((o) => o.qrStartToken === scanned.qrStartToken);
    if (!order) return refuse('unknownCode');
    if (!isAuthentic(scanned, order.qrStartSecret)) return refuse('invalidQr');
    if (this.book.stateOf(order).status !== 'pending') return refuse('notPending');
    const elapsed = qrTime(order.createdAt, this.book.now());
    // One second of slack forwards: the RP's clock started when it received the order, a moment after ours.
    if (scanned.time > elapsed + 1) return refuse('invalidQr');
    if (scanned.time < elapsed - this.qrMaxAgeSeconds) return refuse('staleQr');
    return this.apply(order, { kind: 'pickUp', via: 'qr', identity });
  }

  private withOrder(orderRef: string, action: OrderAction): ControlResult {
    const order = this.book.get(orderRef);
    return order ? this.apply(order, action) : refuse('noSuchOrder');
  }

  private apply(order: Order, action: OrderAction): ControlResult {
    const result = this.book.apply(order, action);
    return result.ok ? { ok: true, order: this.view(result.order) } : refuse(result.reason);
  }
}
