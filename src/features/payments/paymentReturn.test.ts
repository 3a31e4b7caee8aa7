import {
  AUTOPAY_RETURN,
  CARD_PAYMENT_RETURN,
  isWebAddress,
  paymentLinkPath,
  paymentLinkRequestPath,
  readAutopayReturn,
  readPaymentReturn,
  REGISTRATION_PAYMENT_RETURN,
  withoutReturnParams,
} from './paymentReturn';

describe('payment return addresses', () => {
  it('are the app paths the server and the provider send the browser back to', () => {
    expect(CARD_PAYMENT_RETURN).toEqual({ redirectUrl: '/payment/completed', cancelUrl: '/payment/canceled' });
    expect(REGISTRATION_PAYMENT_RETURN).toEqual({
      redirectUrl: '/registration/registrationpaymentcomplete',
      cancelUrl: '/registration/registrationpaymentcancelled',
    });
    expect(AUTOPAY_RETURN).toEqual({ redirectUrl: '/profile/account?autopay=registered', cancelUrl: '/profile/account?autopay=cancelled' });
  });

  it('reads orderId, paymentid and key from the query', () => {
    expect(readPaymentReturn('?orderId=1042&paymentid=0123456789abcdef0123456789abcdef')).toEqual({
      orderId: 1042,
      paymentId: '0123456789abcdef0123456789abcdef',
      key: null,
    });
    expect(readPaymentReturn('?orderId=7&key=AbC-_12&paymentid=x1')).toEqual({ orderId: 7, paymentId: 'x1', key: 'AbC-_12' });
    expect(readPaymentReturn(new URLSearchParams('orderId=7'))).toEqual({ orderId: 7, paymentId: null, key: null });
  });

  it('ignores values that cannot be ours', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '99999999999', '']) {
      expect(readPaymentReturn(`?orderId=${bad}`).orderId).toBeNull();
    }
    expect(readPaymentReturn('?orderId=1&paymentid=<script>').paymentId).toBeNull();
    expect(readPaymentReturn('?orderId=1&key=a%20b').key).toBeNull();
    expect(readPaymentReturn('').orderId).toBeNull();
  });

  it('builds the payment link again and its REST request with our return paths', () => {
    expect(paymentLinkPath(12, 'k_ey-1')).toBe('/p?orderId=12&key=k_ey-1');
    expect(paymentLinkRequestPath(12, 'k_ey-1')).toBe(
      '/payment-link?orderId=12&key=k_ey-1&completeUrl=%2Fpayment-by-link%2Fcomplete&cancelUrl=%2Fpayment-by-link%2Fcancel',
    );
  });

  it('reads the autopay return and takes the return parameters off the query', () => {
    expect(readAutopayReturn('?autopay=registered&paymentid=abc')).toBe('registered');
    expect(readAutopayReturn('?autopay=cancelled')).toBe('cancelled');
    expect(readAutopayReturn('?autopay=other')).toBeNull();
    expect(readAutopayReturn('')).toBeNull();
    expect(withoutReturnParams('?autopay=registered&paymentid=abc')).toBe('');
    expect(withoutReturnParams('?autopay=cancelled&tab=x')).toBe('?tab=x');
  });

  it('follows only web addresses', () => {
    expect(isWebAddress('https://checkout.example/hosted?id=1')).toBe(true);
    expect(isWebAddress('http://localhost:4173/sandbox/payments/checkout/abc')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,hi')).toBe(false);
    expect(isWebAddress('/relative')).toBe(false);
    expect(isWebAddress('')).toBe(false);
  });
});
