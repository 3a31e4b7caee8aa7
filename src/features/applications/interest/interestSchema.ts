// The ids of the confirm-interest dialog's checkboxes (the error summary links to them). The rule of which
// confirmations are mandatory, and their texts, is shared with the server: src/rules/interest-confirmations.ts.
import type { Confirmation } from '../../../rules/interest-confirmations';

export const CONFIRM_FIELD_IDS: Record<Confirmation, string> = {
  coApplicantConfirm: 'interest-co-applicant-confirm',
  showingConfirm: 'interest-showing-confirm',
  moveInDateConfirm: 'interest-move-in-date-confirm',
  shortTimeConfirm: 'interest-short-time-confirm',
};
