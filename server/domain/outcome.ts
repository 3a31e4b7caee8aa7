// What a service returns for an expected failure: data, not an exception (the result envelope's source).
export interface ValidationError {
  code: string;
  text: string;
}

export type Failure = { ok: false; errorText: string; validationErrors: ValidationError[] };
export type Outcome<T extends object = object> = ({ ok: true } & T) | Failure;

export const failure = (errorText: string, validationErrors: ValidationError[] = []): Failure => ({
  ok: false,
  errorText,
  validationErrors,
});

/** zod issues as a failure: the first text is the errorText, each issue a {code, text} (code = the field). */
export function fromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], fallbackCode = 'input'): Failure {
  const validationErrors = issues.map((i) => ({ code: String(i.path[0] ?? fallbackCode), text: i.message }));
  return failure(validationErrors[0]?.text ?? 'Något gick fel', validationErrors);
}
