import { housingFormText, landlordTypeText, paymentKindText, paymentMethodText, paymentStateText } from './cardTexts';

describe('the card’s codes in Swedish', () => {
  it.each([
    [paymentMethodText, 'creditcard', 'Kort'],
    [paymentKindText, 'card-registration', 'Registrering av kort'],
    [paymentStateText, 'refund-failed', 'Återbetalningen misslyckades'],
    [housingFormText, 'LAGENHET', 'Lägenhet'],
    [landlordTypeText, 'MUNICIPAL', 'Kommunalt bostadsbolag'],
    [paymentStateText, 'new-state', 'new-state'],
    [housingFormText, 'SLOTT', 'SLOTT'],
  ])('%o(%s) is %s', (text, code, expected) => {
    expect(text(code)).toBe(expected);
  });
});
