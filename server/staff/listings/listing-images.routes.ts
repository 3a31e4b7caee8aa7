// POST /staff/api/listings/:rentalObjectId/images — a photo for a rental object (multipart: file, description = its alt
// text, kind), read by the shared upload pipeline (type by content, ≤ 10 MB) and kept by the listing editor only when
// it is a jpg or png. Staff session only (an applicant's session is no staff session: 401).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadPipeline } from '../../documents/stored-upload';
import { uploadHandler } from '../../http/file-routes';
import '../staff.routes';
import type { ListingEditorService } from './listing-editor.service';

/** file, description, kind. */
const IMAGE_FORM = { maxFields: 3, oneFileText: 'Skicka en bild åt gången', badFormText: 'Formuläret kunde inte läsas' };
const staffActorOf = (req: FastifyRequest) => req.staffActor;

export async function listingImageRoutes(app: FastifyInstance, { listingEditor, uploads }: { listingEditor: ListingEditorService; uploads: UploadPipeline }): Promise<void> {
  await app.register(multipart);
  app.post<{ Params: { rentalObjectId: string } }>('/:rentalObjectId/images', (req, reply) =>
    uploadHandler({ uploads, form: IMAGE_FORM, actorOf: staffActorOf, save: (actor, form) => listingEditor.addImage(actor, req.params.rentalObjectId, form) })(req, reply),
  );
}
