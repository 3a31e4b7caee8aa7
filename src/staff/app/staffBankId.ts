// Staff login with BankID over the staff API (/staff/api/bankid): start an order, poll it, and when it completes the
// server has opened the staff session (or refused it); the app then asks GET /staff/api/me who is logged in. The proof
// of the order never comes to the browser.
import { bankIdRequests, type CollectAnswer, type StartOutcome } from '../../components/bankid/bankIdProtocol';
import { apiRequest } from './http';
import { checkStaffSession, staffLoginMessages, staffSessionVar } from './staffSession';

const requests = bankIdRequests(apiRequest, { qrCode: '/bankid/qr', collect: '/bankid/collect', cancel: '/bankid/cancel' });

/** QR string, collect and cancel of this browser's staff order. */
export const staffBankIdTransport = requests.transport;

export function startStaffBankIdLogin(isQrCode: boolean): Promise<StartOutcome> {
  return requests.start('/bankid/start', { method: 'POST', body: { isQrCode } });
}

/** A completed order: nothing when the staff member is now logged in, otherwise the refusal to show. */
export async function completeStaffBankIdLogin(answer: CollectAnswer): Promise<string | void> {
  if (answer.noAccount) return answer.message ?? staffLoginMessages.failed;
  await checkStaffSession();
  if (staffSessionVar().status !== 'in') return staffLoginMessages.failed;
}
