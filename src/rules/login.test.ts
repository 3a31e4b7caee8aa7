import { loginMessages, loginSchema } from './login';

describe('loginSchema', () => {
  it.each([
    { name: 'e-mail and password', input: { username: 'anna@example.se', password: 'hemligt' }, errors: {} },
    { name: 'personnummer and password', input: { username: '199001011234', password: 'x' }, errors: {} },
    {
      name: 'both empty',
      input: { username: '', password: '' },
      errors: { username: loginMessages.usernameRequired, password: loginMessages.passwordRequired },
    },
    { name: 'blank username', input: { username: '   ', password: 'x' }, errors: { username: loginMessages.usernameRequired } },
    { name: 'empty password', input: { username: 'anna@example.se', password: '' }, errors: { password: loginMessages.passwordRequired } },
  ])('$name', ({ input, errors }) => {
    const result = loginSchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) found[String(issue.path[0])] = issue.message;
    }
    expect(found).toEqual(errors);
  });

  it('trims the username', () => {
    expect(loginSchema.parse({ username: ' anna@example.se ', password: 'p' }).username).toBe('anna@example.se');
  });

  it('keeps the password exactly as typed', () => {
    expect(loginSchema.parse({ username: 'a', password: ' p ' }).password).toBe(' p ');
  });
});
