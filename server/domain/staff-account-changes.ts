// Which changes of a staff account an administrator may make: never take away their own administrator role or close
// their own account, and never leave the agency without an active administrator. Pure; the accounts service applies it
// inside the change's transaction with the count it read there.
import { staffAccountMessages as msg, type StaffAccountRole } from '../../src/rules/staff-accounts';

export interface AccountState {
  staffUserId: number;
  role: StaffAccountRole;
  active: boolean;
}

export function accountChangeRefusal(actorStaffUserId: number, before: AccountState, after: Omit<AccountState, 'staffUserId'>, activeAdministrators: number): string | null {
  const own = before.staffUserId === actorStaffUserId;
  if (own && before.role === 'administrator' && after.role !== 'administrator') return msg.ownRole;
  if (own && !after.active) return msg.ownAccount;
  const wasCountedAdministrator = before.active && before.role === 'administrator';
  const staysAdministrator = after.active && after.role === 'administrator';
  if (wasCountedAdministrator && !staysAdministrator && activeAdministrators <= 1) return msg.lastAdministrator;
  return null;
}
