// The result envelope of both specs: every result carries error, errorText and validationErrors.
import type { Outcome, ValidationError } from '../domain/outcome';

export function ok<T extends object>(payload: T) {
  return { error: false, errorText: null, validationErrors: [] as ValidationError[], ...payload };
}

export function failed<T extends object>(errorText: string, payload: T, validationErrors: ValidationError[] = []) {
  return { error: true, errorText, validationErrors, ...payload };
}

/** A service outcome as a result envelope: its payload on success, its texts on failure. */
export function fromOutcome<T extends object>(outcome: Outcome<T>) {
  if (outcome.ok) {
    const { ok: _ok, ...payload } = outcome;
    return ok(payload);
  }
  return failed(outcome.errorText, {}, outcome.validationErrors);
}

/** Like fromOutcome, for results whose payload the schema requires even on failure (an empty list, a null). */
export function fromOutcomeOr<T extends object, F extends object>(outcome: Outcome<T>, onFailure: F) {
  if (outcome.ok) {
    const { ok: _ok, ...payload } = outcome;
    return ok(payload);
  }
  return failed(outcome.errorText, onFailure, outcome.validationErrors);
}
