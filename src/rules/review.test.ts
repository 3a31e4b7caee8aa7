import { rejectSchema, reviewMessages, REVIEW_REASON_MAX } from './review';

describe('rejectSchema', () => {
  it.each([
    ['', reviewMessages.reasonRequired],
    ['   ', reviewMessages.reasonRequired],
    ['x'.repeat(REVIEW_REASON_MAX + 1), reviewMessages.reasonTooLong],
  ])('refuses %j', (reason, message) => {
    const parsed = rejectSchema.safeParse({ reason });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('accepts a reason, trimmed', () => {
    expect(rejectSchema.parse({ reason: '  Bilden är suddig ' })).toEqual({ reason: 'Bilden är suddig' });
    expect(rejectSchema.safeParse({ reason: 'x'.repeat(REVIEW_REASON_MAX) }).success).toBe(true);
  });
});
