// The upload pipeline's core: one file stream → checked by name and by content → streamed into the file storage under
// a fresh key, refused the moment it passes 10 MB. Every area that takes files (documents, registration's identity
// document, income certificates) stores them through here.
import { Readable } from 'node:stream';
import { fileNameProblem, UPLOAD_MAX_BYTES, uploadMessages } from '../../src/rules/upload';
import { failure, type Outcome } from '../domain/outcome';
import { newStorageKey, TooLargeError, type FileStorage } from '../storage/file-storage';
import { allowedMediaType, SNIFF_BYTES } from './file-kind';

/** A file the storage holds under `key` and no row names yet: discard it unless a row comes to name it. */
export interface StoredUpload {
  key: string;
  /** The name to show: the browser's, cleaned (never used as a path). */
  name: string;
  mediaType: string;
  size: number;
}

/** Where uploaded files are kept in the storage; the orphan cleanup looks under this prefix. */
export const UPLOAD_PREFIX = 'documents';
/** Names are shown, never used as paths; longer ones are cut, keeping the extension. */
export const NAME_MAX = 200;

// Matching control characters is the point here.
// oxlint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** The browser's file name as we show it: no control characters (NUL included), no surrounding space, ≤ NAME_MAX. */
export function displayName(raw: string): string {
  const clean = raw.replace(CONTROL, '').trim();
  if (clean.length <= NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, NAME_MAX - ext.length) + ext;
}

/** Reads up to `bytes` from the stream's start; `body` then gives the whole stream again, start included. */
async function peek(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const it = source[Symbol.asyncIterator]();
  let done = false;
  while (length < bytes) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.from(next.value as Uint8Array);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value as Uint8Array;
  }
  return { head: head.subarray(0, bytes), body: Readable.from(all(), { objectMode: false }) };
}

const refused = (text: string) => failure(text, [{ code: 'file', text }]);

/**
 * Checks and stores one uploaded file. A refusal (no name, a comma, a name or content of a type we do not take, an
 * empty file, more than 10 MB) leaves nothing in the storage and stops reading the stream where it was refused; an
 * error of the stream itself (the client went away) is thrown, also leaving nothing.
 */
export async function storeUpload(storage: FileStorage, file: { filename: string; stream: Readable }, now: Date): Promise<Outcome<{ file: StoredUpload }>> {
  const name = displayName(file.filename);
  const nameProblem = fileNameProblem(name);
  if (nameProblem) return refused(nameProblem);
  const { head, body } = await peek(file.stream, SNIFF_BYTES);
  if (head.length === 0) return refused(uploadMessages.size);
  const mediaType = await allowedMediaType(head, name);
  if (!mediaType) return refused(uploadMessages.type);
  const key = newStorageKey(UPLOAD_PREFIX, now);
  try {
    const { size } = await storage.put(key, body, { maxBytes: UPLOAD_MAX_BYTES, contentType: mediaType });
    return { ok: true, file: { key, name, mediaType, size } };
  } catch (err) {
    if (err instanceof TooLargeError) return refused(uploadMessages.size);
    throw err;
  }
}

/**
 * The pipeline as the services and routes hold it: its storage and clock, storing files, discarding them, and keeping
 * a stored file only when the row naming it is written.
 */
export class UploadPipeline {
  constructor(
    readonly storage: FileStorage,
    private readonly now: () => Date = () => new Date(),
  ) {}

  store(file: { filename: string; stream: Readable }): Promise<Outcome<{ file: StoredUpload }>> {
    return storeUpload(this.storage, file, this.now());
  }

  /** Deletes a stored file no row will name; a failure leaves it to the orphan cleanup. */
  async discard(file: StoredUpload | null): Promise<void> {
    if (file) await this.storage.delete(file.key).catch(() => {});
  }

  /**
   * Runs `keep` (which writes the row naming the stored file) and deletes the file when it fails or throws, so a
   * refused form leaves no file behind. A crash in between leaves an orphan for DocumentFilesCleanup.
   */
  async keepUnless<O extends { ok: boolean }>(file: StoredUpload | null, keep: () => Promise<O>): Promise<O> {
    let outcome: O;
    try {
      outcome = await keep();
    } catch (err) {
      await this.discard(file);
      throw err;
    }
    if (!outcome.ok) await this.discard(file);
    return outcome;
  }
}
