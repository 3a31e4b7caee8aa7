import { meetsPasswordRule, passwordMessages, passwordPairSchema } from './password';

describe('password rule', () => {
  it.each([
    ['Bostadsko-2026!', true],
    ['ÅÄÖÅÄÖÅÄÖ1!', false], // no lowercase
    ['Abcdefgh1!', true],
    ['Abcdefg1!', false], // 9 characters
    ['abcdefgh1!', false], // no uppercase
    ['ABCDEFGH1!', false], // no lowercase
    ['Abcdefghi!', false], // no digit
    ['Abcdefghi1', false], // no special character
    ['Ärligtvis-9', true], // Swedish letters count as letters
  ])('%s → %s', (pw, ok) => {
    expect(meetsPasswordRule(pw)).toBe(ok);
  });

  it.each([
    [{ password: '', passwordRepeat: '' }, ['password', passwordMessages.required], ['passwordRepeat', passwordMessages.repeatRequired]],
    [{ password: 'Abcdefgh1!', passwordRepeat: 'Abcdefgh1?' }, ['passwordRepeat', passwordMessages.mismatch]],
    [{ password: 'kort', passwordRepeat: 'kort' }, ['password', passwordMessages.rule]],
  ])('pair %o gives the spec messages', (input, ...expected) => {
    const result = passwordPairSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [String(i.path[0]), i.message]);
    for (const e of expected) expect(issues).toContainEqual(e);
  });

  it('accepts a valid identical pair', () => {
    expect(passwordPairSchema.safeParse({ password: 'Abcdefgh1!', passwordRepeat: 'Abcdefgh1!' }).success).toBe(true);
  });
});

describe('password change', () => {
  it('requires the current password and a matching new pair', async () => {
    const { passwordChangeSchema } = await import('./password');
    const r = passwordChangeSchema.safeParse({ currentPassword: '', password: 'Abcdefgh1!', passwordRepeat: 'Abcdefgh1!' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([passwordMessages.currentRequired]);
  });
});
