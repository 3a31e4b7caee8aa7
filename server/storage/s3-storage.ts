// File storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, a cloud provider's object storage), so that several
// server instances share the files. An object appears only when its upload completes: S3 writes are atomic, and a
// multipart upload that fails is aborted, so a refused or cut-off upload leaves nothing.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, type Readable } from 'node:stream';
import { assertKey, byteLimit, type FileStorage, type StoredObject } from './file-storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(s: S3Settings) {
    this.bucket = s.bucket;
    this.client = new S3Client({
      endpoint: s.endpoint || undefined,
      region: s.region,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      // Path-style addressing and checksums only where required: what S3-compatible servers other than AWS accept.
      forcePathStyle: !!s.endpoint,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, opts: { maxBytes: number; contentType?: string }): Promise<{ size: number }> {
    assertKey(key);
    const limit = byteLimit(opts.maxBytes);
    // The size is unknown until the stream ends: lib-storage sends one PUT for small files and a multipart upload
    // (aborted on failure) for large ones.
    const counted = pipeline(body, limit, () => {});
    const upload = new Upload({
      client: this.client,
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
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (res.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    assertKey(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  destroy(): void {
    this.client.destroy();
  }
}
