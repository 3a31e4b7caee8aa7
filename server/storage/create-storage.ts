// Picks the file storage from the configuration: S3-compatible when S3_BUCKET is set, else the local folder.
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

export function createFileStorage(config: Pick<Config, 'FILES_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>): FileStorage {
  if (!config.S3_BUCKET) return new LocalFileStorage(config.FILES_DIR);
  return new S3FileStorage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
