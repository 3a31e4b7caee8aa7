// Every route the app registers, as method and URL (HEAD left out: Fastify adds it beside each GET), collected by an
// onRoute hook added before the first route. The REST authorization matrix reads it, so a new route without a row in
// that table fails the test.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  return routes;
}
