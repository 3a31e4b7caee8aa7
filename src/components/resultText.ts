// What a failed result says to the user (spec 000 §5, §8): the first validation text, else the error text,
// else (registration) the first code, else the generic message.
export const GENERIC_ERROR = 'Något gick fel';

export interface ResultLike {
  errorText?: string | null;
  validationErrors?: readonly { code: string; text: string }[] | null;
}

export function resultText(result: ResultLike | null | undefined, options: { codeFallback?: boolean; generic?: string } = {}): string {
  const first = result?.validationErrors?.[0];
  return first?.text || result?.errorText || (options.codeFallback ? first?.code : undefined) || options.generic || GENERIC_ERROR;
}
