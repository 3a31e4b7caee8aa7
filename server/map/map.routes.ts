// GET /mypages/api/map/config and /mypages/api/map/style.json: what the SPA's map needs to start. Both are the same
// for every visitor, so neither carries a cookie and the style may be cached briefly.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { ListingService } from '../listings/listings.service';
import { mapConfig } from './map-config';
import { buildOfflineStyle } from './style';

export const STYLE_CACHE_CONTROL = 'public, max-age=300';

export async function mapRoutes(app: FastifyInstance, { listings, config }: { listings: ListingService; config: Pick<Config, 'MAPBOX_TOKEN'> }): Promise<void> {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.removeHeader('set-cookie');
    return payload;
  });
  app.get('/config', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return mapConfig(config.MAPBOX_TOKEN, `${app.prefix}/style.json`);
  });
  app.get('/style.json', async (_req, reply) => {
    const { districts } = await listings.regionsAndDistricts();
    return reply.header('Cache-Control', STYLE_CACHE_CONTROL).type('application/json; charset=utf-8').send(buildOfflineStyle(districts));
  });
}
