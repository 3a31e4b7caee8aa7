// The error summary's entries from react-hook-form's errors, in the order of the form's fields, and the
// server's validation errors whose code names a field (spec 000 §5: codes are field names where they can be).
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { SummaryError } from './ErrorSummary';

export type FieldIds<T extends FieldValues> = { readonly [K in keyof T]?: string };

export function summaryErrorsOf<T extends FieldValues>(errors: FieldErrors<T>, fieldIds: FieldIds<T>): SummaryError[] {
  return (Object.keys(fieldIds) as (keyof T & string)[]).flatMap((name) => {
    // A name may be a path into the values ('criteria.general.0.text': a field of a list).
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    const fieldId = fieldIds[name];
    return typeof message === 'string' && message && fieldId ? [{ fieldId, message }] : [];
  });
}

/** The first server error per field of the form, for setError. */
export function serverFieldErrors<T extends FieldValues>(
  validationErrors: readonly { code: string; text: string }[],
  fieldIds: FieldIds<T>,
): { name: keyof T & string; message: string }[] {
  const seen = new Set<string>();
  return validationErrors.flatMap(({ code, text }) => {
    if (!Object.hasOwn(fieldIds, code) || seen.has(code)) return [];
    seen.add(code);
    return [{ name: code as keyof T & string, message: text }];
  });
}
