// The shape every account save returns to its form or button: ok, or the message to show (spec
// 000 §5: the first validation text, else the error text, else 'Något gick fel') with the
// validation errors, so a form can put those naming its fields under the fields.
import { GENERIC_ERROR, resultText } from '../../components/resultText';

export interface ValidationErrorLike {
  code: string;
  text: string;
}

export interface MutationResultLike {
  error: boolean;
  errorText: string | null;
  validationErrors?: readonly ValidationErrorLike[] | null;
}

export type SaveOutcome = { ok: true } | { ok: false; message: string; validationErrors: readonly ValidationErrorLike[] };

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
