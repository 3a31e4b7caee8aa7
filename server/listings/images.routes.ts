// GET /mypages/api/images/:imageId?size=list|gallery — the images of rental objects (uploaded photos as stored, demo
// images drawn) and landlord logos.
// An image never changes under its id, so replies are cacheable for a year and carry no cookie.
import type { FastifyInstance } from 'fastify';
import { isImageSize } from './image-svg';
import type { ListingService } from './listings.service';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function imageRoutes(app: FastifyInstance, { listings }: { listings: ListingService }): Promise<void> {
  // The API's hooks hand out the CSRF cookie on any reply that lacks it; a shared, cached image must not carry one.
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.removeHeader('set-cookie');
    return payload;
  });
  app.get<{ Params: { imageId: string }; Querystring: { size?: string } }>('/:imageId', async (req, reply) => {
    const size = req.query.size ?? 'list';
    if (!isImageSize(size)) return reply.code(400).type('text/plain; charset=utf-8').send('size måste vara list eller gallery');
    const image = await listings.image(req.params.imageId, size);
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Bilden finns inte');
    if ('svg' in image) return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(image.svg);
    // An uploaded photo (the back office's listing editor): as stored, its type decided from its content on upload.
    return reply.header('Cache-Control', IMAGE_CACHE_CONTROL).header('x-content-type-options', 'nosniff').type(image.mediaType).send(image.stream);
  });
}
