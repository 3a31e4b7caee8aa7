// The last guard after the request limits: a GraphQL reply larger than the configured bound is not sent; the client
// gets a short Swedish error instead.
import { QUERY_LIMIT_CODE } from './limits';

export const RESPONSE_TOO_LARGE_MESSAGE = 'Svaret blev för stort. Begär färre uppgifter åt gången.';

/** The body to send: the reply itself, or the error when it is over maxBytes. */
export function boundedBody(body: string, maxBytes: number): { body: string; tooLarge: boolean } {
  if (Buffer.byteLength(body) <= maxBytes) return { body, tooLarge: false };
  return {
    body: JSON.stringify({ data: null, errors: [{ message: RESPONSE_TOO_LARGE_MESSAGE, extensions: { code: QUERY_LIMIT_CODE, limit: 'response' } }] }),
    tooLarge: true,
  };
}
