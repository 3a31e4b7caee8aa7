// The staff session as the app knows it: asked of GET /staff/api/me on start, set by a login, ended by a logout or
// by the server (a query refused UNAUTHENTICATED: the staff session's idle time, STAFF_SESSION_SECONDS, has passed).
import { makeVar } from '@apollo/client';
import { apiRequest } from './http';

export type StaffRoleName = 'handlaggare' | 'administrator';

export interface StaffMember {
  staffUserId: number;
  name: string;
  email: string;
  role: StaffRoleName;
  roleText: string;
}

export type StaffSession = { status: 'checking' } | { status: 'out'; expired: boolean } | { status: 'in'; staff: StaffMember };

export const staffSessionVar = makeVar<StaffSession>({ status: 'checking' });

const staffOf = (body: unknown): StaffMember | null => {
  const reply = body as { success?: boolean; staff?: StaffMember } | null;
  return reply?.success && reply.staff ? reply.staff : null;
};

export async function checkStaffSession(): Promise<void> {
  try {
    const reply = await apiRequest('/me');
    const staff = staffOf(reply.body);
    staffSessionVar(staff ? { status: 'in', staff } : { status: 'out', expired: false });
  } catch {
    staffSessionVar({ status: 'out', expired: false });
  }
}

export const staffLoginMessages = {
  failed: 'Inloggningen misslyckades. Försök igen om en stund.',
} as const;

export type StaffLoginOutcome = { ok: true } | { ok: false; message: string; validationErrors: { code: string; text: string }[] };

export async function staffLogin(credentials: { email: string; password: string }): Promise<StaffLoginOutcome> {
  try {
    const reply = await apiRequest('/login', { method: 'POST', body: credentials });
    const staff = staffOf(reply.body);
    if (staff) {
      staffSessionVar({ status: 'in', staff });
      return { ok: true };
    }
    const failed = reply.body as { errorText?: string; validationErrors?: { code: string; text: string }[] } | null;
    return { ok: false, message: failed?.errorText ?? staffLoginMessages.failed, validationErrors: failed?.validationErrors ?? [] };
  } catch {
    return { ok: false, message: staffLoginMessages.failed, validationErrors: [] };
  }
}

export async function staffLogout(): Promise<void> {
  try {
    await apiRequest('/logout', { method: 'POST' });
  } finally {
    staffSessionVar({ status: 'out', expired: false });
  }
}

/** The server ended the session (idle time): the app shows the login page with a notice. */
export function staffSessionEnded(): void {
  if (staffSessionVar().status === 'in') staffSessionVar({ status: 'out', expired: true });
}
