// One HTTP request with nothing decoded (fetch would decode a compressed body): for tests of compression.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function raw(baseUrl: string, url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(url, baseUrl), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The body as sent before compression. */
export const decode = (r: RawReply): Buffer =>
  r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body;
