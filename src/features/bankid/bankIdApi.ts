// The applicants' BankID requests (auth base /mypages/api/account): login, identification before registration and
// the leave-queue signature, over the shared protocol (src/components/bankid).
import { apiRequest } from '../../app/http';
import { bankIdRequests } from '../../components/bankid/bankIdProtocol';

const BASE = '/account';

const requests = bankIdRequests(apiRequest, {
  qrCode: `${BASE}/BankIdQrCode`,
  collect: `${BASE}/CollectBankIdSession`,
  cancel: `${BASE}/CancelBankIdSession`,
});

/** Collect, QR string and cancel of the applicants' orders. */
export const restTransport = requests.transport;

function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null) search.set(key, value);
  return search.toString();
}

/** Login by BankID; `returnUrl` comes back in the completed collect. */
export function startLoginSession(opts: { isQrCode: boolean; returnUrl?: string | null }) {
  return requests.start(`${BASE}/StartBankIdLoginSession?${query({ isQrCode: String(opts.isQrCode), returnUrl: opts.returnUrl })}`);
}

/** Identification before registration: the personal number goes in the body, never in a URL. */
export function startReregistrationSession(opts: { pnr: string; isQrCode: boolean; returnUrl?: string | null }) {
  const body: Record<string, unknown> = { pnr: opts.pnr, isQrCode: opts.isQrCode };
  if (opts.returnUrl) body.returnUrl = opts.returnUrl;
  return requests.start(`${BASE}/StartBankIdReregistrationSession`, { method: 'POST', body });
}

/** The logged-in applicant signs the leave-queue text. */
export function startDeregistrationSession(opts: { isQrCode: boolean; returnUrl?: string | null }) {
  return requests.start(`${BASE}/StartBankIdDeregistrationSession?${query({ isQrCode: String(opts.isQrCode), returnUrl: opts.returnUrl })}`);
}
