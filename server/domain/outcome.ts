// What a service returns for an expected failure: data, not an exception (the result envelope's source).
export interface ValidationError {
  code: string;
  text: string;
}

/**
 * Why a request was refused when it is more than a bad input (which has none): the REST edge answers each with its
 * own status (server/http/rest-reply.ts); GraphQL's envelope does not carry it.
 */
export type RefusalReason = 'wrongCredentials' | 'loginRequired' | 'loggedIn' | 'gone' | 'unsupportedForm' | 'rateLimited' | 'unavailable';

export type Failure = { ok: false; errorText: string; validationErrors: ValidationError[]; reason?: RefusalReason };
export type Outcome<T extends object = object> = ({ ok: true } & T) | Failure;

export const failure = (errorText: string, validationErrors: ValidationError[] = []): Failure => ({
  ok: false,
  errorText,
  validationErrors,
});

export const refused = (reason: RefusalReason, errorText: string, validationErrors: ValidationError[] = []): Failure => ({
  ok: false,
  errorText,
  validationErrors,
  reason,
});

/** zod issues as a failure: the first text is the errorText, each issue a {code, text} (code = the field). */
export function fromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], fallbackCode = 'input'): Failure {
  const validationErrors = issues.map((i) => ({ code: String(i.path[0] ?? fallbackCode), text: i.message }));
  return failure(validationErrors[0]?.text ?? 'Något gick fel', validationErrors);
}
