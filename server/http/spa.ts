// Serves the built SPA at /mypages/app/ (index.html for client routes; hashed assets cached for a year). The build
// writes a .br and a .gz beside every text file; the variant the browser accepts is sent with Content-Encoding and
// Vary: Accept-Encoding. Source maps stay on disk for debugging and are never served.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const APP_BASE = '/mypages/app/';

const isSourceMap = (pathName: string) => /\.map$/i.test(pathName);

export async function spaPlugin(app: FastifyInstance, opts: { staticDir: string }): Promise<void> {
  const root = path.resolve(opts.staticDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built SPA in ${root}: run "npm run build". ${APP_BASE} answers 503 until then.`);
    app.get(`${APP_BASE}*`, async (_req, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('Appen är inte byggd. Kör "npm run build".'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: APP_BASE,
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
  app.get('/mypages/app', (_req, reply) => reply.redirect(APP_BASE));
  app.get(APP_BASE, sendIndex);
  // Client routes: anything under the base that is not a file. Missing assets stay 404.
  app.get(`${APP_BASE}*`, (req, reply) => {
    if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '')) return reply.code(404).send('Not found');
    return sendIndex(req, reply);
  });
}
