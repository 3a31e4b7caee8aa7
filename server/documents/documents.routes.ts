// REST routes of the documents area under /mypages/api/documents: the upload (multipart, spec 001 §5, §7) and the
// owner's download of a file.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { uploadMessages } from '../../src/rules/upload';
import type { Outcome } from '../domain/outcome';
import { applicantActorOf } from '../http/actor';
import { attachment } from '../http/attachment';
import type { DocumentView } from './document-view';
import type { DocumentsService } from './documents.service';
import type { UploadPipeline } from './stored-upload';
import { readUploadForm } from './upload-form';

export interface DocumentRouteDeps {
  documents: DocumentsService;
  uploads: UploadPipeline;
}

const LOGIN_REQUIRED = 'Du måste vara inloggad.';
const NOT_FOUND = 'Dokumentet finns inte';
/** name, description, contentType, documentTypeId, regionId (what the spec's form sends beside the file). */
const DOCUMENT_FORM = { maxFields: 5, oneFileText: uploadMessages.oneFile, badFormText: 'Formuläret kunde inte läsas' };

function sendUpload(reply: FastifyReply, outcome: Outcome<{ document: DocumentView }>) {
  if (outcome.ok) return reply.send({ error: false, errorText: null, validationErrors: [], document: outcome.document });
  // The rest of a refused body is never read: the connection closes after this answer instead.
  return reply.code(400).header('connection', 'close').send({ error: true, errorText: outcome.errorText, validationErrors: outcome.validationErrors, document: null });
}

export async function documentRoutes(app: FastifyInstance, { documents, uploads }: DocumentRouteDeps): Promise<void> {
  await app.register(multipart);

  app.post('/', async (req, reply) => {
    const actor = applicantActorOf(req);
    if (!actor) return reply.code(401).header('connection', 'close').send({ error: true, errorText: LOGIN_REQUIRED, validationErrors: [], document: null });
    if (!req.isMultipart()) return reply.code(415).send({ error: true, errorText: DOCUMENT_FORM.badFormText, validationErrors: [], document: null });
    const read = await readUploadForm(req, uploads, DOCUMENT_FORM);
    return sendUpload(reply, read.ok ? await documents.upload(actor, read.form) : read);
  });

  // Files are mostly compressed already (images, PDF, Office): sent as stored, with their length.
  app.get<{ Params: { documentId: string } }>('/:documentId/file', { compress: false }, async (req, reply) => {
    const actor = applicantActorOf(req);
    if (!actor) return reply.code(401).send({ error: true, errorText: LOGIN_REQUIRED, validationErrors: [] });
    const id = /^\d{1,9}$/.test(req.params.documentId) ? Number(req.params.documentId) : null;
    const file = id === null ? null : await documents.open(actor, id);
    if (!file) return reply.code(404).send({ error: true, errorText: NOT_FOUND, validationErrors: [] });
    return reply
      .type(file.mediaType)
      .header('content-length', file.size)
      .header('content-disposition', attachment(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
