import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { safeError, safeLogArguments, safeLogMethod, safeRequest, withoutQueryParameters } from './log-safety';

const secret = 'Anna Andersson,199001012385,anna@example.se\nsecond line 0701234567';
const queryError = () => {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', detail: `Key (email)=(${secret}) already exists.` });
  return new DrizzleQueryError('update applicants set street = $1 where applicant_id = $2', [secret, 1], cause);
};

describe('log safety', () => {
  it('cuts the parameters out of a text', () => {
    expect(withoutQueryParameters(`Failed query: select $1\nparams: ${secret}`)).toBe('Failed query: select $1\nparams: [not logged]');
    expect(withoutQueryParameters('nothing to cut')).toBe('nothing to cut');
  });

  it('keeps the SQL, codes and frames of a database error, never its values', () => {
    const safe = safeError(queryError());
    expect(safe.message).toBe('Failed query: update applicants set street = $1 where applicant_id = $2\nparams: [not logged]');
    expect(safe.stack).toMatch(/\n\s+at /);
    expect(safe.cause?.code).toBe('22021');
    expect(JSON.stringify(safe)).not.toMatch(/Anna|199001012385|anna@example|0701234567/);
  });

  it('follows a GraphQL error to its original error', () => {
    const wrapped = Object.assign(new Error(queryError().message), { name: 'GraphQLError', originalError: queryError() });
    expect(JSON.stringify(safeError(wrapped))).not.toMatch(/Anna|199001012385/);
    expect(safeError(wrapped).cause?.message).toContain('Failed query: update applicants');
  });

  it('is what the logger writes, with the serializer and hook the app uses', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { stream, serializers: { err: safeError }, hooks: { logMethod: safeLogMethod } } });
    const log = app.log;
    log.error({ err: queryError() }, 'request failed');
    log.error(queryError());
    log.error(queryError(), 'with a message');
    log.warn(`a text that quotes one: ${queryError().message}`);
    await app.close();
    expect(lines).toHaveLength(4);
    expect(lines.join('')).toContain('Failed query: update applicants');
    expect(lines.join('')).not.toMatch(/Anna|199001012385|anna@example|0701234567/);
  });

  it('splits loose logger arguments into the error and a safe text', () => {
    const error = queryError();
    expect(safeLogArguments(['context', error])).toEqual({ error, text: 'context' });
    expect(safeLogArguments([`Failed query: x\nparams: ${secret}`]).text).not.toContain('Anna');
  });

  it('logs a request path without its query string', () => {
    const req = { method: 'GET', url: '/mypages/api/payment-link?orderId=1&key=abc', host: 'h', ip: '127.0.0.1', socket: { remotePort: 5 } };
    expect(safeRequest(req)).toEqual({ method: 'GET', url: '/mypages/api/payment-link?[query not logged]', host: 'h', remoteAddress: '127.0.0.1', remotePort: 5 });
    expect(safeRequest({ ...req, url: '/mypages/api/status' }).url).toBe('/mypages/api/status');
  });
});
