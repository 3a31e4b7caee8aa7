// REST routes of the review area under /staff/api/files: a case handler's view of an uploaded file for the preview.
// A staff session is required; anything else (a visitor, an applicant's session, an unknown id) gets the same 404.
// PDF and images are sent inline (the item page shows them in a frame or an image), anything else as a download;
// always nosniff, never cached, and in a CSP sandbox (no scripts, no same-origin, no forms) that only the back office
// may frame. Each view is recorded in the audit log by the service.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffActor } from '../../domain/actor';
import { attachment } from '../../http/attachment';
import '../staff.routes';
import { isPreviewable } from './review-item-view';
import type { ReviewFile, ReviewService } from './review.service';

export interface ReviewFileRouteDeps {
  review: ReviewService;
}

const NOT_FOUND = 'Filen finns inte';
const FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export async function reviewFileRoutes(app: FastifyInstance, { review }: ReviewFileRouteDeps): Promise<void> {
  // Files are mostly compressed already (images, PDF, Office): sent as stored, with their length.
  app.get('/document/:id', { compress: false }, previewHandler((actor, id) => review.documentFile(actor, id)));
  app.get('/certification/:id', { compress: false }, previewHandler((actor, id) => review.certificationFile(actor, id)));
}

function previewHandler(open: (actor: StaffActor, id: number) => Promise<ReviewFile | null>) {
  return async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : null;
    const file = req.staffActor && id !== null ? await open(req.staffActor, id) : null;
    if (!file) return reply.code(404).send({ error: true, errorText: NOT_FOUND, validationErrors: [] });
    return reply
      .type(file.mediaType)
      .header('content-length', file.size)
      .header('content-disposition', attachment(file.name, isPreviewable(file.mediaType) ? 'inline' : 'attachment'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', FILE_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .send(file.stream);
  };
}
