// The client's one error type: Tink's refusal (HTTP status + errorCode/errorMessage), or no usable answer at all
// (httpStatus null: a network failure or a timeout). Its message never holds a token or request body.
import type { TinkErrorBody } from './types';

export class OpenBankingError extends Error {
  constructor(
    /** null: no answer (network error or timeout). */
    readonly httpStatus: number | null,
    readonly errorCode: string,
    readonly errorMessage: string,
    options?: { cause?: unknown },
  ) {
    super(`Open banking ${errorCode}${httpStatus ? ` (HTTP ${httpStatus})` : ''}: ${errorMessage}`, options);
    this.name = 'OpenBankingError';
  }
}

/** Worth asking again: too many requests, a server error, or no answer. Never another 4xx. */
export function isRetryable(httpStatus: number | null): boolean {
  return httpStatus === null || httpStatus === 429 || httpStatus >= 500;
}

function parseBody(text: string): TinkErrorBody | undefined {
  try {
    const json: unknown = text ? JSON.parse(text) : undefined;
    return json && typeof json === 'object' ? (json as TinkErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function errorFromResponse(status: number, text: string): OpenBankingError {
  const body = parseBody(text);
  const code = str(body?.errorCode) ?? str(body?.error) ?? `HTTP_${status}`;
  const message = str(body?.errorMessage) ?? str(body?.error_description) ?? (body ? '' : text.slice(0, 200));
  return new OpenBankingError(status, code, message);
}

export function transportError(err: unknown): OpenBankingError {
  const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
  const message = err instanceof Error ? err.message : String(err);
  return new OpenBankingError(null, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', message, { cause: err });
}
