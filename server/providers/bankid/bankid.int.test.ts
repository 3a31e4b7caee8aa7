// The real client against the sandbox over HTTP: order life, timeouts, the one-order-per-person rule,
// retention, cancel, BankID's error answers and the tester page. The sandbox's clock is injected and moved.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { BankIdClient, BankIdError, toBase64Utf8 } from './client';
import { rfaForCollect, userMessage } from './messages';
import { qrContent, qrContentAt } from './qr';
import { bankidSandboxPlugin } from './sandbox/plugin';
import { BankIdSandboxDriver } from './sandbox/driver';
import type { CollectResponse, OrderResponse } from './types';

const T0 = new Date('2026-11-22T10:00:00Z');
const ANNA = '199001012385';
const ERIK = '198710152391';
const ip = '192.0.2.10';

let app: FastifyInstance;
let sandboxUrl: string;
let client: BankIdClient;
let driver: BankIdSandboxDriver;
const clock = { now: new Date(T0) };
const advance = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};

beforeEach(async () => {
  clock.now = new Date(T0);
  app = Fastify();
  await app.register(bankidSandboxPlugin, { prefix: '/sandbox/bankid', now: () => clock.now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  sandboxUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox/bankid`;
  client = new BankIdClient({ baseUrl: sandboxUrl });
  driver = new BankIdSandboxDriver(sandboxUrl);
});
afterEach(async () => {
  await app.close();
});

const hint = (r: CollectResponse) => `${r.status}/${'hintCode' in r ? r.hintCode : '-'}`;
const qrNow = (order: OrderResponse, startedAt = T0) => qrContentAt(order, startedAt, clock.now);

async function rejection(p: Promise<unknown>): Promise<BankIdError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BankIdError);
  return err as BankIdError;
}

describe('identification with an animated QR code', () => {
  it('walks outstandingTransaction → userSign → complete with completionData', async () => {
    const order = await client.auth({ endUserIp: ip });
    expect(order).toEqual({
      orderRef: expect.stringMatching(/^[0-9a-f-]{36}$/),
      autoStartToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
      qrStartToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
      qrStartSecret: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const first = await client.collect(order.orderRef);
    expect(first).toEqual({ orderRef: order.orderRef, status: 'pending', hintCode: 'outstandingTransaction' });
    expect(userMessage(rfaForCollect(first, { method: 'qr' })!)).toBe('Starta BankID-appen');

    advance(3);
    expect((await driver.scan(qrNow(order), ANNA)).ok).toBe(true);
    const signing = await client.collect(order.orderRef);
    expect(hint(signing)).toBe('pending/userSign');
    expect(rfaForCollect(signing, { method: 'qr' })).toBe('RFA9');

    advance(5);
    expect(await driver.approve(order.orderRef)).toMatchObject({ ok: true, order: { status: 'complete' } });
    const done = await client.collect(order.orderRef);
    if (done.status !== 'complete') throw new Error(`not complete: ${hint(done)}`);
    const data = done.completionData;
    expect(data.user).toEqual({ personalNumber: ANNA, name: 'Anna Andersson', givenName: 'Anna', surname: 'Andersson' });
    expect(data.device).toEqual({ ipAddress: ip, uhi: expect.stringMatching(/^[A-Za-z0-9+/]{27}=$/) });
    expect(data.bankIdIssueDate).toMatch(/^202[0-4]-\d\d-\d\d$/);
    expect(data.stepUp).toBeUndefined();
    const xml = Buffer.from(data.signature, 'base64').toString('utf8');
    expect(xml).toMatch(/^<\?xml .*<Signature xmlns="http:\/\/www.w3.org\/2000\/09\/xmldsig#">.*<funcId>Identification<\/funcId>/);
    expect(Buffer.from(data.ocspResponse, 'base64')[0]).toBe(0x30); // a DER SEQUENCE
    expect(await client.collect(order.orderRef)).toEqual(done); // collectable again, same bytes
  });

  it('refuses a forged, future or stale QR code', async () => {
    const order = await client.auth({ endUserIp: ip });
    advance(10);
    expect(await driver.scan(qrContent(order.qrStartToken, 'wrong-secret', 10), ANNA)).toMatchObject({ ok: false, error: 'invalidQr' });
    expect(await driver.scan(qrContent(order.qrStartToken, order.qrStartSecret, 12), ANNA)).toMatchObject({ ok: false, error: 'invalidQr' });
    expect(await driver.scan(qrContent(order.qrStartToken, order.qrStartSecret, 4), ANNA)).toMatchObject({ ok: false, error: 'staleQr' });
    expect(await driver.scan(qrContent(order.qrStartToken, order.qrStartSecret, 5), ANNA)).toMatchObject({ ok: true });
  });

  it('fails with startFailed when nobody scans within 30 s', async () => {
    const order = await client.auth({ endUserIp: ip });
    advance(29);
    expect(hint(await client.collect(order.orderRef))).toBe('pending/outstandingTransaction');
    advance(1);
    const failed = await client.collect(order.orderRef);
    expect(hint(failed)).toBe('failed/startFailed');
    expect(rfaForCollect(failed, { method: 'qr' })).toBe('RFA17B');
    expect(await driver.scan(qrNow(order), ANNA)).toMatchObject({ ok: false, error: 'notPending' });
  });

  it('fails with expiredTransaction when the user never signs within 3 minutes', async () => {
    const order = await client.auth({ endUserIp: ip });
    advance(10);
    await driver.scan(qrNow(order), ANNA);
    advance(169);
    expect(hint(await client.collect(order.orderRef))).toBe('pending/userSign');
    advance(1);
    expect(hint(await client.collect(order.orderRef))).toBe('failed/expiredTransaction');
    expect(await driver.approve(order.orderRef)).toMatchObject({ ok: false, error: 'notPending' });
  });

  it('reports userCancel and certificateErr', async () => {
    const a = await client.auth({ endUserIp: ip });
    await driver.scan(qrNow(a), ANNA);
    await driver.cancel(a.orderRef);
    expect(hint(await client.collect(a.orderRef))).toBe('failed/userCancel');
    const b = await client.auth({ endUserIp: ip });
    await driver.open(b.orderRef, ERIK);
    await driver.fail(b.orderRef, 'certificateErr');
    expect(hint(await client.collect(b.orderRef))).toBe('failed/certificateErr');
  });
});

describe('signing with autostart on the same device', () => {
  it('reports started, then userSign, and completes with the signed text in the signature', async () => {
    const text = 'Jag intygar att uppgifterna om mitt hushåll är riktiga.';
    const order = await client.sign({
      endUserIp: ip,
      userVisibleData: toBase64Utf8(text),
      userNonVisibleData: toBase64Utf8('{"applicationId":42}'),
      requirement: { mrtd: false },
    });
    advance(1);
    const scanned = await driver.scan(`bankid:///?autostarttoken=${order.autoStartToken}&redirect=null`, ERIK);
    expect(scanned).toMatchObject({ ok: true, order: { type: 'sign', visibleText: text, pickedUpVia: 'autostart' } });
    const started = await client.collect(order.orderRef);
    expect(hint(started)).toBe('pending/started');
    expect(rfaForCollect(started, { method: 'autostart', mobile: true })).toBe('RFA15B');
    advance(1);
    expect(hint(await client.collect(order.orderRef))).toBe('pending/userSign');
    await driver.approve(order.orderRef);
    const done = await client.collect(order.orderRef);
    if (done.status !== 'complete') throw new Error('not complete');
    const xml = Buffer.from(done.completionData.signature, 'base64').toString('utf8');
    expect(xml).toContain(`<usrVisibleData charset="UTF-8" visible="wysiwys">${toBase64Utf8(text)}</usrVisibleData>`);
    expect(xml).toContain('<funcId>Signing</funcId>');
  });

  it('asks for an ID document when mrtd is required and reports stepUp', async () => {
    const order = await client.auth({ endUserIp: ip, requirement: { mrtd: true } });
    await driver.scan(order.autoStartToken, ANNA);
    advance(2);
    expect(hint(await client.collect(order.orderRef))).toBe('pending/userMrtd');
    await driver.approve(order.orderRef);
    const done = await client.collect(order.orderRef);
    expect(done.status === 'complete' && done.completionData.stepUp).toEqual({ mrtd: true });
  });
});

