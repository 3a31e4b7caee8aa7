// File storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, a cloud provider's object storage), so that several
// server instances share the files. An object appears only when its upload completes: S3 writes are atomic, and a
// multipart upload that fails is aborted, so a refused or cut-off upload leaves nothing.
import type { S3Client } from '@aws-sdk/client-s3';
import { pipeline, type Readable } from 'node:stream';
import { assertKey, byteLimit, type FileStorage, type StoredObject } from './file-storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

// The SDK is large: loaded when S3 storage is first used, so a server on the local folder never loads it.
type Sdk = { s3: typeof import('@aws-sdk/client-s3'); storage: typeof import('@aws-sdk/lib-storage') };
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => (sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({ s3, storage })));

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

export class S3FileStorage implements FileStorage {
  private client: S3Client | undefined;
  private readonly bucket: string;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
  }

  private async open(): Promise<{ client: S3Client; sdk: Sdk }> {
    const loaded = await loadSdk();
    const s = this.settings;
    this.client ??= new loaded.s3.S3Client({
      endpoint: s.endpoint || undefined,
      region: s.region,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      // Path-style addressing and checksums only where required: what S3-compatible servers other than AWS accept.
      forcePathStyle: !!s.endpoint,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { client: this.client, sdk: loaded };
  }

  async put(key: string, body: Readable, opts: { maxBytes: number; contentType?: string }): Promise<{ size: number }> {
    assertKey(key);
    const { client, sdk } = await this.open();
    const limit = byteLimit(opts.maxBytes);
    // The size is unknown until the stream ends: lib-storage sends one PUT for small files and a multipart upload
    // (aborted on failure) for large ones.
    const counted = pipeline(body, limit, () => {});
    const upload = new sdk.storage.Upload({
      client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: opts.contentType },
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      body.destroy();
      throw limit.errored ?? err;
    }
    return { size: limit.bytes() };
  }

  async get(key: string): Promise<Readable | null> {
    assertKey(key);
    const { client, sdk } = await this.open();
    try {
      const res = await client.send(new sdk.s3.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (res.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    const { client, sdk } = await this.open();
    await client.send(new sdk.s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    const { client, sdk } = await this.open();
    try {
      await client.send(new sdk.s3.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    assertKey(prefix);
    const { client, sdk } = await this.open();
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.s3.ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  destroy(): void {
    this.client?.destroy();
  }
}
