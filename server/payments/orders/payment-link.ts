// Payment links in e-mails (/p?orderId=…&key=…): the key is an HMAC of the order id, so nobody can walk the
// order numbers to see other people's orders or pay pages.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const paymentLinkKey = (secret: string, orderId: number) =>
  createHmac('sha256', secret).update(`order:${orderId}`).digest('base64url').slice(0, 22);

export function isValidPaymentLinkKey(secret: string, orderId: number, key: string | undefined): boolean {
  if (!key) return false;
  const a = Buffer.from(paymentLinkKey(secret, orderId));
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const paymentLinkPath = (secret: string, orderId: number) => `/mypages/app/p?orderId=${orderId}&key=${paymentLinkKey(secret, orderId)}`;