describe('one order per person', () => {
  it('refuses a second order naming the same person (alreadyInProgress) and cancels the first', async () => {
    const first = await client.auth({ endUserIp: ip, requirement: { personalNumber: ANNA } });
    advance(5);
    expect(hint(await client.collect(first.orderRef))).toBe('pending/noClient');
    const err = await rejection(client.auth({ endUserIp: ip, requirement: { personalNumber: ANNA } }));
    expect(err).toMatchObject({ errorCode: 'alreadyInProgress', httpStatus: 400 });
    const cancelled = await client.collect(first.orderRef);
    expect(hint(cancelled)).toBe('failed/cancelled');
    expect(rfaForCollect(cancelled, { method: 'qr' })).toBe('RFA3');
    // Once nothing is in progress for her, a new order goes through.
    expect((await client.auth({ endUserIp: ip, requirement: { personalNumber: ANNA } })).orderRef).toBeTruthy();
  });

  it('lets only the named person open an order', async () => {
    const order = await client.auth({ endUserIp: ip, requirement: { personalNumber: ANNA } });
    expect(await driver.open(order.orderRef, ERIK)).toMatchObject({ ok: false, error: 'wrongPerson' });
    expect(await driver.open(order.orderRef, ANNA)).toMatchObject({ ok: true });
  });

  it('cancels an order in progress when the same person starts another in the app', async () => {
    const first = await client.auth({ endUserIp: ip });
    await driver.scan(qrNow(first), ERIK);
    advance(4);
    const second = await client.auth({ endUserIp: ip });
    await driver.scan(qrNow(second, clock.now), ERIK);
    expect(hint(await client.collect(first.orderRef))).toBe('failed/cancelled');
    expect(hint(await client.collect(second.orderRef))).toBe('pending/userSign');
  });
});

