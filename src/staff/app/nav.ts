// The back office's main navigation: each area adds its entry (its start page under /mypages/admin/). An entry with
// a role is shown only to staff with that role (the server checks every operation again).
import type { StaffRoleName } from './staffSession';

export interface StaffNavItem {
  to: string;
  label: string;
  role?: StaffRoleName;
}

export const staffNav: StaffNavItem[] = [
  { to: '/', label: 'Att granska', role: 'handlaggare' },
  { to: '/sokande', label: 'Sökande', role: 'handlaggare' },
  { to: '/logg', label: 'Logg', role: 'handlaggare' },
  { to: '/personal', label: 'Personal', role: 'administrator' },
  { to: '/bostader', label: 'Bostäder', role: 'handlaggare' },
  { to: '/formedling', label: 'Förmedling', role: 'handlaggare' },
  { to: '/verktyg', label: 'Verktyg', role: 'handlaggare' },
];

/** The entries this staff member sees (an administrator has every role). */
export const navFor = (role: StaffRoleName): StaffNavItem[] =>
  staffNav.filter((item) => !item.role || item.role === role || role === 'administrator');
