// The public vacant-homes list and map points, answered from memory before Yoga sees the request. Yoga's own cost
// per request (its Request and Response objects, parsing, validation, execution) is above the list's target of a
// quarter of a bare Fastify route even for { __typename }, so a cache inside Yoga (@graphql-yoga/plugin-response-cache)
// could not reach it; this one answers from the GraphQL route's preHandler, after the API's own hooks (CSRF,
// session) and before its handler, and the reply still passes the onSend hooks (security headers).
//
// What is kept: Yoga's exact reply (status 200, no errors) to an operation cacheable-operation.ts allows, keyed by
// the method, the Accept header (Yoga picks the media type from it), the operation name, the variables and extensions
// (keys in a canonical order) and the query text, under the generation of the listing data (the Stockholm day and the
// listing version; listing-version.ts). A new generation empties the cache, and the generation is part of every key,
// so a home published or removed is never answered from before the change. Bounded by entries and bytes (LRU).
// Compressed copies are made once per entry (br or gzip, when the request may be compressed at all:
// server/http/compression.ts); GET requests with a matching If-None-Match get 304.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { replyEncoding, type ReplyEncoding } from './accept-encoding';
import { isCacheableOperation } from './cacheable-operation';

/** Says whether a reply came from the cache ("hit") or was kept for the next ("miss"). Absent when not cacheable. */
export const LISTING_CACHE_HEADER = 'x-listing-cache';

/** What the cache needs of the listings: the generation of the data an answer would be read from. */
export interface ListingDataGeneration {
  dataGeneration(): Promise<string>;
}

export interface ListingResponseCacheOptions {
  /** The most replies kept. */
  maxEntries?: number;
  /** The most bytes of reply bodies kept (compressed copies included). */
  maxBytes?: number;
  /** Smaller replies are sent uncompressed (the compression plugin's threshold, server/http/compression.ts). */
  compressAbove: number;
}

/** Longer query texts are never looked at (the SPA's list document is under 1 KB). */
const MAX_QUERY_LENGTH = 10_000;

interface Entry {
  headers: [string, string][];
  /** The reply as bytes (UTF-8), encoded once rather than on every send. */
  body: Buffer;
  etag: string;
  encoded: Partial<Record<ReplyEncoding, Promise<Buffer>>>;
  /** The compressed copies once made: sent without waiting on a promise. */
  ready: Partial<Record<ReplyEncoding, Buffer>>;
}

const compressors: Record<ReplyEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => promisify(gzip)(body),
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with every object's keys sorted: the same variables in any order give the same key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A GET request's variables and extensions come as JSON text; undefined when it is not JSON. */
function fromQueryString(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

interface GraphqlParams {
  query: unknown;
  operationName: unknown;
  variables: unknown;
  extensions: unknown;
}

function graphqlParams(req: FastifyRequest): GraphqlParams | undefined {
  if (req.method === 'POST') {
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '') || !isRecord(req.body)) return undefined;
    const { query, operationName, variables, extensions } = req.body;
    return { query, operationName, variables: variables ?? null, extensions: extensions ?? null };
  }
  if (req.method === 'GET' && isRecord(req.query)) {
    const { query, operationName } = req.query;
    return { query, operationName, variables: fromQueryString(req.query.variables), extensions: fromQueryString(req.query.extensions) };
  }
  return undefined;
}

/** Yoga's reply is kept only when it is a whole result without errors. */
function isCleanResult(body: string): boolean {
  try {
    const result: unknown = JSON.parse(body);
    return isRecord(result) && !('errors' in result) && isRecord(result.data);
  } catch {
    return false;
  }
}

const weakEtag = (body: Buffer) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });

