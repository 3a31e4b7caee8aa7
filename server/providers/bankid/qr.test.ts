import { isAuthentic, parseQrContent, qrContent, qrContentAt, qrTime } from './qr';

// BankID's published example (ActiveLogin test "QrData_From_BankId_Examples", recomputed in providers.md §2.5).
const token = '67df3917-fa0d-44e5-b327-edcc928297f8';
const secret = 'd28db9a7-4cde-429e-a983-359be676944c';

describe('animated QR code', () => {
  it.each([
    [0, 'bankid.67df3917-fa0d-44e5-b327-edcc928297f8.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8'],
    [1, 'bankid.67df3917-fa0d-44e5-b327-edcc928297f8.1.949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2'],
    [2, 'bankid.67df3917-fa0d-44e5-b327-edcc928297f8.2.a9e5ec59cb4eee4ef4117150abc58fad7a85439a6a96ccbecc3668b41795b3f3'],
  ])('t=%i gives the published content', (time, expected) => {
    expect(qrContent(token, secret, time)).toBe(expected);
  });

  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [29_999, 29],
    [-500, 0],
  ])('%i ms after the start is time %i', (ms, time) => {
    const start = new Date('2026-11-22T10:00:00Z');
    expect(qrTime(start, new Date(start.getTime() + ms))).toBe(time);
  });

  it('content at a moment uses the elapsed whole seconds', () => {
    const start = new Date('2026-11-22T10:00:00Z');
    expect(qrContentAt({ qrStartToken: token, qrStartSecret: secret }, start, new Date('2026-11-22T10:00:02.700Z'))).toBe(
      qrContent(token, secret, 2),
    );
  });

  it('parses and verifies a scanned code; a wrong secret or a changed time fails', () => {
    const scanned = parseQrContent(qrContent(token, secret, 1));
    expect(scanned).toEqual({ qrStartToken: token, time: 1, authCode: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(isAuthentic(scanned!, secret)).toBe(true);
    expect(isAuthentic(scanned!, 'another-secret')).toBe(false);
    expect(isAuthentic({ ...scanned!, time: 2 }, secret)).toBe(false);
  });

  it.each(['', 'bankid.', `bankid.${token}.x.abc`, `bankid.${token}.01.${'a'.repeat(64)}`, `qr.${token}.0.${'a'.repeat(64)}`])(
    'rejects %j',
    (content) => {
      expect(parseQrContent(content)).toBeNull();
    },
  );
});