describe('retention and cancel', () => {
  it('keeps a complete order 3 minutes, then answers invalidParameters', async () => {
    const order = await client.auth({ endUserIp: ip });
    await driver.open(order.orderRef, ANNA);
    await driver.approve(order.orderRef);
    advance(179);
    expect((await client.collect(order.orderRef)).status).toBe('complete');
    advance(1);
    expect(await rejection(client.collect(order.orderRef))).toMatchObject({ errorCode: 'invalidParameters', details: 'No such order' });
  });

  it('keeps a failed order 5 minutes', async () => {
    const order = await client.auth({ endUserIp: ip });
    advance(30 + 299);
    expect(hint(await client.collect(order.orderRef))).toBe('failed/startFailed');
    advance(1);
    expect(await rejection(client.collect(order.orderRef))).toMatchObject({ errorCode: 'invalidParameters' });
  });

  it("the RP's cancel removes the order; collect and a second cancel find no such order", async () => {
    const order = await client.auth({ endUserIp: ip });
    await client.cancel(order.orderRef);
    expect(await rejection(client.collect(order.orderRef))).toMatchObject({ errorCode: 'invalidParameters', details: 'No such order' });
    expect(await rejection(client.cancel(order.orderRef))).toMatchObject({ errorCode: 'invalidParameters' });
    expect(await driver.approve(order.orderRef, ANNA)).toMatchObject({ ok: false, error: 'noSuchOrder' });
  });
});

