// The same document flow with the files in S3-compatible storage (a real s3rver started here): the app picks S3 from
// S3_BUCKET, stores uploads there, streams them back, deletes them, and a refused upload leaves no object.
import { readdir } from 'node:fs/promises';
import { UPLOAD_MAX_BYTES, uploadMessages } from '../../src/rules/upload';
import { scenarios } from '../db/seed/scenarios';
import { startS3Server } from '../storage/testing';
import { startTestServer, type TestServer } from '../test/harness';
import { SAMPLE_PDF } from './sample-files';
import { UPLOAD_PREFIX } from './stored-upload';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = s3.settings;
  server = await startTestServer({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function objects(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of server.services.storage.list(UPLOAD_PREFIX)) keys.push(o.key);
  return keys;
}

it('uploads into the bucket, downloads from it and deletes from it', async () => {
  // The demo's seeded documents and certificates are in the bucket already.
  const seeded = await objects();
  const c = server.client();
  await c.login(scenarios.payingApplicant.email, scenarios.payingApplicant.password);
  const res = await c.multipart('/mypages/api/documents', { description: 'I molnet' }, [{ field: 'file', name: 'moln.pdf', type: 'application/pdf', content: SAMPLE_PDF }]);
  expect(res.json).toMatchObject({ error: false, document: { name: 'moln.pdf', mediaType: 'application/pdf' } });
  const added = (await objects()).filter((key) => !seeded.includes(key));
  expect(added).toHaveLength(1);
  expect(await server.services.storage.exists(added[0]!)).toBe(true);

  const download = await fetch(`${server.baseUrl}/mypages/api/documents/${res.json.document.documentId}/file`, {
    headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  expect(download.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await download.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true);

  const refused = await c.multipart('/mypages/api/documents', { description: 'För stor' }, [
    { field: 'file', name: 'stor.pdf', type: 'application/pdf', content: Buffer.concat([SAMPLE_PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - SAMPLE_PDF.length)]) },
  ]);
  expect(refused.json.errorText).toBe(uploadMessages.size);
  expect(await objects()).toHaveLength(seeded.length + 1);

  const deleted = await c.graphql('mutation($id: Int!) { deleteDocument(documentId: $id) { error } }', { id: res.json.document.documentId });
  expect(deleted.json.data.deleteDocument.error).toBe(false);
  expect(await objects()).toEqual(seeded);
});

it('keeps nothing in the local files folder when S3 is configured', async () => {
  expect(await readdir(server.filesDir, { recursive: true })).toEqual([]);
});
