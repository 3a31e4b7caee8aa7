// Certificate files: the upload and the owner's download. A file uploaded to one slot of an income (spec 001 §5: name, applicantIncomeId, certificationTypeId,
// slot, content type and the file). The file is checked and stored by the documents area's upload pipeline first;
// then, in one transaction, the slot takes the UPLOAD step (a rejection or a missing mark gives way to the new file;
// an approved slot refuses it) and the row naming the file is written. A refusal or a failed row deletes the file.
import type { Readable } from 'node:stream';
import { uploadMessages } from '../../src/rules/upload';
import { z } from '../../src/rules/zod';
import type { Db } from '../db/client';
import { mayActFor, type Actor } from '../domain/actor';
import type { CertificationDocument } from '../domain/income-certifications';
import { failure, type Outcome, type ValidationError } from '../domain/outcome';
import type { UploadPipeline } from '../documents/stored-upload';
import type { UploadForm } from '../documents/upload-form';
import { certificationNotFound, takeStep } from './certification-steps';
import { toCertificationDocument } from './income-view';
import { findCertificationDocument, findIncome, insertCertificationDocument } from './incomes.repository';

export interface CertificationFile {
  name: string;
  mediaType: string;
  size: number;
  stream: Readable;
}

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** The slot's ids travel as multipart text fields. */
const slotFields = z.object({ applicantIncomeId: id, certificationTypeId: id, slot: id });

export class CertificationFilesService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadPipeline,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async upload(actor: Actor, form: UploadForm): Promise<Outcome<{ document: CertificationDocument }>> {
    return this.uploads.keepUnless(form.file, async (): Promise<Outcome<{ document: CertificationDocument }>> => {
      const problems: ValidationError[] = [];
      if (!form.file) problems.push({ code: 'file', text: uploadMessages.fileRequired });
      // The form also sends the file's name on its own: the same comma rule applies to it.
      if (form.fields.name?.includes(',')) problems.push({ code: 'file', text: uploadMessages.comma });
      const key = slotFields.safeParse(form.fields);
      if (problems.length || !form.file) return failure(problems[0]?.text ?? uploadMessages.fileRequired, problems);
      if (!key.success) return failure(certificationNotFound);
      const file = form.file;
      const now = this.now();
      return this.db.transaction(async (tx): Promise<Outcome<{ document: CertificationDocument }>> => {
        const stepped = await takeStep(tx, key.data, { type: 'UPLOAD' }, { now }, (income) => mayActFor(actor, income.applicantId));
        if (!stepped.ok) return stepped;
        const row = await insertCertificationDocument(tx, { ...key.data, name: file.name, mediaType: file.mediaType, size: file.size, storageKey: file.key, created: now });
        return { ok: true, document: toCertificationDocument(row) };
      });
    });
  }

  /** The file for its owner (or staff), or null: not there, not theirs, or its bytes are gone. */
  async open(actor: Actor, documentId: number): Promise<CertificationFile | null> {
    const row = await findCertificationDocument(this.db, documentId);
    const income = row && (await findIncome(this.db, row.applicantIncomeId));
    if (!row || !income || !mayActFor(actor, income.applicantId)) return null;
    const stream = await this.uploads.storage.get(row.storageKey);
    return stream ? { name: row.name, mediaType: row.mediaType, size: row.size, stream } : null;
  }
}
