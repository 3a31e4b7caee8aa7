// On-the-fly compression (brotli or gzip) of API replies above 1 KB, with @fastify/compress. The SPA's files are
// compressed at build time instead and sent as they are (server/http/spa.ts), so /mypages/app/ is left out here: the
// few files too small to gain from compression go out as they are. The applicants' HTML, which carries its page data,
// is compressed by spa.ts as it is sent (preferredEncoding below).
//
// BREACH: a compressed reply's length can reveal a secret in it when an attacker can make the victim's browser send
// requests with the victim's cookie and put guesses of their own into the same reply. The session and CSRF tokens
// travel only in headers (never compressed), so the secret at stake is personal data in a body. State-changing
// requests need the CSRF token and a same-origin Origin, so only our own scripts can make them; a cross-site page
// can only make GET requests carry the SameSite=Lax cookie (by top-level navigation). So no reply to a GET or HEAD
// whose query string (attacker-chosen text) can be reflected next to a user's data is compressed: GraphQL over GET
// (aliases, variables and error texts come back), the payment link (HMAC key and order), BankID starts (autostart
// token). Images are the exception: public, cookie-free and the same for everyone. Webhooks, the job trigger and
// the sandboxes (which echo input and are off in production) are never compressed.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

const NEVER = [/^\/mypages\/app(\/|$)/, /^\/hooks\//, /^\/internal\//, /^\/sandbox(\/|$)/];
const PUBLIC_WITH_QUERY = [/^\/mypages\/api\/images\//];

/** Whether a reply to this request may be compressed without opening BREACH (see the header comment). */
export function mayCompress(method: string, url: string): boolean {
  const [path = '', query] = url.split('?', 2);
  if (NEVER.some((re) => re.test(path))) return false;
  const safeMethod = method === 'GET' || method === 'HEAD';
  if (safeMethod && query !== undefined && path.startsWith('/mypages/api')) return PUBLIC_WITH_QUERY.some((re) => re.test(path));
  return true;
}

/** Registers compression for every route added after it. Call before any route is registered. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // @fastify/compress's documented per-request opt-out is the x-no-compression request header; set it for the
  // requests whose replies must stay uncompressed.
  app.addHook('onRequest', async (req) => {
    if (!mayCompress(req.method, req.url)) req.headers['x-no-compression'] = 'breach';
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Compressed request bodies are not accepted (nothing sends them; they would only multiply a body's size).
    globalDecompression: false,
  });
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send a reply compressed on the spot in (the SPA's HTML with its page data, server/http/spa.ts):
 * brotli when the browser accepts it, else gzip, else none. A coding listed with q=0 is refused; `*` stands for
 * any coding not listed.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
