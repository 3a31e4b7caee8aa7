// The REST edge's answer to a service's outcome, shared by the route files so that each handler is one line (its
// service call and this). A refusal goes out as the envelope { error: true, errorText, validationErrors } with the
// status its reason names (400 for a bad input, which has none) and the fields the route adds; a success as the
// route's body. A session the outcome carries becomes the session cookie (null: it ended, the cookie is cleared), and
// the step is logged by ids only: never the name tried, a personnummer or a password.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Failure, Outcome, RefusalReason } from '../domain/outcome';
import { clearSessionCookie, setSessionCookie } from './cookies';

const STATUS: Record<RefusalReason, number> = {
  wrongCredentials: 401,
  loginRequired: 401,
  loggedIn: 403,
  gone: 410,
  unsupportedForm: 415,
  rateLimited: 429,
  unavailable: 503,
};

export const refusalStatus = (f: Pick<Failure, 'reason'>): number => (f.reason ? STATUS[f.reason] : 400);

type Succeeded<O> = Extract<O, { ok: true }>;
type Refused<O> = Extract<O, { ok: false }>;

export interface ReplyShape<O extends Outcome<object>> {
  /** The body of a success. */
  ok: (value: Succeeded<O>) => object;
  /** Fields a refusal's body carries beside the envelope. */
  refused?: (failure: Refused<O>) => object;
  /** The log lines: a success's with whose it was (ids only), and a refusal's by its reason (rate limits warn). */
  log?: { ok: string; who: (value: Succeeded<O>) => object; refused?: Partial<Record<RefusalReason, string>> };
}

/** A success that starts a session (its token) or ends the browser's (null). */
type WithSession = { sessionToken?: string | null };

/** The answer of a route plugin's handlers (the session cookie needs the config). */
export function restReply(config: Config) {
  return function answer<O extends Outcome<object>>(req: FastifyRequest, reply: FastifyReply, outcome: O, shape: ReplyShape<O>) {
    if (!outcome.ok) {
      const failure = outcome as Refused<O>;
      const line = failure.reason && shape.log?.refused?.[failure.reason];
      if (line) req.log[failure.reason === 'rateLimited' ? 'warn' : 'info'](line);
      const body = { ...shape.refused?.(failure), error: true, errorText: failure.errorText, validationErrors: failure.validationErrors };
      return reply.code(refusalStatus(failure)).send(body);
    }
    const success = outcome as Succeeded<O>;
    const { sessionToken } = success as WithSession;
    if (sessionToken) setSessionCookie(reply, config, sessionToken);
    else if (sessionToken === null) clearSessionCookie(reply, config);
    if (shape.log) req.log.info(shape.log.who(success), shape.log.ok);
    return reply.send(shape.ok(success));
  };
}
