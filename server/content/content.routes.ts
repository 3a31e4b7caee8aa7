// The content service's REST routes (spec 000 §7): navigation menu and site footer.
import type { FastifyInstance } from 'fastify';
import type { ContentService } from './content.service';

export async function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }): Promise<void> {
  app.get('/navigationapi/menu', async () => content.menu());
  app.get('/GetSiteFooter', async () => content.footer());
}
