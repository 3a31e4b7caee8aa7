// The content service's REST routes (spec 000 §7): navigation menu and site footer.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

export async function contentRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { content } = opts.services;
  app.get('/navigationapi/menu', async () => content.menu());
  app.get('/GetSiteFooter', async () => content.footer());
}
