import { staffAccountCreateSchema, staffAccountMessages as msg, staffAccountUpdateSchema } from './staff-accounts';

const valid = { name: 'Nils Nilsson', email: 'nils@example.se', personalNumber: '19780514-2382', role: 'handlaggare', password: 'Handlaggare-2026!' };
const issuesOf = (schema: typeof staffAccountCreateSchema | typeof staffAccountUpdateSchema, input: object) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [String(i.path[0]), i.message]);
};

describe('staff account rules', () => {
  it('accepts a full account and keeps the personnummer as 12 digits', () => {
    const r = staffAccountCreateSchema.safeParse(valid);
    expect(r.success && r.data.personalNumber).toBe('197805142382');
  });

  it.each([
    [{ name: ' ' }, ['name', msg.nameRequired]],
    [{ name: 'x'.repeat(201) }, ['name', msg.nameTooLong]],
    [{ email: 'nils' }, ['email', msg.emailInvalid]],
    [{ personalNumber: '19780514-2383' }, ['personalNumber', msg.personalNumberInvalid]],
    [{ personalNumber: '7805142382' }, ['personalNumber', msg.personalNumberInvalid]],
    [{ role: 'chef' }, ['role', msg.roleRequired]],
    [{ password: '' }, ['password', msg.passwordRequired]],
    [{ password: 'kort' }, ['password', msg.passwordRule]],
  ])('a new account with %o is refused with its message', (change, expected) => {
    expect(issuesOf(staffAccountCreateSchema, { ...valid, ...change })).toContainEqual(expected);
  });

  it('an account without a personnummer logs in with its password only', () => {
    expect(staffAccountCreateSchema.safeParse({ ...valid, personalNumber: '' }).success).toBe(true);
  });

  it('a change keeps the password unless a new one is typed, which must meet the rule', () => {
    expect(staffAccountUpdateSchema.safeParse({ ...valid, password: '' }).success).toBe(true);
    expect(issuesOf(staffAccountUpdateSchema, { ...valid, password: 'kort' })).toContainEqual(['password', msg.passwordRule]);
  });
});
