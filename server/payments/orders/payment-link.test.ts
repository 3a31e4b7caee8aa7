import { isValidPaymentLinkKey, paymentLinkKey, paymentLinkPath } from './payment-link';

describe('payment link keys', () => {
  const secret = 'a-secret-of-enough-length';
  it('accepts the key of its own order only', () => {
    const key = paymentLinkKey(secret, 42);
    expect(isValidPaymentLinkKey(secret, 42, key)).toBe(true);
    expect(isValidPaymentLinkKey(secret, 43, key)).toBe(false);
    expect(isValidPaymentLinkKey('another-secret-value!', 42, key)).toBe(false);
    expect(isValidPaymentLinkKey(secret, 42, undefined)).toBe(false);
    expect(isValidPaymentLinkKey(secret, 42, `${key}x`)).toBe(false);
  });
  it('builds the app path', () => {
    expect(paymentLinkPath(secret, 7)).toMatch(/^\/mypages\/app\/p\?orderId=7&key=[\w-]{22}$/);
  });
});
