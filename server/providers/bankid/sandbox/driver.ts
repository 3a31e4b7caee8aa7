// Drives a running sandbox over HTTP through the tester's JSON endpoints, exactly as the tester page does:
// for integration and end-to-end tests that play the user's BankID app.
import type { ControlError, FailHint, OrderView } from './control';
import type { Identity } from './order';

export type DriverResult =
  | { ok: true; order: OrderView }
  | { ok: false; error: ControlError | 'invalidInput'; message: string; field?: string };

/** A test person's personnummer (see TEST_PERSONS) or a full identity. */
export type Who = string | Identity;

function identityFields(who?: Who): Record<string, string> {
  if (who === undefined) return {};
  return typeof who === 'string' ? { person: who } : { person: 'other', ...who };
}

export class BankIdSandboxDriver {
  /** sandboxUrl: where the sandbox is mounted, e.g. http://127.0.0.1:3000/sandbox/bankid */
  constructor(private readonly sandboxUrl: string) {}

  /** Scans a QR code (bankid.…) or uses an autostart token or launch link, as `who`. */
  scan(code: string, who?: Who): Promise<DriverResult> {
    return this.post('scan', { code, ...identityFields(who) });
  }

  /** Opens an order from the list, as if scanned. */
  open(orderRef: string, who?: Who): Promise<DriverResult> {
    return this.post('open', { orderRef, ...identityFields(who) });
  }

  approve(orderRef: string, who?: Who): Promise<DriverResult> {
    return this.post('approve', { orderRef, ...identityFields(who) });
  }

  /** The user cancels in the app (userCancel). */
  cancel(orderRef: string): Promise<DriverResult> {
    return this.post('cancel', { orderRef });
  }

  fail(orderRef: string, hintCode: FailHint): Promise<DriverResult> {
    return this.post('fail', { orderRef, hintCode });
  }

  async orders(): Promise<OrderView[]> {
    const res = await fetch(`${this.base()}/tester/orders`);
    return ((await res.json()) as { orders: OrderView[] }).orders;
  }

  private base() {
    return this.sandboxUrl.replace(/\/+$/, '');
  }

  private async post(action: string, body: Record<string, string>): Promise<DriverResult> {
    const res = await fetch(`${this.base()}/tester/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as DriverResult;
  }
}
