import { checkOrderRef, checkOrderRequest } from './validate';

const text = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const ok = { endUserIp: '192.0.2.10' };

describe('auth and sign bodies', () => {
  it.each<[string, unknown, 'auth' | 'sign', string | null]>([
    ['minimal auth', ok, 'auth', null],
    ['IPv6 address', { endUserIp: '2001:db8::1' }, 'auth', null],
    ['no body', null, 'auth', 'Invalid request body'],
    ['an array', [ok], 'auth', 'Invalid request body'],
    ['no endUserIp', {}, 'auth', 'Invalid endUserIp'],
    ['a host name as endUserIp', { endUserIp: 'localhost' }, 'auth', 'Invalid endUserIp'],
    ['v5 top-level personalNumber', { ...ok, personalNumber: '199001012385' }, 'auth', expect.stringContaining('requirement.personalNumber')],
    ['sign without text', ok, 'sign', 'Missing userVisibleData'],
    ['sign with text', { ...ok, userVisibleData: text('Jag godkänner villkoren') }, 'sign', null],
    ['text not base64', { ...ok, userVisibleData: 'Hej då!' }, 'sign', 'Invalid userVisibleData'],
    ['empty text', { ...ok, userVisibleData: '' }, 'sign', 'Invalid userVisibleData'],
    ['text not UTF-8', { ...ok, userVisibleData: Buffer.from([0xff, 0xfe, 0x41]).toString('base64') }, 'sign', 'Invalid userVisibleData'],
    ['text at the limit', { ...ok, userVisibleData: text('a'.repeat(1125)) }, 'sign', null],
    ['text over the limit', { ...ok, userVisibleData: text('a'.repeat(1128)) }, 'sign', 'Invalid userVisibleData'],
    ['non-visible data', { ...ok, userVisibleData: text('x'), userNonVisibleData: text('{"id":1}') }, 'sign', null],
    ['non-visible data not base64', { ...ok, userNonVisibleData: '###' }, 'auth', 'Invalid userNonVisibleData'],
    ['markdown format', { ...ok, userVisibleData: text('# Rubrik'), userVisibleDataFormat: 'simpleMarkdownV1' }, 'sign', null],
    ['unknown format', { ...ok, userVisibleData: text('x'), userVisibleDataFormat: 'html' }, 'sign', 'Invalid userVisibleDataFormat'],
    ['format without text', { ...ok, userVisibleDataFormat: 'simpleMarkdownV1' }, 'auth', 'Invalid userVisibleDataFormat'],
    ['required person', { ...ok, requirement: { personalNumber: '199001012385', pinCode: true } }, 'auth', null],
    ['required person, bad check digit', { ...ok, requirement: { personalNumber: '199001012386' } }, 'auth', 'Invalid requirement.personalNumber'],
    ['required person, 10 digits', { ...ok, requirement: { personalNumber: '9001012385' } }, 'auth', 'Invalid requirement.personalNumber'],
    ['pinCode not boolean', { ...ok, requirement: { pinCode: 'yes' } }, 'auth', 'Invalid requirement.pinCode'],
    ['card reader', { ...ok, requirement: { cardReader: 'class2' } }, 'auth', null],
    ['bad card reader', { ...ok, requirement: { cardReader: 'class3' } }, 'auth', 'Invalid requirement.cardReader'],
    ['policies', { ...ok, requirement: { certificatePolicies: ['1.2.752.78.1.5'] } }, 'auth', null],
    ['bad policies', { ...ok, requirement: { certificatePolicies: 'x' } }, 'auth', 'Invalid requirement.certificatePolicies'],
    ['returnUrl', { ...ok, returnUrl: 'https://example.se/bankid?nonce=1' }, 'auth', null],
    ['bad returnUrl', { ...ok, returnUrl: 'javascript:alert(1)' }, 'auth', 'Invalid returnUrl'],
    ['returnRisk not boolean', { ...ok, returnRisk: 1 }, 'auth', 'Invalid returnRisk'],
    ['web device', { ...ok, web: { referringDomain: 'example.se', userAgent: 'Mozilla/5.0' } }, 'auth', null],
    ['web and app', { ...ok, web: {}, app: {} }, 'auth', 'Use either web or app, not both'],
    ['long user agent', { ...ok, web: { userAgent: 'x'.repeat(257) } }, 'auth', 'Invalid web.userAgent'],
    ['app device', { ...ok, app: { appIdentifier: 'se.example', deviceOS: 'iOS 18' } }, 'auth', null],
    ['bad app device', { ...ok, app: { deviceOS: 18 } }, 'auth', 'Invalid app.deviceOS'],
  ])('%s', (_name, body, type, problem) => {
    const result = checkOrderRequest(body, type);
    expect(result.ok ? null : result.details).toEqual(problem);
  });
});

describe('collect and cancel bodies', () => {
  it.each<[unknown, string | null]>([
    [{ orderRef: '131daac9-16c6-4618-beb0-365768f37288' }, null],
    [{ orderRef: '131DAAC9-16C6-4618-BEB0-365768F37288' }, null],
    [{ orderRef: 'abc' }, 'Invalid orderRef'],
    [{}, 'Invalid orderRef'],
    ['131daac9-16c6-4618-beb0-365768f37288', 'Invalid orderRef'],
  ])('%j', (body, problem) => {
    const result = checkOrderRef(body);
    expect(result.ok ? null : result.details).toBe(problem);
  });
});
