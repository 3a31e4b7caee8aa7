// The payment link of a reminder e-mail (spec 000 §7): GET /mypages/api/payment-link with the order, its key
// and our return paths; the reply carries the provider's page. No session is needed.
import { apiRequest, NetworkError } from '../../app/http';
import { GENERIC_ERROR } from '../../components/resultText';
import { paymentLinkRequestPath } from './paymentReturn';
import { paymentTexts } from './paymentTexts';

export type PaymentLinkReply = { ok: true; paymentRedirectUrl: string } | { ok: false; message: string };

export const SERVER_UNREACHABLE = 'Server kan inte nås';

export function parsePaymentLinkReply(status: number, body: unknown): PaymentLinkReply {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status === 200 && b.error === false && typeof b.paymentRedirectUrl === 'string' && b.paymentRedirectUrl) {
    return { ok: true, paymentRedirectUrl: b.paymentRedirectUrl };
  }
  const errorText = typeof b.errorText === 'string' && b.errorText ? b.errorText : null;
  return { ok: false, message: errorText ?? (status === 404 ? paymentTexts.linkInvalid : GENERIC_ERROR) };
}

export async function requestPaymentLink(orderId: number, key: string): Promise<PaymentLinkReply> {
  try {
    const reply = await apiRequest(paymentLinkRequestPath(orderId, key));
    return parsePaymentLinkReply(reply.status, reply.body);
  } catch (error) {
    if (!(error instanceof NetworkError)) return { ok: false, message: GENERIC_ERROR };
    return { ok: false, message: SERVER_UNREACHABLE };
  }
}
