import { forgotPasswordMessages, forgotPasswordSchema } from './forgotPassword';

describe('forgot-password identifier', () => {
  it.each([
    ['199001012385', null],
    ['anna.andersson@example.se', null],
    [' anna@example.se ', null],
    ['', forgotPasswordMessages.required],
    ['9001012385', forgotPasswordMessages.invalid],
    ['19900101-2385', forgotPasswordMessages.invalid],
    ['anna@', forgotPasswordMessages.invalid],
  ])('%j → %s', (emailOrPnr, message) => {
    const r = forgotPasswordSchema.safeParse({ emailOrPnr });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });
});
