// The staff BankID requests: where they go (the staff API, with the staff CSRF token) and what a completed order
// means for the app (a staff session read from /me, or the refusal to show).
import type { CollectAnswer } from '../../components/bankid/bankIdProtocol';
import { completeStaffBankIdLogin, staffBankIdTransport, startStaffBankIdLogin } from './staffBankId';
import { staffLoginMessages, staffSessionVar } from './staffSession';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const call = (i: number) => ({ url: String(fetchMock.mock.calls[i]?.[0]), init: fetchMock.mock.calls[i]?.[1] });
const complete = (extra: Partial<CollectAnswer>): CollectAnswer => ({
  status: 'complete', hintCode: null, message: null, collectCompleted: true, successfulSigned: true, noAccount: false, returnUrl: null, bankIdToken: null, ...extra,
});
const karin = { staffUserId: 1, name: 'Karin Handläggare', email: 'karin@example.se', role: 'handlaggare', roleText: 'Handläggare' };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'csrf_token=applicant; staff_csrf_token=staff' });
  staffSessionVar({ status: 'out', expired: false });
});
afterEach(() => vi.unstubAllGlobals());

it('starts the order on this device at /staff/api/bankid/start with the staff CSRF token', async () => {
  fetchMock.mockResolvedValue(json({ success: true, method: 'autostart', autoStartToken: 'tok', qrCode: null, message: 'Försöker starta BankID-appen.' }));
  await expect(startStaffBankIdLogin(false)).resolves.toEqual({ ok: true, start: { method: 'autostart', autoStartToken: 'tok', qrCode: null, message: 'Försöker starta BankID-appen.' } });
  expect(call(0).url).toBe('/staff/api/bankid/start');
  expect(call(0).init?.method).toBe('POST');
  expect(JSON.parse(String(call(0).init?.body))).toEqual({ isQrCode: false });
  expect(new Headers(call(0).init?.headers).get('x-csrf-token')).toBe('staff');
});

it('polls, reads the QR string and cancels on the staff API', async () => {
  fetchMock.mockResolvedValue(json({ qrCode: 'bankid.q' }));
  await staffBankIdTransport.qrCode();
  await staffBankIdTransport.collect();
  await staffBankIdTransport.cancel();
  expect([0, 1, 2].map((i) => call(i).url)).toEqual(['/staff/api/bankid/qr', '/staff/api/bankid/collect', '/staff/api/bankid/cancel']);
});

it('a completed login reads the staff member from /me', async () => {
  fetchMock.mockResolvedValue(json({ success: true, staff: karin, session: { timeoutSeconds: 900 } }));
  await expect(completeStaffBankIdLogin(complete({}))).resolves.toBeUndefined();
  expect(call(0).url).toBe('/staff/api/me');
  expect(staffSessionVar()).toEqual({ status: 'in', staff: karin });
});

it('a refusal is shown as it came, without asking /me', async () => {
  await expect(completeStaffBankIdLogin(complete({ noAccount: true, message: 'Du har inget konto i handläggningen.' }))).resolves.toBe('Du har inget konto i handläggningen.');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(staffSessionVar().status).toBe('out');
});

it('no staff session after all is a failure to show', async () => {
  fetchMock.mockResolvedValue(json({ success: false }));
  await expect(completeStaffBankIdLogin(complete({}))).resolves.toBe(staffLoginMessages.failed);
  expect(staffSessionVar().status).toBe('out');
});
