// Removes stored files that no row names (an upload cut between its file and its row by a crash, a delete whose file
// removal failed, rows erased by retention), once they are older than the grace period, so an upload still being
// written is never touched. Idempotent: a second run finds nothing more to do.
import type { Db } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import { keysInUse } from './documents.repository';
import { UPLOAD_PREFIX } from './stored-upload';

/** Longer than any upload can take to reach its row. */
export const ORPHAN_GRACE_MINUTES = 60;
const BATCH = 500;

/** Which of the keys a table names (each area that stores files through the upload pipeline has one). */
export type KeysInUse = (db: Db, keys: string[]) => Promise<Set<string>>;

export class DocumentFilesCleanup {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly now: () => Date = () => new Date(),
    /** Other areas' rows naming files under the same prefix (income certificates). */
    private readonly otherKeysInUse: readonly KeysInUse[] = [],
  ) {}

  /** Deletes the orphans older than the grace period; says how many. */
  async removeOrphans(): Promise<string> {
    const cutoff = this.now().getTime() - ORPHAN_GRACE_MINUTES * 60_000;
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const sets = await Promise.all([keysInUse, ...this.otherKeysInUse].map((inUse) => inUse(this.db, batch)));
      const used = new Set(sets.flatMap((set) => [...set]));
      for (const key of batch) {
        if (used.has(key)) continue;
        await this.storage.delete(key);
        removed += 1;
      }
      batch = [];
    };
    for await (const o of this.storage.list(UPLOAD_PREFIX)) {
      if (o.modified.getTime() > cutoff) continue;
      batch.push(o.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    return `removed ${removed} orphaned files`;
  }
}
