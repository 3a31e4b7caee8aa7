// The shape every save returns to its form or button (the result envelope of spec 000 §5 read once): ok, or the
// message to show (the first validation text, else the error text, else 'Något gick fel') with the validation
// errors, so a form can put those naming its fields under the fields. A save may add what it returns on success.
import { GENERIC_ERROR, resultText } from '../resultText';

export interface ValidationErrorLike {
  code: string;
  text: string;
}

export interface MutationResultLike {
  error: boolean;
  errorText: string | null;
  validationErrors?: readonly ValidationErrorLike[] | null;
}

export type FailedOutcome = { ok: false; message: string; validationErrors: readonly ValidationErrorLike[] };

export type SaveOutcome<TSaved extends object = object> = ({ ok: true } & TSaved) | FailedOutcome;

/** A settled mutation (or its thrown error) as a SaveOutcome. */
export async function outcomeOf(run: () => Promise<MutationResultLike | null | undefined>): Promise<SaveOutcome> {
  try {
    const result = await run();
    if (result && !result.error) return { ok: true };
    return { ok: false, message: resultText(result), validationErrors: result?.validationErrors ?? [] };
  } catch {
    // Network failures and unexpected server errors; UNAUTHENTICATED is handled by the Apollo link.
    return { ok: false, message: GENERIC_ERROR, validationErrors: [] };
  }
}
