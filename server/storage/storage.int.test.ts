// The storage contract, run against the local folder and against a real S3-protocol server (s3rver): what the upload
// pipeline and the orphan cleanup rely on.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { newStorageKey, TooLargeError, type FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import { startS3Server, tempFilesDir } from './testing';

const NOW = new Date('2026-11-22T10:00:00Z');

async function keysUnder(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of storage.list(prefix)) keys.push(o.key);
  return keys.sort();
}

/** A body that sends `chunks` chunks of `size` bytes, then fails as a cut connection does. */
function cutOff(chunks: number, size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent++ < chunks) this.push(Buffer.alloc(size, 7));
      else this.destroy(new Error('aborted'));
    },
  });
}

const kinds: [string, () => Promise<{ storage: FileStorage; close: () => Promise<void> }>][] = [
  [
    'local folder',
    async () => {
      const { dir, remove } = await tempFilesDir();
      return { storage: new LocalFileStorage(dir), close: remove };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const s3 = await startS3Server();
      const storage = new S3FileStorage(s3.settings);
      return { storage, close: async () => (storage.destroy(), s3.close()) };
    },
  ],
];

describe.each(kinds)('file storage: %s', (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => {
    await close?.();
  });

  it('stores a stream under a key, gives it back, tells it exists, lists it and deletes it', async () => {
    const key = newStorageKey('contract', NOW);
    const bytes = Buffer.from('%PDF-1.7 hej');
    expect(await storage.put(key, Readable.from([bytes.subarray(0, 4), bytes.subarray(4)]), { maxBytes: 100, contentType: 'application/pdf' })).toEqual({ size: bytes.length });
    expect(await storage.exists(key)).toBe(true);
    expect(await buffer((await storage.get(key))!)).toEqual(bytes);
    const listed = [];
    for await (const o of storage.list('contract')) listed.push(o);
    expect(listed).toEqual([{ key, size: bytes.length, modified: expect.any(Date) }]);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting again is no error: the cleanup may run twice
  });

  it('accepts exactly the limit and refuses one byte more, leaving nothing under the key', async () => {
    const exact = newStorageKey('limit', NOW);
    expect((await storage.put(exact, Readable.from([Buffer.alloc(600), Buffer.alloc(424)]), { maxBytes: 1024 })).size).toBe(1024);
    const over = newStorageKey('limit', NOW);
    await expect(storage.put(over, Readable.from([Buffer.alloc(600), Buffer.alloc(425)]), { maxBytes: 1024 })).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage.exists(over)).toBe(false);
    expect(await keysUnder(storage, 'limit')).toEqual([exact]);
  });

  it('refuses a large stream as soon as it passes the limit, without reading the rest', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    const key = newStorageKey('endless', NOW);
    await expect(storage.put(key, endless, { maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(TooLargeError);
    expect(produced).toBeLessThan(8 * 1024 * 1024); // an endless body: it stopped reading near the limit
    expect(await keysUnder(storage, 'endless')).toEqual([]);
  });

  it('leaves nothing behind when the body is cut off midway', async () => {
    const key = newStorageKey('cut', NOW);
    await expect(storage.put(key, cutOff(4, 64 * 1024), { maxBytes: 10 * 1024 * 1024 })).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
    expect(await keysUnder(storage, 'cut')).toEqual([]);
  });

  it('stores a body larger than one S3 part (a multipart upload) intact', async () => {
    const key = newStorageKey('large', NOW);
    const big = Buffer.alloc(6 * 1024 * 1024 + 3, 1);
    big.write('slut', big.length - 4);
    const chunks = [];
    for (let i = 0; i < big.length; i += 256 * 1024) chunks.push(big.subarray(i, i + 256 * 1024));
    expect((await storage.put(key, Readable.from(chunks), { maxBytes: 10 * 1024 * 1024 })).size).toBe(big.length);
    expect((await buffer((await storage.get(key))!)).equals(big)).toBe(true);
  });

  it('never takes a key that could leave its folder', async () => {
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a\0b', '']) {
      await expect(storage.put(bad, Readable.from([Buffer.from('x')]), { maxBytes: 10 })).rejects.toThrow('invalid storage key');
    }
  });
});
