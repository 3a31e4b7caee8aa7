// Serves a built SPA — the applicants' at /mypages/app/, the back office's at /mypages/admin/ — (index.html for client
// routes; hashed assets cached for a year). The build
// writes a .br and a .gz beside every text file; the variant the browser accepts is sent with Content-Encoding and
// Vary: Accept-Encoding. Source maps stay on disk for debugging and are never served.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const APP_BASE = '/mypages/app/';
export const STAFF_APP_BASE = '/mypages/admin/';

const isSourceMap = (pathName: string) => /\.map$/i.test(pathName);

export interface SpaOptions {
  staticDir: string;
  /** The path the app is served at, with its trailing slash (default: the applicants' SPA). */
  base?: string;
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
  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
  app.get(base.slice(0, -1), (_req, reply) => reply.redirect(base));
  app.get(base, sendIndex);
  // Client routes: anything under the base that is not a file. Missing assets stay 404.
  app.get(`${base}*`, (req, reply) => {
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return reply.code(404).send('Not found');
    return sendIndex(req, reply);
  });
}
