import { completionDataFor } from './completion';
import type { Order } from './order';

const order: Order = {
  orderRef: '131daac9-16c6-4618-beb0-365768f37288',
  autoStartToken: 'a',
  qrStartToken: 'q',
  qrStartSecret: 's',
  type: 'sign',
  createdAt: new Date('2026-11-22T09:59:50Z'),
  request: { endUserIp: '192.0.2.1', userVisibleData: Buffer.from('Hyresavtal <3 rok> & förråd').toString('base64') },
};
const anna = { personalNumber: '199001012385', givenName: 'Anna', surname: 'Andersson' };
const at = new Date('2026-11-22T10:00:00Z');

describe('completionData of a sandbox order', () => {
  const data = completionDataFor(order, anna, at);

  it('names the user and the device', () => {
    expect(data.user).toEqual({ personalNumber: anna.personalNumber, name: 'Anna Andersson', givenName: 'Anna', surname: 'Andersson' });
    expect(data.device.ipAddress).toBe('192.0.2.1');
    expect(completionDataFor({ ...order, orderRef: 'other' }, anna, at).device.uhi).toBe(data.device.uhi); // one phone per person
  });

  it('is the same on every collect, and differs between orders', () => {
    expect(completionDataFor(order, anna, at)).toEqual(data);
    expect(completionDataFor({ ...order, orderRef: 'other' }, anna, at).signature).not.toBe(data.signature);
  });

  it('signs the shown text as BankID does, in well-formed, escaped XML', () => {
    const xml = Buffer.from(data.signature, 'base64').toString('utf8');
    expect(xml).toContain(`<usrVisibleData charset="UTF-8" visible="wysiwys">${order.request.userVisibleData}</usrVisibleData>`);
    expect(xml).toContain('<funcId>Signing</funcId>');
    expect(xml).toContain('SERIALNUMBER=199001012385');
  });

  it('escapes a typed-in name in the XML', () => {
    const odd = { ...anna, surname: 'Andersson <& Söner>' };
    const xml = Buffer.from(completionDataFor(order, odd, at).signature, 'base64').toString('utf8');
    expect(xml).toContain('CN=Anna Andersson &lt;&amp; Söner&gt;,');
  });

  it('carries a DER OCSP response with status successful and type id-pkix-ocsp-basic', () => {
    const der = Buffer.from(data.ocspResponse, 'base64');
    expect([...der.subarray(0, 1)]).toEqual([0x30]);
    expect(der.includes(Buffer.from('0a0100', 'hex'))).toBe(true);
    expect(der.includes(Buffer.from('06092b0601050507300101', 'hex'))).toBe(true);
  });

  it('adds stepUp and risk only when asked for', () => {
    expect(data.stepUp).toBeUndefined();
    expect(data.risk).toBeUndefined();
    const asked = completionDataFor({ ...order, request: { ...order.request, requirement: { mrtd: true }, returnRisk: true } }, anna, at);
    expect(asked.stepUp).toEqual({ mrtd: true });
    expect(asked.risk).toBe('low');
  });
});
