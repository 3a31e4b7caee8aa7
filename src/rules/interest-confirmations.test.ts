import { confirmationMessages, confirmationsMissing, confirmSchema, DEFAULT_CONFIRM_VALUES, type ConfirmAccepts } from './interest-confirmations';

const none: ConfirmAccepts = { showing: false, coApplicant: false, moveInDate: false, shortTime: false };
const all = { showingConfirm: true, coApplicantConfirm: true, moveInDateConfirm: true, shortTimeConfirm: true };

describe('the interest confirmations', () => {
  it('asks nothing more than what the pre-check asks for; the move-in date starts ticked', () => {
    expect(DEFAULT_CONFIRM_VALUES).toEqual({ showingConfirm: false, coApplicantConfirm: false, moveInDateConfirm: true, shortTimeConfirm: false });
    expect(confirmSchema(none).safeParse({ ...DEFAULT_CONFIRM_VALUES, moveInDateConfirm: false }).success).toBe(true);
    expect(confirmationsMissing(none, { ...DEFAULT_CONFIRM_VALUES, moveInDateConfirm: false })).toEqual([]);
  });

  it.each([
    ['showing', 'showingConfirm', 'Du behöver bekräfta att du har tagit del av informationen om visningen.'],
    ['coApplicant', 'coApplicantConfirm', 'Du behöver bekräfta att du anmäler intresse tillsammans med din medsökande.'],
    ['moveInDate', 'moveInDateConfirm', 'Du behöver bekräfta att du kan flytta in på inflyttningsdagen.'],
    ['shortTime', 'shortTimeConfirm', 'Du behöver bekräfta att du vet att kontraktet är tidsbegränsat.'],
  ] as const)('makes %s mandatory when asked, in the dialog and on the server alike', (accept, field, text) => {
    const accepts = { ...none, [accept]: true };
    const unticked = { ...all, [field]: false };
    const refused = confirmSchema(accepts).safeParse(unticked);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([[field, text]]);
    expect(confirmationsMissing(accepts, unticked)).toEqual([{ code: field, text }]);
    expect(confirmSchema(accepts).safeParse(all).success).toBe(true);
    expect(confirmationsMissing(accepts, all)).toEqual([]);
  });

  it('lists every missing confirmation in the order of the dialog', () => {
    const accepts: ConfirmAccepts = { showing: true, coApplicant: false, moveInDate: true, shortTime: true };
    const none = { showingConfirm: false, coApplicantConfirm: false, moveInDateConfirm: false, shortTimeConfirm: false };
    expect(confirmationsMissing(accepts, none).map((m) => m.code)).toEqual(['showingConfirm', 'moveInDateConfirm', 'shortTimeConfirm']);
    expect(confirmSchema(accepts).safeParse(none).error?.issues.map((i) => i.message)).toEqual([
      confirmationMessages.showingConfirm,
      confirmationMessages.moveInDateConfirm,
      confirmationMessages.shortTimeConfirm,
    ]);
  });
});
