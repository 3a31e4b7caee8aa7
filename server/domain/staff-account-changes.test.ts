import { staffAccountMessages as msg } from '../../src/rules/staff-accounts';
import { accountChangeRefusal, type AccountState } from './staff-account-changes';

const admin = (staffUserId: number, active = true): AccountState => ({ staffUserId, role: 'administrator', active });
const handler = (staffUserId: number, active = true): AccountState => ({ staffUserId, role: 'handlaggare', active });
const ME = 1;

describe('accountChangeRefusal', () => {
  it.each([
    ['my own role taken away', admin(ME), { role: 'handlaggare', active: true }, 2, msg.ownRole],
    ['my own account closed', admin(ME), { role: 'administrator', active: false }, 2, msg.ownAccount],
    ['the last active administrator made a case handler', admin(2), { role: 'handlaggare', active: true }, 1, msg.lastAdministrator],
    ['the last active administrator closed', admin(2), { role: 'administrator', active: false }, 1, msg.lastAdministrator],
    ['another administrator made a case handler', admin(2), { role: 'handlaggare', active: true }, 2, null],
    ['a case handler made an administrator', handler(3), { role: 'administrator', active: true }, 1, null],
    ['a case handler closed', handler(3), { role: 'handlaggare', active: false }, 1, null],
    ['a closed administrator reopened', admin(2, false), { role: 'administrator', active: true }, 1, null],
    ['a closed administrator made a case handler', admin(2, false), { role: 'handlaggare', active: false }, 1, null],
    ['my own name changed', admin(ME), { role: 'administrator', active: true }, 1, null],
  ] as const)('%s', (_what, before, after, activeAdministrators, expected) => {
    expect(accountChangeRefusal(ME, before, after, activeAdministrators)).toBe(expected);
  });
});
