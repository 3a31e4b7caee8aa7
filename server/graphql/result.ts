// The result envelope of both specs: every result carries error, errorText and validationErrors.
export interface ValidationError {
  code: string;
  text: string;
}

export function ok<T extends object>(payload: T) {
  return { error: false, errorText: null, validationErrors: [] as ValidationError[], ...payload };
}

export function failed<T extends object>(errorText: string, payload: T, validationErrors: ValidationError[] = []) {
  return { error: true, errorText, validationErrors, ...payload };
}
