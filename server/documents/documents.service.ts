// The applicant's documents (spec 001 §3, §5, §7): upload through the pipeline, list, delete and download; each call
// takes an actor, and only the owner (or staff) reaches a document. Rows and files are kept in step: the file is
// written first under a fresh key, then the row in a transaction; a failed row deletes the file, a crash between the
// two leaves an orphan file that DocumentFilesCleanup removes.
import type { Readable } from 'node:stream';
import { documentUploadSchema, uploadMessages } from '../../src/rules/upload';
import type { Db } from '../db/client';
import { mayActFor, ownApplicantId, type Actor } from '../domain/actor';
import { failure, type Outcome, type ValidationError } from '../domain/outcome';
import { toDocumentView, type DocumentView } from './document-view';
import { deleteDocumentRow, findDocument, insertDocument, listDocuments, lockDocument, regionExists } from './documents.repository';
import { syncIdentificationStatus } from './identification-status';
import type { UploadPipeline } from './stored-upload';
import type { UploadForm } from './upload-form';

export const documentMessages = {
  notFound: 'Dokumentet finns inte',
  approvedStays: 'Ett godkänt dokument kan inte tas bort',
} as const;

/** A document's bytes for its download. */
export interface DocumentFile {
  name: string;
  mediaType: string;
  size: number;
  stream: Readable;
}

export class DocumentsService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadPipeline,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The applicant's own documents, newest first. */
  async list(actor: Actor): Promise<DocumentView[]> {
    return (await listDocuments(this.db, ownApplicantId(actor))).map(toDocumentView);
  }

  /** A document upload (its file already stored by the pipeline): the form's rules, then the row. */
  async upload(actor: Actor, form: UploadForm): Promise<Outcome<{ document: DocumentView }>> {
    const applicantId = ownApplicantId(actor);
    return this.uploads.keepUnless(form.file, async () => {
      const problems: ValidationError[] = [];
      if (!form.file) problems.push({ code: 'file', text: uploadMessages.fileRequired });
      // The form also sends the file's name on its own: the same comma rule applies to it.
      if (form.fields.name?.includes(',')) problems.push({ code: 'file', text: uploadMessages.comma });
      const parsed = documentUploadSchema.safeParse(form.fields);
      if (!parsed.success) problems.push(...parsed.error.issues.map((i) => ({ code: String(i.path[0] ?? 'form'), text: i.message })));
      else if (parsed.data.regionId !== undefined && !(await regionExists(this.db, parsed.data.regionId))) problems.push({ code: 'regionId', text: uploadMessages.region });
      if (problems.length || !form.file || !parsed.success) return failure(problems[0]?.text ?? uploadMessages.fileRequired, problems);
      const { file } = form;
      const fields = parsed.data;
      const row = await this.db.transaction(async (tx) => {
        const inserted = await insertDocument(tx, {
          applicantId,
          documentType: fields.documentTypeId,
          name: file.name,
          description: fields.description,
          mediaType: file.mediaType,
          size: file.size,
          storageKey: file.key,
          regionId: fields.regionId ?? null,
          created: this.now(),
        });
        if (inserted.documentType === 'IDENTIFICATION') await syncIdentificationStatus(tx, applicantId);
        return inserted;
      });
      const withRegion = await findDocument(this.db, row.documentId);
      return { ok: true, document: toDocumentView(withRegion ?? { ...row, regionName: null }) };
    });
  }

  /**
   * Deletes one of the actor's documents: the row in a transaction, then the file (a file left by a failed delete is an
   * orphan for the cleanup). An approved document stays: it is the agency's evidence (staff may still remove it).
   */
  async delete(actor: Actor, documentId: number): Promise<Outcome> {
    const outcome = await this.db.transaction(async (tx): Promise<Outcome<{ storageKey: string }>> => {
      const row = await lockDocument(tx, documentId);
      // Another applicant's document is "not found": its existence is not theirs to learn.
      if (!row || !mayActFor(actor, row.applicantId)) return failure(documentMessages.notFound);
      if (row.documentStatus === 'APPROVED' && actor.kind === 'applicant') return failure(documentMessages.approvedStays);
      await deleteDocumentRow(tx, documentId);
      if (row.documentType === 'IDENTIFICATION') await syncIdentificationStatus(tx, row.applicantId);
      return { ok: true, storageKey: row.storageKey };
    });
    if (!outcome.ok) return outcome;
    await this.uploads.storage.delete(outcome.storageKey).catch(() => {}); // else an orphan for the cleanup
    return { ok: true };
  }

  /** The document's file for its owner (or staff), or null: not there, not theirs, or its bytes are gone. */
  async open(actor: Actor, documentId: number): Promise<DocumentFile | null> {
    const row = await findDocument(this.db, documentId);
    if (!row || !mayActFor(actor, row.applicantId)) return null;
    const stream = await this.uploads.storage.get(row.storageKey);
    return stream ? { name: row.name, mediaType: row.mediaType, size: row.size, stream } : null;
  }
}
