// What the staff services return about a staff member, and the stored role as the actor's role.
import type { StaffUserRow } from '../db/schema';
import type { StaffRole } from '../domain/actor';

export interface StaffView {
  staffUserId: number;
  name: string;
  email: string;
  role: StaffRole;
  /** The role's Swedish name, as the back office shows it. */
  roleText: string;
}

const roles: Record<StaffUserRow['role'], StaffRole> = { caseHandler: 'handlaggare', admin: 'administrator' };
const roleTexts: Record<StaffRole, string> = { handlaggare: 'Handläggare', administrator: 'Administratör' };

export const staffRoleOf = (row: Pick<StaffUserRow, 'role'>): StaffRole => roles[row.role];

/** A role as stored (the table's own words). */
export const storedRoleOf = (role: StaffRole): StaffUserRow['role'] => (role === 'administrator' ? 'admin' : 'caseHandler');

export const toStaffView = (row: StaffUserRow): StaffView => ({
  staffUserId: row.staffUserId,
  name: row.name,
  email: row.email,
  role: staffRoleOf(row),
  roleText: roleTexts[staffRoleOf(row)],
});
