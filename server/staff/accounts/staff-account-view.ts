// What the accounts area returns about a staff account: the staff view (name, e-mail, role), the personnummer masked,
// whether it is active, and since when it exists. The same shape is the audit row's before and after (no password hash,
// no full personnummer; a new password shows as passwordChanged).
import { maskPersonalIdentityNumber } from '../../../src/rules/personnummer';
import type { StaffUserRow } from '../../db/schema';
import { toStaffView, type StaffView } from '../staff-view';

export interface StaffAccountView extends StaffView {
  personalNumberMasked: string | null;
  active: boolean;
  createdAt: Date;
}

export const toStaffAccountView = (row: StaffUserRow): StaffAccountView => ({
  ...toStaffView(row),
  personalNumberMasked: row.personalNumber ? maskPersonalIdentityNumber(row.personalNumber) : null,
  active: row.active,
  createdAt: row.createdAt,
});

export const auditStateOf = (row: StaffUserRow) => {
  const { createdAt: _created, ...state } = toStaffAccountView(row);
  return state;
};
