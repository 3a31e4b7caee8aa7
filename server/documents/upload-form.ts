// Reads a multipart upload form (text fields and at most one file) as it streams in: the file goes through the upload
// pipeline straight into the file storage, nothing is buffered whole. Used by the documents and registration routes.
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, uploadMessages } from '../../src/rules/upload';
import { FORBIDDEN_TEXT_MESSAGE, isAllowedText } from '../domain/forbidden-text';
import { failure, type Outcome } from '../domain/outcome';
import type { StoredUpload, UploadPipeline } from './stored-upload';

/** Room for the form's text fields and multipart framing beside a file of the largest allowed size. */
export const FORM_ALLOWANCE_BYTES = 64 * 1024;

export interface UploadForm {
  fields: Record<string, string>;
  /** Stored under a fresh key; the caller writes the row naming it or discards it (UploadPipeline.keepUnless). */
  file: StoredUpload | null;
}

export interface UploadFormOptions {
  /** The most text fields the form has. */
  maxFields: number;
  /** Said when a second file arrives. */
  oneFileText: string;
  /** Said when the form is not one we can read. */
  badFormText: string;
}

const refused = (code: string, text: string) => failure(text, [{ code, text }]);

/**
 * The form's fields and its stored file, or the first rule it broke. A refusal stops reading where it happened (the
 * rest of the body is never read: answer with Connection: close) and leaves no file in the storage. An error of the
 * request itself (the client went away mid-upload) is thrown, also leaving no file.
 */
export async function readUploadForm(request: FastifyRequest, uploads: UploadPipeline, opts: UploadFormOptions): Promise<Outcome<{ form: UploadForm }>> {
  // A body that says up front it is too large is refused before a byte of it is read.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES + FORM_ALLOWANCE_BYTES) return refused('file', uploadMessages.size);

  const fields: Record<string, string> = {};
  let file: StoredUpload | null = null;
  const discard = async () => {
    await uploads.discard(file);
    file = null;
  };
  try {
    const parts = request.parts({
      // The pipeline's own byte limit refuses at the first byte over; busboy's (one byte later) is a backstop.
      limits: { files: 2, fileSize: UPLOAD_MAX_BYTES + 1, fields: opts.maxFields, fieldSize: FORM_ALLOWANCE_BYTES, parts: opts.maxFields + 2 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (file) {
          await discard();
          return refused('file', opts.oneFileText);
        }
        // A file part without a name (filename="") comes with none at all: it is refused as nameless (found by fuzzing).
        const stored = await uploads.store({ filename: part.filename ?? '', stream: part.file });
        if (!stored.ok) return stored;
        file = stored.file;
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        // NUL and other control characters never; line breaks are the caller's rule (a JSON part, a free text).
        if (!isAllowedText(part.fieldname) || !isAllowedText(value, true)) {
          await discard();
          return refused(isAllowedText(part.fieldname) ? part.fieldname : 'form', FORBIDDEN_TEXT_MESSAGE);
        }
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    await discard();
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return refused('file', uploadMessages.size);
    if (code === 'FST_FILES_LIMIT') return refused('file', opts.oneFileText);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return refused('form', opts.badFormText);
    throw err;
  }
  return { ok: true, form: { fields, file } };
}
