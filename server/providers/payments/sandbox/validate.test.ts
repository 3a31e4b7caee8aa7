import { orderItem, orderOf } from '../vat';
import { checkCancelRequest, checkChargeRequest, checkCreatePayment, checkRefundRequest, checkUnscheduledCharge, isNexiId } from './validate';

const order = orderOf('INV-10001', [orderItem({ reference: 'KOAVGIFT-2025', name: 'Köavgift 2025', unitGross: 30500 })]);
const checkout = {
  integrationType: 'HostedPaymentPage',
  returnUrl: 'https://portal.example/betalning/klar',
  cancelUrl: 'https://portal.example/betalning/avbruten',
  termsUrl: 'https://portal.example/villkor',
  charge: true,
  merchantHandlesConsumerData: true,
};
const hook = { eventName: 'payment.charge.created.v2', url: 'https://portal.example/hooks/nexi', authorization: 's3cretHookAuth1' };
const ok = { order, checkout, notifications: { webhooks: [hook] }, myReference: 'queue-fee-2025' };
type Body = Record<string, unknown>;
const withCheckout = (fields: Body) => ({ ...ok, checkout: { ...checkout, ...fields } });
const withHook = (fields: Body) => ({ ...ok, notifications: { webhooks: [{ ...hook, ...fields }] } });
const withOrder = (fields: Body) => ({ ...ok, order: { ...order, ...fields } });
const withItem = (fields: Body) => withOrder({ items: [{ ...order.items[0], ...fields }] });

/** The error paths of a result, or [] when valid. */
const paths = (r: { ok: boolean; errors?: Record<string, string[]> }) => (r.ok ? [] : Object.keys(r.errors ?? {}));

describe('create payment', () => {
  it.each<[string, unknown, string[]]>([
    ['the research example', ok, []],
    ['no body', null, ['body']],
    ['no webhooks, no reference', { order, checkout }, []],
    ['amount ≠ Σ gross', withOrder({ amount: 30000 }), ['order.amount']],
    ['no items', withOrder({ items: [] }), ['order.items']],
    ['amount in kronor', withOrder({ amount: 305.5 }), ['order.amount']],
    ['amount 0 without card storage', withOrder({ amount: 0, items: [{ ...order.items[0], unitPrice: 0, taxAmount: 0, grossTotalAmount: 0, netTotalAmount: 0 }] }), ['order.amount']],
    [
      'amount 0 to store a card',
      { ...withOrder({ amount: 0, items: [{ ...order.items[0], unitPrice: 0, taxAmount: 0, grossTotalAmount: 0, netTotalAmount: 0 }] }), unscheduledSubscription: { create: true } },
      [],
    ],
    ['currency lower case', withOrder({ currency: 'sek' }), ['order.currency']],
    ['item gross ≠ net + tax', withItem({ taxAmount: 6000 }), ['order.items[0].grossTotalAmount']],
    ['item without name', withItem({ name: '' }), ['order.items[0].name']],
    ['item quantity 0', withItem({ quantity: 0 }), ['order.items[0].quantity']],
    ['hosted without returnUrl', withCheckout({ returnUrl: undefined }), ['checkout.returnUrl']],
    ['without termsUrl', withCheckout({ termsUrl: undefined }), ['checkout.termsUrl']],
    ['embedded without url', withCheckout({ integrationType: 'EmbeddedCheckout' }), ['checkout.url']],
    ['default (embedded) without url', withCheckout({ integrationType: undefined }), ['checkout.url']],
    ['integration type in lower case', withCheckout({ integrationType: 'hostedpaymentpage' }), ['checkout.integrationType']],
    ['relative returnUrl', withCheckout({ returnUrl: '/betalning/klar' }), ['checkout.returnUrl']],
    ['http returnUrl (sandbox only)', withCheckout({ returnUrl: 'http://127.0.0.1:3000/klar' }), []],
    ['charge as text', withCheckout({ charge: 'true' }), ['checkout.charge']],
    ['http webhook (sandbox only)', withHook({ url: 'http://127.0.0.1:3000/hooks' }), []],
    ['webhook url too long', withHook({ url: `https://x.example/${'a'.repeat(240)}` }), ['notifications.webhooks[0].url']],
    ['unknown event', withHook({ eventName: 'payment.charge.created' }), ['notifications.webhooks[0].eventName']],
    ['authorization of 7', withHook({ authorization: 'abc1234' }), ['notifications.webhooks[0].authorization']],
    ['authorization of 8', withHook({ authorization: 'abcd1234' }), []],
    ['authorization of 32', withHook({ authorization: 'a'.repeat(32) }), []],
    ['authorization of 33', withHook({ authorization: 'a'.repeat(33) }), ['notifications.webhooks[0].authorization']],
    ['authorization with a dash', withHook({ authorization: 'abcd-1234' }), ['notifications.webhooks[0].authorization']],
    ['32 webhooks', { ...ok, notifications: { webhooks: Array(32).fill(hook) } }, []],
    ['33 webhooks', { ...ok, notifications: { webhooks: Array(33).fill(hook) } }, ['notifications.webhooks']],
    ['myReference of 36', { ...ok, myReference: 'x'.repeat(36) }, []],
    ['myReference of 37', { ...ok, myReference: 'x'.repeat(37) }, ['myReference']],
    ['subscription flag as text', { ...ok, unscheduledSubscription: { create: 'yes' } }, ['unscheduledSubscription.create']],
  ])('%s', (_name, body, expected) => {
    expect(paths(checkCreatePayment(body))).toEqual(expected);
  });

  it('lists every problem at once, with a message per path', () => {
    const result = checkCreatePayment({ order: { ...order, amount: 1 }, checkout: { integrationType: 'HostedPaymentPage' } });
    expect(result).toEqual({
      ok: false,
      errors: {
        'order.amount': ['Amount does not match the sum of the order items (30500).'],
        'checkout.returnUrl': ["'checkout.returnUrl' must not be empty."],
        'checkout.termsUrl': ["'checkout.termsUrl' must not be empty."],
      },
    });
  });
});

