// REST routes of the documents area under /mypages/api/documents: the upload (multipart, spec 001 §5, §7) and the
// owner's download of a file.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { uploadMessages } from '../../src/rules/upload';
import { downloadHandler, uploadHandler } from '../http/file-routes';
import type { DocumentsService } from './documents.service';
import type { UploadPipeline } from './stored-upload';

export interface DocumentRouteDeps {
  documents: DocumentsService;
  uploads: UploadPipeline;
}

const NOT_FOUND = 'Dokumentet finns inte';
/** name, description, contentType, documentTypeId, regionId (what the spec's form sends beside the file). */
const DOCUMENT_FORM = { maxFields: 5, oneFileText: uploadMessages.oneFile, badFormText: 'Formuläret kunde inte läsas' };

export async function documentRoutes(app: FastifyInstance, { documents, uploads }: DocumentRouteDeps): Promise<void> {
  await app.register(multipart);

  app.post('/', uploadHandler({ uploads, form: DOCUMENT_FORM, save: (actor, form) => documents.upload(actor, form) }));

  // Files are mostly compressed already (images, PDF, Office): sent as stored, with their length.
  app.get('/:documentId/file', { compress: false }, downloadHandler({ notFoundText: NOT_FOUND, open: (actor, id) => documents.open(actor, id) }));
}
