// Throughput under load (autocannon, 50 connections, in this process over loopback): a bare Fastify JSON route, the
// floor of any request, and the vacant-homes list through ListingService.available with a new filter every request
// (nothing its memos keep can answer it), and the list's first page as most visitors ask it (no filter: after the first
// request ListingService's memos answer until the listing data changes). All in the same run, so the ratio is the figure.
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { ListingService } from '../../server/listings/listings.service';
import { quantile } from '../stats';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** A rent ceiling and rooms no one asked for before, a page somewhere in it (as bench/listings-scale.ts does). */
export const freshFilter = (n: number) => ({ filter: { rentMax: 9000 + (n % 100_000) / 100, roomsMin: 1 + (n % 3) }, sort: 'rentAsc', skip: (n * 20) % 400, take: 20 });

async function load(url: string, seconds: number, pathOf: (n: number) => string): Promise<LoadResult> {
  const times: number[] = [];
  let bad = 0;
  let n = 0;
  const instance = autocannon({ url, connections: 50, duration: seconds, requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pathOf(n++) }) }] });
  (instance as unknown as EventEmitter).on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== 200) bad++;
  });
  const result = await instance;
  return { rps: result.requests.average, p50: quantile(times, 0.5), p95: quantile(times, 0.95), p99: quantile(times, 0.99), errors: result.errors + result.timeouts + bad };
}

export async function measureThroughput(listings: ListingService, seconds: number): Promise<{ bare: LoadResult; list: LoadResult; first: LoadResult }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  app.get<{ Querystring: { n: string } }>('/list', async (request) => {
    const page = await listings.available(freshFilter(Number(request.query.n)));
    if (!page.ok) throw new Error(page.errorText);
    return { totalCount: page.totalCount, ids: page.rentalObjects.map((o) => o.rentalObjectId) };
  });
  app.get('/first', async () => {
    const page = await listings.available({ take: 20 });
    if (!page.ok) throw new Error(page.errorText);
    return { totalCount: page.totalCount, ids: page.rentalObjects.map((o) => o.rentalObjectId) };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const bare = await load(url, seconds, () => '/bare');
    const list = await load(url, seconds, (n) => `/list?n=${n}`);
    const first = await load(url, seconds, () => '/first');
    return { bare, list, first };
  } finally {
    await app.close();
  }
}
