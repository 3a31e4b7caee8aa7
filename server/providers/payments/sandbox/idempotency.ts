// Nexi's Idempotency-Key header on charges and refunds ("a string that uniquely identifies the charge/refund you
// are attempting", more than 1 and fewer than 64 characters): the same request sent again with the same key gets
// the first answer back and changes nothing; the key sent with a different request is refused.

/** An answer of the API: status and JSON body (none for 204). */
export interface Answer {
  status: number;
  body?: unknown;
}

export type KeyCheck = { ok: true; key: string | undefined } | { ok: false; errors: Record<string, string[]> };

/** The header's value when it is absent or acceptable; Nexi's 400 field errors otherwise. */
export function checkIdempotencyKey(value: string | string[] | undefined): KeyCheck {
  if (value === undefined) return { ok: true, key: undefined };
  if (typeof value === 'string' && value.length > 1 && value.length < 64) return { ok: true, key: value };
  return { ok: false, errors: { 'Idempotency-Key': ['The Idempotency-Key must be more than 1 and fewer than 64 characters.'] } };
}

export const KEY_REUSED: Answer = {
  status: 400,
  body: { errors: { 'Idempotency-Key': ['The Idempotency-Key was already used with a different request.'] } },
};

/** The first answer to each key, per operation (method and path), with a fingerprint of the request it answered. */
export class IdempotencyStore {
  private readonly answers = new Map<string, { fingerprint: string; answer: Answer }>();

  /**
   * Runs `operation` the first time a key is seen for this operation and remembers its answer; afterwards gives that
   * answer back without running it. Without a key every call runs.
   */
  once(scope: string, key: string | undefined, request: unknown, operation: () => Answer): Answer {
    if (key === undefined) return operation();
    const id = `${scope} ${key}`;
    const fingerprint = JSON.stringify(request ?? null);
    const earlier = this.answers.get(id);
    if (earlier) return earlier.fingerprint === fingerprint ? earlier.answer : KEY_REUSED;
    const answer = operation();
    this.answers.set(id, { fingerprint, answer });
    return answer;
  }
}
