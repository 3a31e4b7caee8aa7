// The confirmations of the interest dialog (spec 001 §4: showingConfirm, coApplicantConfirm, moveInDateConfirm
// defaulting to true, shortTimeConfirm) as a zod schema made from what the pre-check asks for (accepts): an asked
// confirmation is mandatory (its label has the asterisk); the move-in date is a statement, true unless unticked.
import { z } from '../../../rules/zod';
import type { Validation } from './refusal';
import { interestTexts as t } from './interestTexts';

export interface ConfirmValues {
  coApplicantConfirm: boolean;
  showingConfirm: boolean;
  moveInDateConfirm: boolean;
  shortTimeConfirm: boolean;
}

export const CONFIRM_FIELD_IDS = {
  coApplicantConfirm: 'interest-co-applicant-confirm',
  showingConfirm: 'interest-showing-confirm',
  moveInDateConfirm: 'interest-move-in-date-confirm',
  shortTimeConfirm: 'interest-short-time-confirm',
} as const;

export const DEFAULT_CONFIRM_VALUES: ConfirmValues = { coApplicantConfirm: false, showingConfirm: false, moveInDateConfirm: true, shortTimeConfirm: false };

const mandatory = z.boolean().refine((v) => v, t.mustConfirm);

export function confirmSchema(accepts: Pick<Validation['accepts'], 'showing' | 'coApplicant' | 'shortTime'>) {
  return z.object({
    coApplicantConfirm: accepts.coApplicant ? mandatory : z.boolean(),
    showingConfirm: accepts.showing ? mandatory : z.boolean(),
    moveInDateConfirm: z.boolean(),
    shortTimeConfirm: accepts.shortTime ? mandatory : z.boolean(),
  });
}
