// The card's codes in Swedish: payment methods (as the applicants' payments page names them), card payments' kinds and
// states, and the housing questionnaire's choices (src/rules/profile/housing.ts). A code not named is shown as it is.
import { HOUSING_FORMS, LANDLORD_TYPES } from '../../rules/profile/housing';
import { paymentMethodLabel } from '../../rules/paymentMethods';

const PAYMENT_KINDS: Record<string, string> = { checkout: 'Kortbetalning', autopay: 'Automatisk kortbetalning', 'card-registration': 'Registrering av kort' };
const PAYMENT_STATES: Record<string, string> = {
  created: 'Påbörjad',
  paid: 'Betald',
  failed: 'Misslyckades',
  cancelled: 'Avbruten',
  refunding: 'Återbetalas',
  refunded: 'Återbetald',
  'refund-failed': 'Återbetalningen misslyckades',
};

const labelOf = (choices: readonly { id: string; label: string }[], id: string) => choices.find((c) => c.id === id)?.label ?? id;

export const paymentMethodText = paymentMethodLabel;
export const paymentKindText = (code: string) => PAYMENT_KINDS[code] ?? code;
export const paymentStateText = (code: string) => PAYMENT_STATES[code] ?? code;
export const housingFormText = (id: string) => labelOf(HOUSING_FORMS, id);
export const landlordTypeText = (id: string) => labelOf(LANDLORD_TYPES, id);
