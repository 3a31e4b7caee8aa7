// Drives a running payments sandbox over HTTP as a customer's browser and a tester would: fetches the hosted
// page and posts its form (url-encoded, with the page's own field names), and uses the tester's JSON endpoints.
// For integration and end-to-end tests.
import type { PaymentView } from './views';
import type { TesterSettings } from './tester-page';
import type { Delivery } from './webhook-queue';

export type CheckoutResult =
  /** The page let the browser go: to returnUrl?paymentid=… after a payment, or to cancelUrl. */
  | { redirected: true; status: number; location: string }
  /** The page stayed: `alert` is the text of its alert (or notice), e.g. "Betalningen godkändes inte …". */
  | { redirected: false; status: number; alert: string | null; html: string };

export interface CardDetails {
  /** MM/ÅÅ; default 12/49. */
  expiry?: string;
  /** Default 123. */
  cvc?: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

/** The text of the page's alert, or of its notice when the payment can no longer be paid. */
function alertOf(html: string): string | null {
  const m = /role="(?:alert|status)"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return m ? textOf(m[1]!) : null;
}

export class PaymentsSandboxDriver {
  /** sandboxUrl: where the sandbox is mounted, e.g. http://127.0.0.1:3000/sandbox/payments */
  constructor(private readonly sandboxUrl: string) {}

  /** Fills in the hosted page's card form and presses Betala. */
  payWithCard(paymentId: string, cardNumber: string, details: CardDetails = {}): Promise<CheckoutResult> {
    return this.submitCheckout(paymentId, { cardNumber, expiry: details.expiry ?? '12/49', cvc: details.cvc ?? '123', action: 'pay' });
  }

  /** Presses Avbryt on the hosted page. */
  cancelCheckout(paymentId: string): Promise<CheckoutResult> {
    return this.submitCheckout(paymentId, { cardNumber: '', expiry: '', cvc: '', action: 'cancel' });
  }

  /** The hosted page's HTML. */
  async checkoutPage(paymentId: string): Promise<{ status: number; html: string }> {
    const res = await fetch(this.url(`/checkout/${encodeURIComponent(paymentId)}`));
    return { status: res.status, html: await res.text() };
  }

  /** Reads the webhook and refund switches, or changes the ones given. */
  async settings(changes?: Partial<TesterSettings>): Promise<TesterSettings> {
    const res = changes
      ? await fetch(this.url('/tester/settings'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(changes) })
      : await fetch(this.url('/tester/settings'));
    if (!res.ok) throw new Error(`settings refused: ${await res.text()}`);
    return (await res.json()) as TesterSettings;
  }

  /** The tester's "Slutför väntande återbetalningar": the acquirer completes every pending refund. */
  async settleRefunds(): Promise<number> {
    const res = await fetch(this.url('/tester/settle-refunds'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    if (!res.ok) throw new Error(`settling refused: ${await res.text()}`);
    return ((await res.json()) as { settled: number }).settled;
  }

  /** Every payment with its deliveries, newest first. */
  async payments(): Promise<PaymentView[]> {
    const res = await fetch(this.url('/tester/payments'));
    return ((await res.json()) as { payments: PaymentView[] }).payments;
  }

  async payment(paymentId: string): Promise<PaymentView | undefined> {
    return (await this.payments()).find((p) => p.paymentId === paymentId);
  }

  /** The tester's "Skicka om": the delivery's event goes out again with the same event id. */
  async resend(deliveryId: string): Promise<Delivery> {
    const res = await fetch(this.url('/tester/resend'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deliveryId }) });
    if (!res.ok) throw new Error(`resend refused: ${await res.text()}`);
    return ((await res.json()) as { delivery: Delivery }).delivery;
  }

  private url(path: string): string {
    return `${this.sandboxUrl.replace(/\/+$/, '')}${path}`;
  }

  // Like a browser: load the page, then post its form to the form's own action.
  private async submitCheckout(paymentId: string, fields: Record<string, string>): Promise<CheckoutResult> {
    const { status, html } = await this.checkoutPage(paymentId);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) return { redirected: false, status, alert: alertOf(html), html };
    const res = await fetch(new URL(decode(action), this.sandboxUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    const location = res.headers.get('location');
    if (location) {
      await res.body?.cancel();
      return { redirected: true, status: res.status, location };
    }
    const page = await res.text();
    return { redirected: false, status: res.status, alert: alertOf(page), html: page };
  }
}
