// Test helper for the upload routes (documents, income certificates): a raw HTTP client that controls exactly what it
// has sent when the answer comes, and the two streaming scenarios every upload route must pass — 10 MB + 1 byte refused
// while the client is still sending, and a connection cut mid-upload leaving no file behind. The test files assert
// on what these return; the rows are theirs to count.
import { readdir } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { UPLOAD_MAX_BYTES } from '../../src/rules/upload';
import { SAMPLE_PDF } from '../documents/sample-files';
import type { TestClient, TestServer } from './harness';

const BOUNDARY = '----portal-upload-test';

/** The form's text fields, then the file part's head: what comes before the file's bytes. */
export function formHead(fields: Record<string, string>, fileName: string): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.from(`${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`);
}
export const formTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

export interface Answer {
  res: IncomingMessage;
  body: string;
}

/** Opens a multipart POST to `path` as `c` (its cookies and CSRF header); chunked unless `headers` declare a length. */
export function rawUpload(server: TestServer, c: TestClient, path: string, headers: Record<string, string | number> = {}): { req: ClientRequest; response: Promise<Answer> } {
  const req = httpRequest(new URL(path, server.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': c.csrfToken() ?? '',
      ...headers,
    },
  });
  req.on('error', () => {}); // the server closes the connection after a refusal: later writes may fail
  const response = new Promise<Answer>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ res, body }));
    });
  });
  return { req, response };
}

/** Writes `bytes` of a PDF-headed file in chunks, waiting for the socket to take each (so "sent" means the server could read it). */
export async function writeFileBytes(req: ClientRequest, bytes: number, answered: () => boolean): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024);
  let sent = 0;
  let first = true;
  while (sent < bytes && !answered()) {
    const piece = first ? Buffer.concat([SAMPLE_PDF, chunk]).subarray(0, Math.min(chunk.length, bytes - sent)) : chunk.subarray(0, Math.min(chunk.length, bytes - sent));
    first = false;
    sent += piece.length;
    if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
  }
  return sent;
}

export async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The names of every stored file (complete or partial) under the test server's files folder. */
export async function storedFiles(server: TestServer): Promise<string[]> {
  return (await readdir(server.filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

/**
 * Sends the form with a file of 10 MB + 1 byte, chunked (its size not declared up front), holding the closing boundary
 * back, and answers what the server said and whether the client was still sending when it did.
 */
export async function sendOneByteTooMany(server: TestServer, c: TestClient, path: string, fields: Record<string, string>): Promise<Answer & { sent: number; stillSending: boolean }> {
  const { req, response } = rawUpload(server, c, path);
  let answer: Answer | null = null;
  void response.then((a) => (answer = a));
  req.write(formHead(fields, 'stor.pdf'));
  const sent = await writeFileBytes(req, UPLOAD_MAX_BYTES + 1, () => answer !== null);
  const { res, body } = await response;
  const stillSending = !req.writableEnded;
  req.destroy();
  return { res, body, sent, stillSending };
}

/**
 * Starts an upload of 2 MB, waits until the server is writing the file (a partial file exists), then cuts the
 * connection and waits until the storage holds `filesBefore` files again (it throws when it never does).
 */
export async function cutMidUpload(server: TestServer, c: TestClient, path: string, fields: Record<string, string>, filesBefore: number): Promise<void> {
  const { req } = rawUpload(server, c, path);
  req.write(formHead(fields, 'avbruten.pdf'));
  await writeFileBytes(req, 2 * 1024 * 1024, () => false);
  await until(async () => (await storedFiles(server)).some((n) => n.endsWith('.partial')), 'the partial file');
  req.destroy();
  await until(async () => (await storedFiles(server)).length === filesBefore, 'the partial file to be removed');
}