describe('charge, cancel, refund and stored-card charge', () => {
  it.each<[string, (b: unknown) => { ok: boolean; errors?: Record<string, string[]> }, unknown, string[]]>([
    ['charge', checkChargeRequest, { amount: 30500 }, []],
    ['partial charge with items', checkChargeRequest, { amount: 30500, orderItems: order.items, finalCharge: false }, []],
    ['charge of 0', checkChargeRequest, { amount: 0 }, ['amount']],
    ['charge without amount', checkChargeRequest, {}, ['amount']],
    ['charge, finalCharge as text', checkChargeRequest, { amount: 1, finalCharge: 'no' }, ['finalCharge']],
    ['cancel', checkCancelRequest, { amount: 30500 }, []],
    ['cancel of -1', checkCancelRequest, { amount: -1 }, ['amount']],
    ['refund', checkRefundRequest, { amount: 100 }, []],
    ['refund in kronor', checkRefundRequest, { amount: 1.5 }, ['amount']],
    ['stored-card charge', checkUnscheduledCharge, { order }, []],
    ['stored-card charge, amount mismatch', checkUnscheduledCharge, { order: { ...order, amount: 100 } }, ['order.amount']],
    ['stored-card charge without order', checkUnscheduledCharge, {}, ['order']],
  ])('%s', (_name, check, body, expected) => {
    expect(paths(check(body))).toEqual(expected);
  });
});

describe('ids', () => {
  it.each<[string, boolean]>([
    ['025400006091b1ef6937598058c4e487', true],
    ['025400006091B1EF6937598058C4E487', false],
    ['02540000-6091-b1ef-6937-598058c4e487', false],
    ['025400006091b1ef6937598058c4e48', false],
  ])('%s → %s', (id, valid) => expect(isNexiId(id)).toBe(valid));
});