describe("BankID's error answers", () => {
  it('validates requests like BankID', async () => {
    expect(await rejection(client.auth({ endUserIp: 'not-an-ip' }))).toMatchObject({ errorCode: 'invalidParameters', details: 'Invalid endUserIp' });
    expect(await rejection(client.sign({ endUserIp: ip, userVisibleData: 'inte base64!' }))).toMatchObject({ details: 'Invalid userVisibleData' });
    expect(await rejection(client.sign({ endUserIp: ip } as never))).toMatchObject({ details: 'Missing userVisibleData' });
    expect(await rejection(client.collect('not-a-ref'))).toMatchObject({ errorCode: 'invalidParameters', httpStatus: 400 });
  });

  it.each<[string, RequestInit, string, number, string]>([
    ['a GET', { method: 'GET' }, 'auth', 405, 'methodNotAllowed'],
    ['a charset parameter', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{}' }, 'auth', 415, 'unsupportedMediaType'],
    ['XML', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' }, 'auth', 415, 'unsupportedMediaType'],
    ['broken JSON', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"endUserIp":' }, 'auth', 400, 'invalidParameters'],
    ['an unknown method', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, 'phone/auth', 404, 'notFound'],
  ])('answers %s with %i %s', async (_name, init, method, status, errorCode) => {
    const res = await fetch(`${sandboxUrl}/rp/v6.0/${method}`, init);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ errorCode, details: expect.any(String) });
  });

  it('turns no answer into requestTimeout or internalError without an HTTP status', async () => {
    const closed = new BankIdClient({ baseUrl: 'http://127.0.0.1:9' });
    expect(await rejection(closed.collect('131daac9-16c6-4618-beb0-365768f37288'))).toMatchObject({ errorCode: 'internalError', httpStatus: null });
  });
});

describe('tester page', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });

  it('lists pending orders with the text to sign, scans by form and redirects to the order', async () => {
    const order = await client.sign({ endUserIp: ip, userVisibleData: toBase64Utf8('Avtal <lägenhet> 3 rok') });
    const html = await (await fetch(`${sandboxUrl}/`)).text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<h1>BankID-sandlåda</h1>');
    expect(html).toContain('Avtal &lt;lägenhet&gt; 3 rok');
    expect(html).toContain(`value="${order.orderRef}"`);

    const res = await fetch(`${sandboxUrl}/tester/scan`, form({ person: ANNA, code: qrNow(order) }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/sandbox/bankid/?order=${order.orderRef}&notice=scan#order`);
    const after = await (await fetch(`${sandboxUrl}/?order=${order.orderRef}&notice=scan`)).text();
    expect(after).toContain('Ordern är öppnad i appen.');
    expect(after).toContain('>Godkänn</button>');
    expect(after).toContain('Anna Andersson, 19900101-2385');

    const approve = await fetch(`${sandboxUrl}/tester/approve`, form({ person: ANNA, orderRef: order.orderRef }));
    expect(approve.status).toBe(303);
    expect((await client.collect(order.orderRef)).status).toBe('complete');
  });

  it('shows a form error with the field marked, and takes a typed-in person', async () => {
    const order = await client.auth({ endUserIp: ip });
    const bad = await fetch(`${sandboxUrl}/tester/open`, form({ person: 'other', personalNumber: '199001012386', givenName: 'X', surname: 'Y', orderRef: order.orderRef }));
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/id="personalNumber"[^>]*aria-invalid="true"/);
    const good = await fetch(`${sandboxUrl}/tester/open`, form({ person: 'other', personalNumber: '19640415-3832', givenName: 'Lars', surname: 'Nilsson', orderRef: order.orderRef }));
    expect(good.status).toBe(303);
    await fetch(`${sandboxUrl}/tester/fail?hintCode=certificateErr`, form({ orderRef: order.orderRef }));
    expect(hint(await client.collect(order.orderRef))).toBe('failed/certificateErr');
  });

  it('refuses a cross-site post', async () => {
    const order = await client.auth({ endUserIp: ip });
    const res = await fetch(`${sandboxUrl}/tester/open`, {
      ...form({ person: ANNA, orderRef: order.orderRef }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(hint(await client.collect(order.orderRef))).toBe('pending/outstandingTransaction');
  });

  it('lists orders as JSON without the QR secret', async () => {
    const order = await client.auth({ endUserIp: ip });
    const [listed] = await driver.orders();
    expect(listed).toMatchObject({ orderRef: order.orderRef, type: 'auth', status: 'pending', allowedActions: ['pickUp', 'startFailed'] });
    expect(JSON.stringify(listed)).not.toContain(order.qrStartSecret);
  });
});
