import { isAuthorizedWebhook, parseWebhookEnvelope, verifyWebhook } from './webhooks';

const registered = 's3cretHookAuth1';
const envelope = {
  id: '0d9ad0e3a1f34ec4a5d1b7ab6b4f0e21',
  merchantId: 100017120,
  timestamp: '2026-11-22T10:00:00.000Z',
  event: 'payment.charge.created.v2',
  data: { paymentId: '025400006091b1ef6937598058c4e487', chargeId: '0d9ad0e3a1f34ec4a5d1b7ab6b4f0e21', amount: { amount: 30500, currency: 'SEK' } },
};

describe('isAuthorizedWebhook', () => {
  it.each<[string, string | string[] | undefined, string, boolean]>([
    ['the registered value', registered, registered, true],
    ['another value', 's3cretHookAuth2', registered, false],
    ['a prefix', 's3cretHook', registered, false],
    ['a longer value', `${registered}x`, registered, false],
    ['other case', registered.toUpperCase(), registered, false],
    ['with Bearer', `Bearer ${registered}`, registered, false],
    ['no header', undefined, registered, false],
    ['repeated header', [registered, registered], registered, false],
    ['empty header', '', registered, false],
    ['nothing registered', '', '', false],
  ])('%s → %s', (_name, header, reg, expected) => {
    expect(isAuthorizedWebhook(header, reg)).toBe(expected);
  });
});

describe('parseWebhookEnvelope', () => {
  it.each<[string, unknown, string | null]>([
    ['an envelope', envelope, null],
    ['the same as JSON text', JSON.stringify(envelope), null],
    ['not JSON', '{', 'Body is not JSON'],
    ['an array', [envelope], 'Body is not an object'],
    ['no id', { ...envelope, id: '' }, 'Missing id'],
    ['merchantId as text', { ...envelope, merchantId: '100017120' }, 'Missing merchantId'],
    ['bad timestamp', { ...envelope, timestamp: 'igår' }, 'Invalid timestamp'],
    ['not a payment event', { ...envelope, event: 'order.created' }, 'Invalid event'],
    ['no paymentId', { ...envelope, data: { amount: { amount: 1, currency: 'SEK' } } }, 'Missing data.paymentId'],
  ])('%s', (_name, body, problem) => {
    const result = parseWebhookEnvelope(body);
    expect(result.ok ? null : result.details).toBe(problem);
  });

  it('keeps an event name it does not know (Nexi may add some)', () => {
    const result = parseWebhookEnvelope({ ...envelope, event: 'payment.something.new' });
    expect(result.ok && result.envelope.event).toBe('payment.something.new');
  });
});

describe('verifyWebhook', () => {
  it('checks the header before looking at the body', () => {
    expect(verifyWebhook('wrong', 'not json', registered)).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(verifyWebhook(registered, 'not json', registered)).toMatchObject({ ok: false, reason: 'invalidBody' });
    expect(verifyWebhook(registered, envelope, registered)).toEqual({ ok: true, envelope });
  });
});
