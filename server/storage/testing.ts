// Test helpers: a throw-away local folder, and a real S3-protocol server (s3rver) with one bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-storage';

export async function tempFilesDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-files-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Starts s3rver on a free port (0) with the bucket `test-files`; close() stops it and removes its folder. */
export async function startS3Server(): Promise<{ settings: S3Settings; close: () => Promise<void> }> {
  const { dir, remove } = await tempFilesDir();
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'test-files' }] });
  const { port } = await server.run();
  return {
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket: 'test-files', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    close: async () => {
      await server.close();
      await remove();
    },
  };
}
