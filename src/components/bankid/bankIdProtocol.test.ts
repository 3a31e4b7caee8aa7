import { autoStartLink, parseCollect, parseStart } from './bankIdProtocol';

describe('parseStart', () => {
  it('reads a started QR order', () => {
    expect(parseStart(200, { success: true, method: 'qr', autoStartToken: null, qrCode: 'bankid.a.0.b', message: 'Starta BankID-appen' })).toEqual({
      ok: true,
      start: { method: 'qr', autoStartToken: null, qrCode: 'bankid.a.0.b', message: 'Starta BankID-appen' },
    });
  });

  it.each([
    { name: '503 with the BankID failure text', status: 503, body: { success: false, errorText: 'Något gick fel. Försök igen.' }, message: 'Något gick fel. Försök igen.' },
    { name: '400 with a text', status: 400, body: { success: false, errorText: 'Personnumret är inte giltigt' }, message: 'Personnumret är inte giltigt' },
    { name: '500 without a body', status: 500, body: null, message: 'Det gick inte att starta BankID. Försök igen om en stund.' },
  ])('$name', ({ status, body, message }) => {
    expect(parseStart(status, body)).toEqual({ ok: false, message });
  });
});

describe('parseCollect', () => {
  it('reads a completed login with its returnUrl', () => {
    expect(parseCollect(200, { success: true, status: 'complete', collectCompleted: true, successfulSigned: true, message: null, returnUrl: '/profile/account' })).toEqual({
      kind: 'answer',
      answer: { status: 'complete', hintCode: null, message: null, collectCompleted: true, successfulSigned: true, noAccount: false, returnUrl: '/profile/account', bankIdToken: null },
    });
  });

  it('reads noAccount and bankIdToken', () => {
    const outcome = parseCollect(200, { success: true, status: 'complete', successfulSigned: true, noAccount: true, bankIdToken: 'p' });
    expect(outcome).toMatchObject({ kind: 'answer', answer: { noAccount: true, bankIdToken: 'p' } });
  });

  it.each([
    { name: '410 is gone', status: 410, body: { errorText: 'BankID-sessionen finns inte längre. Börja om.' }, outcome: { kind: 'gone', message: 'BankID-sessionen finns inte längre. Börja om.' } },
    { name: '500 is a passing problem', status: 500, body: null, outcome: { kind: 'error', message: 'Något gick fel', transient: true } },
    { name: '403 is not', status: 403, body: { errorText: 'Begäran saknar giltigt skydd' }, outcome: { kind: 'error', message: 'Begäran saknar giltigt skydd', transient: false } },
  ])('$name', ({ status, body, outcome }) => {
    expect(parseCollect(status, body)).toEqual(outcome);
  });
});

it('autoStartLink builds the same-device launch link', () => {
  expect(autoStartLink('a1b2-c3')).toBe('bankid:///?autostarttoken=a1b2-c3&redirect=null');
});
