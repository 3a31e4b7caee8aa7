// The confirmations of the confirm-interest dialog (spec 001 §4: showingConfirm, coApplicantConfirm, moveInDateConfirm
// defaulting to true, shortTimeConfirm), shared by the dialog and createApplication. A confirmation the pre-check asks
// for (its accepts) is mandatory: the dialog marks it with an asterisk and refuses it unticked with the same Swedish
// text the server gives, so a registration the dialog sends is never refused for a missing confirmation.
import { z } from './zod';

export const CONFIRMATIONS = ['showingConfirm', 'coApplicantConfirm', 'moveInDateConfirm', 'shortTimeConfirm'] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];
export type ConfirmValues = Record<Confirmation, boolean>;

/** What the pre-check asks to be confirmed (validateApplication's accepts). */
export interface ConfirmAccepts {
  showing: boolean;
  coApplicant: boolean;
  moveInDate: boolean;
  shortTime: boolean;
}

const ACCEPT_OF: Record<Confirmation, keyof ConfirmAccepts> = {
  showingConfirm: 'showing',
  coApplicantConfirm: 'coApplicant',
  moveInDateConfirm: 'moveInDate',
  shortTimeConfirm: 'shortTime',
};

export const confirmationMessages: Record<Confirmation, string> = {
  showingConfirm: 'Du behöver bekräfta att du har tagit del av informationen om visningen.',
  coApplicantConfirm: 'Du behöver bekräfta att du anmäler intresse tillsammans med din medsökande.',
  moveInDateConfirm: 'Du behöver bekräfta att du kan flytta in på inflyttningsdagen.',
  shortTimeConfirm: 'Du behöver bekräfta att du vet att kontraktet är tidsbegränsat.',
};

/** The move-in date starts ticked (spec 001 §4); the others are ticked by the applicant. */
export const DEFAULT_CONFIRM_VALUES: ConfirmValues = { showingConfirm: false, coApplicantConfirm: false, moveInDateConfirm: true, shortTimeConfirm: false };

export const isConfirmationAsked = (accepts: ConfirmAccepts, confirmation: Confirmation): boolean => accepts[ACCEPT_OF[confirmation]];

export function confirmSchema(accepts: ConfirmAccepts) {
  const field = (c: Confirmation) => (isConfirmationAsked(accepts, c) ? z.boolean().refine((v) => v, confirmationMessages[c]) : z.boolean());
  return z.object({
    showingConfirm: field('showingConfirm'),
    coApplicantConfirm: field('coApplicantConfirm'),
    moveInDateConfirm: field('moveInDateConfirm'),
    shortTimeConfirm: field('shortTimeConfirm'),
  });
}

/** The asked confirmations left unticked, in the dialog's order, each with its text (the server's refusal). */
export function confirmationsMissing(accepts: ConfirmAccepts, values: ConfirmValues): { code: Confirmation; text: string }[] {
  return CONFIRMATIONS.filter((c) => isConfirmationAsked(accepts, c) && !values[c]).map((code) => ({ code, text: confirmationMessages[code] }));
}
