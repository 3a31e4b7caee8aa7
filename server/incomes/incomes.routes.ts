// REST routes of the incomes area under /mypages/api/incomes: the certificate upload (multipart, spec 001 §5, §7:
// name, applicantIncomeId, certificationTypeId, slot, contentType and the file) and the owner's download of one.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { uploadMessages } from '../../src/rules/upload';
import { readUploadForm } from '../documents/upload-form';
import type { UploadPipeline } from '../documents/stored-upload';
import { applicantActorOf } from '../http/actor';
import { attachment } from '../http/attachment';
import type { CertificationFilesService } from './certification-files.service';

export interface IncomeRouteDeps {
  certificationFiles: CertificationFilesService;
  uploads: UploadPipeline;
}

const LOGIN_REQUIRED = 'Du måste vara inloggad.';
const NOT_FOUND = 'Intyget finns inte';
/** name, applicantIncomeId, certificationTypeId, slot, contentType beside the file. */
const CERTIFICATION_FORM = { maxFields: 5, oneFileText: uploadMessages.oneFile, badFormText: 'Formuläret kunde inte läsas' };

export async function incomeRoutes(app: FastifyInstance, { certificationFiles, uploads }: IncomeRouteDeps): Promise<void> {
  await app.register(multipart);

  app.post('/certifications', async (req, reply) => {
    const actor = applicantActorOf(req);
    if (!actor) return reply.code(401).header('connection', 'close').send({ error: true, errorText: LOGIN_REQUIRED, validationErrors: [], document: null });
    if (!req.isMultipart()) return reply.code(415).send({ error: true, errorText: CERTIFICATION_FORM.badFormText, validationErrors: [], document: null });
    const read = await readUploadForm(req, uploads, CERTIFICATION_FORM);
    const outcome = read.ok ? await certificationFiles.upload(actor, read.form) : read;
    if (outcome.ok) return reply.send({ error: false, errorText: null, validationErrors: [], document: outcome.document });
    // The rest of a refused body is never read: the connection closes after this answer instead.
    return reply.code(400).header('connection', 'close').send({ error: true, errorText: outcome.errorText, validationErrors: outcome.validationErrors, document: null });
  });

  // Files are mostly compressed already (images, PDF, Office): sent as stored, with their length.
  app.get<{ Params: { documentId: string } }>('/certifications/:documentId/file', { compress: false }, async (req, reply) => {
    const actor = applicantActorOf(req);
    if (!actor) return reply.code(401).send({ error: true, errorText: LOGIN_REQUIRED, validationErrors: [] });
    const id = /^\d{1,9}$/.test(req.params.documentId) ? Number(req.params.documentId) : null;
    const file = id === null ? null : await certificationFiles.open(actor, id);
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
