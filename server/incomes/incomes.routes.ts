// REST routes of the incomes area under /mypages/api/incomes: the certificate upload (multipart, spec 001 §5, §7:
// name, applicantIncomeId, certificationTypeId, slot, contentType and the file) and the owner's download of one.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { uploadMessages } from '../../src/rules/upload';
import type { UploadPipeline } from '../documents/stored-upload';
import { downloadHandler, uploadHandler } from '../http/file-routes';
import type { CertificationFilesService } from './certification-files.service';

export interface IncomeRouteDeps {
  certificationFiles: CertificationFilesService;
  uploads: UploadPipeline;
}

const NOT_FOUND = 'Intyget finns inte';
/** name, applicantIncomeId, certificationTypeId, slot, contentType beside the file. */
const CERTIFICATION_FORM = { maxFields: 5, oneFileText: uploadMessages.oneFile, badFormText: 'Formuläret kunde inte läsas' };

export async function incomeRoutes(app: FastifyInstance, { certificationFiles, uploads }: IncomeRouteDeps): Promise<void> {
  await app.register(multipart);

  app.post('/certifications', uploadHandler({ uploads, form: CERTIFICATION_FORM, save: (actor, form) => certificationFiles.upload(actor, form) }));

  // Files are mostly compressed already (images, PDF, Office): sent as stored, with their length.
  app.get('/certifications/:documentId/file', { compress: false }, downloadHandler({ notFoundText: NOT_FOUND, open: (actor, id) => certificationFiles.open(actor, id) }));
}
