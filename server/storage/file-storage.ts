// The file storage every area writes uploaded files to: one interface, a local folder or S3-compatible object storage
// behind it (server/storage/create-storage.ts picks one from the configuration). Files live outside the database.
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  /** When the object was written (the orphan cleanup only touches objects older than its grace period). */
  modified: Date;
}

export interface FileStorage {
  /**
   * Streams `body` under `key`, refusing it with TooLargeError as soon as more than `maxBytes` have arrived. The object
   * appears under its key only when the whole stream was written: a refused, failed or cut-off write leaves nothing.
   */
  put(key: string, body: Readable, opts: { maxBytes: number; contentType?: string }): Promise<{ size: number }>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; removing one that is not there is not an error (cleanup runs again after a crash). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every object whose key starts with `prefix`, for the orphan cleanup. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
    this.name = 'TooLargeError';
  }
}

/** Counts the bytes passing through and fails the stream with TooLargeError at the first byte over `maxBytes`. */
export function byteLimit(maxBytes: number): Transform & { bytes: () => number } {
  let bytes = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new TooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return Object.assign(t, { bytes: () => bytes });
}

// Keys are made by the server (never from a file's name): segments of letters, digits, '-', '_' and inner dots,
// joined by '/'. No segment starts with a dot, so no key climbs out of its folder.
const KEY = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/i;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 300) throw new Error('invalid storage key');
}

/** A fresh key under an area's prefix (e.g. documents/2026-11/5b0c…): unguessable, unique, never the file's name. */
export function newStorageKey(prefix: string, now: Date): string {
  const month = now.toISOString().slice(0, 7);
  const key = `${prefix}/${month}/${randomUUID()}`;
  assertKey(key);
  return key;
}
