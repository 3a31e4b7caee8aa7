import { confirmSchema, DEFAULT_CONFIRM_VALUES } from './interestSchema';

const none = { showing: false, coApplicant: false, shortTime: false };

describe('confirmSchema', () => {
  it('asks nothing more than what the pre-check asks for; the move-in date starts ticked', () => {
    expect(DEFAULT_CONFIRM_VALUES.moveInDateConfirm).toBe(true);
    expect(confirmSchema(none).safeParse({ ...DEFAULT_CONFIRM_VALUES, moveInDateConfirm: false }).success).toBe(true);
  });

  it.each([
    ['showing', 'showingConfirm'],
    ['coApplicant', 'coApplicantConfirm'],
    ['shortTime', 'shortTimeConfirm'],
  ] as const)('makes %s mandatory when asked', (accept, field) => {
    const schema = confirmSchema({ ...none, [accept]: true });
    const refused = schema.safeParse(DEFAULT_CONFIRM_VALUES);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([[field, 'Du måste bekräfta det här för att anmäla intresse']]);
    expect(schema.safeParse({ ...DEFAULT_CONFIRM_VALUES, [field]: true }).success).toBe(true);
  });
});
