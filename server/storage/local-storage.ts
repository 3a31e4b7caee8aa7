// File storage in a local folder (the default: ./data/files, nothing to set up). A file is written under a temporary
// name in the same folder and renamed into place when complete, so a key never names half a file.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, byteLimit, type FileStorage, type StoredObject } from './file-storage';

/** Files being written end in this; the cleanup removes old ones a crash left behind. */
export const PARTIAL_SUFFIX = '.partial';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    assertKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable, opts: { maxBytes: number }): Promise<{ size: number }> {
    const target = this.path(key);
    const partial = `${target}.${randomUUID()}${PARTIAL_SUFFIX}`;
    await mkdir(join(target, '..'), { recursive: true });
    const limit = byteLimit(opts.maxBytes);
    try {
      await pipeline(body, limit, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
      return { size: limit.bytes() };
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.path(key);
    if (!(await this.exists(key))) return null;
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }

  /** Complete files and partial ones a crash left behind (never in a row, so the orphan cleanup removes them). */
  async *list(prefix: string): AsyncIterable<StoredObject> {
    assertKey(prefix);
    let entries: string[];
    try {
      entries = await readdir(join(this.root, ...prefix.split('/')), { recursive: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(this.root, ...prefix.split('/'), entry);
      const s = await stat(path).catch(() => null);
      if (!s?.isFile()) continue;
      yield { key: relative(this.root, path).split(sep).join('/'), size: s.size, modified: s.mtime };
    }
  }
}
