// The encoding to send a kept reply in, from the request's Accept-Encoding, as @fastify/compress chooses for the
// replies it compresses itself (server/http/compression.ts): br or gzip, the client's highest q first, br on a tie;
// x-gzip is gzip and * stands for any encoding the client did not name. Kept replies are compressed once, not per
// request, so they are sent as bytes that the compression plugin leaves alone.
export type ReplyEncoding = 'br' | 'gzip';

const OFFERED: readonly ReplyEncoding[] = ['br', 'gzip'];

/** Browsers send one of a few Accept-Encoding values: each is read once (bounded, so odd values cannot grow it). */
const known = new Map<string, ReplyEncoding | null>();
const KNOWN_MAX = 64;

export function replyEncoding(acceptEncoding: string | undefined): ReplyEncoding | null {
  if (!acceptEncoding) return null;
  const seen = known.get(acceptEncoding);
  if (seen !== undefined) return seen;
  const chosen = chooseEncoding(acceptEncoding);
  if (known.size < KNOWN_MAX) known.set(acceptEncoding, chosen);
  return chosen;
}

function chooseEncoding(acceptEncoding: string): ReplyEncoding | null {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  let best: ReplyEncoding | null = null;
  let bestQ = 0;
  for (const encoding of OFFERED) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}
