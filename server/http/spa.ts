// Serves a built SPA — the applicants' at /mypages/app/, the back office's at /mypages/admin/ — (index.html for client
// routes; hashed assets cached for a year). The build
// writes a .br and a .gz beside every text file; the variant the browser accepts is sent with Content-Encoding and
// Vary: Accept-Encoding. Source maps stay on disk for debugging and are never served.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './compression';
import { PAGE_DATA_ELEMENT_ID } from '../../src/rules/pageData';

export const APP_BASE = '/mypages/app/';
export const STAFF_APP_BASE = '/mypages/admin/';

const isSourceMap = (pathName: string) => /\.map$/i.test(pathName);

export interface SpaOptions {
  staticDir: string;
  /** The path the app is served at, with its trailing slash (default: the applicants' SPA). */
  base?: string;
  /**
   * The page data to put into each page's HTML (server/graphql/page-data): the answers to what the page asks for
   * first, for the request's session. Without it index.html goes out as it was built.
   */
  pageData?: (req: FastifyRequest, path: string) => Promise<unknown>;
}

/**
 * index.html with the page data in a JSON script (never run; the Content-Security-Policy does not apply to it). `<` is
 * escaped so no text in the data (a saved search's name) can end the element. The preload of GET me goes: the session
 * is in the data.
 */
export function htmlWithPageData(template: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const element = `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
  const html = template.replace(/\s*<link rel="preload" href="[^"]*\/account\/me"[^>]*>/, '');
  // A function as the replacement, so no `$&` in the data is read as a pattern.
  return html.includes('</body>') ? html.replace('</body>', () => `${element}</body>`) : `${html}${element}`;
}

/**
 * The page's HTML, compressed now in the encoding the browser prefers (brotli at a quality that takes about a
 * millisecond). BREACH (server/http/compression.ts): the data holds the user's own answers; the only text of the
 * address that enters it is a home's id on the detail page, and only in an id's own characters (page-plan.ts).
 * Never stored by a cache: it holds the session's personal data.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const raw = Buffer.from(html);
  const body =
    encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : encoding === 'gzip' ? gzipSync(raw, { level: 6 })
    : raw;
  reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8').header('Content-Length', body.length);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

export async function spaPlugin(app: FastifyInstance, opts: SpaOptions): Promise<void> {
  const root = path.resolve(opts.staticDir);
  const base = opts.base ?? APP_BASE;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built SPA in ${root}: run "npm run build". ${base} answers 503 until then.`);
    app.get(`${base}*`, async (_req, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('Appen är inte byggd. Kör "npm run build".'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: base,
    // Each app registers its own static root; the reply's sendFile is decorated once, by whichever comes first.
    decorateReply: !app.hasReplyDecorator('sendFile'),
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pageData = opts.pageData;
  const template = pageData ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!pageData) return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
    const pagePath = (req.url.split('?')[0] ?? '').slice(base.length - 1);
    return sendPage(req, reply, htmlWithPageData(template, await pageData(req, pagePath)));
  };
  app.get(base.slice(0, -1), (_req, reply) => reply.redirect(base));
  app.get(base, sendIndex);
  // Client routes: anything under the base that is not a file. Missing assets stay 404.
  app.get(`${base}*`, (req, reply) => {
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return reply.code(404).send('Not found');
    return sendIndex(req, reply);
  });
}