export class ListingResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  /**
   * Query text (and operation name) → a short id when it may be cached, false when not: parsed once, not per request.
   * The id stands for the text in the entries' keys, which then need not carry (and escape) a kilobyte of it each time.
   */
  private readonly cacheable = new LRUCache<string, number | false>({ max: 500 });
  private nextTextId = 0;
  private generation: string | undefined;
  /** The key of a request that missed, for keep() once Yoga has answered it. */
  private readonly missed = new WeakMap<FastifyRequest, { generation: string; key: string }>();

  private readonly schema: GraphQLSchema;

  /**
   * typeDefs: the schema's SDL. The cache builds its own schema from it rather than take Yoga's: Yoga may load graphql's
   * CommonJS build and this module its ES build (vitest does), and graphql's type checks refuse types of the other.
   */
  constructor(
    typeDefs: string,
    private readonly listings: ListingDataGeneration,
    private readonly options: ListingResponseCacheOptions,
  ) {
    this.schema = buildSchema(typeDefs);
    const { maxEntries = 2000, maxBytes = 64 * 1024 * 1024 } = options;
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: maxBytes,
      // A compressed copy is added later; reserve room for it (br and gzip of JSON are well under half of it).
      sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.body.length * 1.5)),
    });
  }

  /** The request's cache key, or undefined when its answer may depend on more than the key (or on the caller). */
  private keyOf(req: FastifyRequest): string | undefined {
    const params = graphqlParams(req);
    if (!params) return undefined;
    const { query, operationName, variables, extensions } = params;
    if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return undefined;
    if (operationName != null && typeof operationName !== 'string') return undefined;
    if (variables === undefined || extensions === undefined) return undefined;
    const name = operationName ?? null;
    const textKey = `${name ?? ''}\u0000${query}`;
    let textId = this.cacheable.get(textKey);
    if (textId === undefined) {
      textId = isCacheableOperation(this.schema, query, name) ? this.nextTextId++ : false;
      this.cacheable.set(textKey, textId);
    }
    if (textId === false) return undefined;
    // Each part is JSON (no raw NUL in it) or the method, so NUL separates them unambiguously.
    return `${req.method}\u0000${JSON.stringify(req.headers.accept ?? '')}\u0000${canonicalJson(variables)}\u0000${canonicalJson(extensions)}\u0000${textId}`;
  }

  /** The GraphQL route's preHandler: answers from the cache, or notes the key so that keep() can store Yoga's reply. */
  async answer(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const key = this.keyOf(req);
    if (key === undefined) return undefined;
    const generation = await this.listings.dataGeneration();
    if (generation !== this.generation) {
      this.generation = generation;
      this.entries.clear();
    }
    const entry = this.entries.get(`${generation}\u0000${key}`);
    if (!entry) {
      this.missed.set(req, { generation, key });
      return undefined;
    }
    return this.send(req, reply, entry);
  }

  /** After Yoga: keeps its reply to a request that missed, when it is a clean result of the still current data. */
  keep(req: FastifyRequest, reply: FastifyReply, status: number, headers: Headers, body: string): void {
    const missed = this.missed.get(req);
    if (!missed || status !== 200 || missed.generation !== this.generation || !isCleanResult(body)) return;
    const kept: [string, string][] = [];
    headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'set-cookie') kept.push([name, value]);
    });
    const bytes = Buffer.from(body);
    const entry: Entry = { headers: kept, body: bytes, etag: weakEtag(bytes), encoded: {}, ready: {} };
    this.entries.set(`${missed.generation}\u0000${missed.key}`, entry);
    reply.header('etag', entry.etag);
    reply.header(LISTING_CACHE_HEADER, 'miss');
  }

  private async send(req: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<FastifyReply> {
    for (const [name, value] of entry.headers) reply.header(name, value);
    reply.header('etag', entry.etag);
    reply.header(LISTING_CACHE_HEADER, 'hit');
    if (req.method === 'GET' && matches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    const encoding = this.encodingFor(req, entry);
    if (!encoding) return reply.code(200).send(entry.body);
    // Made once and shared by the requests that wait for it; a failure is not kept.
    const bytes =
      entry.ready[encoding] ??
      (await (entry.encoded[encoding] ??= compressors[encoding](entry.body).then(
        (made) => (entry.ready[encoding] = made),
        (err: unknown) => {
          delete entry.encoded[encoding];
          throw err;
        },
      )));
    reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', encoding);
    return reply.code(200).send(bytes);
  }

  /**
   * Compressed as the compression plugin would: not below its threshold, and never when the request carries
   * @fastify/compress's opt-out header (server/http/compression.ts sets it where compression could open BREACH).
   */
  private encodingFor(req: FastifyRequest, entry: Entry): ReplyEncoding | null {
    if (req.headers['x-no-compression'] !== undefined) return null;
    if (entry.body.length < this.options.compressAbove) return null;
    return replyEncoding(req.headers['accept-encoding']);
  }
}
