// The shared REST answer: a refusal's reason names its status (none: 400) and the body is the envelope with the
// route's fields; a success sets or clears the session cookie it carries and logs by ids only.
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { Config } from '../config';
import { failure, refused, type Outcome, type RefusalReason } from '../domain/outcome';
import { refusalStatus, restReply, type ReplyShape } from './rest-reply';

const config = { cookieSecure: false, SESSION_SECONDS: 3600 } as Config;

type Login = Outcome<{ sessionToken?: string | null; who: number }>;
const shape: ReplyShape<Login> = {
  ok: ({ who }) => ({ success: true, who }),
  refused: () => ({ success: false }),
  log: { ok: 'step succeeded', who: ({ who }) => ({ applicantId: who }), refused: { rateLimited: 'step refused by rate limit', wrongCredentials: 'step failed' } },
};

async function answered(outcome: Login) {
  const lines: { level: number; msg: string; applicantId?: number }[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  await app.register(cookie);
  const answer = restReply(config);
  app.post('/step', async (req, reply) => answer(req, reply, outcome, shape));
  const res = await app.inject({ method: 'POST', url: '/step' });
  await app.close();
  return { status: res.statusCode, body: res.json(), cookies: res.cookies, logged: lines.filter((l) => l.msg.startsWith('step')) };
}

describe('restReply', () => {
  it.each<[RefusalReason | undefined, number]>([
    [undefined, 400],
    ['wrongCredentials', 401],
    ['loginRequired', 401],
    ['loggedIn', 403],
    ['gone', 410],
    ['unsupportedForm', 415],
    ['rateLimited', 429],
    ['unavailable', 503],
  ])('answers a refusal with reason %s with %i', (reason, status) => expect(refusalStatus({ reason })).toBe(status));

  it('sends a refusal as the envelope with the route’s fields and its status, logged by its reason', async () => {
    const invalid = await answered(failure('Ange lösenord', [{ code: 'password', text: 'Ange lösenord' }]));
    expect(invalid).toMatchObject({ status: 400, logged: [] });
    expect(invalid.body).toEqual({ success: false, error: true, errorText: 'Ange lösenord', validationErrors: [{ code: 'password', text: 'Ange lösenord' }] });

    const limited = await answered(refused('rateLimited', 'Vänta en stund'));
    expect(limited).toMatchObject({ status: 429, body: { success: false, error: true, errorText: 'Vänta en stund' } });
    expect(limited.logged).toEqual([expect.objectContaining({ level: 40, msg: 'step refused by rate limit' })]);
    expect((await answered(refused('wrongCredentials', 'Fel'))).logged).toEqual([expect.objectContaining({ level: 30, msg: 'step failed' })]);
  });

  it('sets the session cookie a success carries, clears it for null, and logs who by id', async () => {
    const started = await answered({ ok: true, sessionToken: 'token-1', who: 7 });
    expect(started).toMatchObject({ status: 200, body: { success: true, who: 7 } });
    expect(started.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: 'token-1', httpOnly: true, path: '/' });
    expect(started.logged).toEqual([expect.objectContaining({ level: 30, msg: 'step succeeded', applicantId: 7 })]);

    const ended = await answered({ ok: true, sessionToken: null, who: 7 });
    expect(ended.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '' });
    const none = await answered({ ok: true, who: 7 });
    expect(none.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});
