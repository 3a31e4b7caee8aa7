// Tink's API under <mount>/api: the OAuth token endpoint (client credentials and authorization code), a code for a
// known user (authorization-grant), the user, the user's provider consents, deleting credentials (a consent), the provider list and the Data API v2
// (accounts, transactions) with paging, bearer tokens and Tink's error bodies. Deleted credentials refuse data calls
// with 401 CREDENTIALS_DELETED (our choice of code; providers.md documents none).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PAGE_SIZE, type TokenResponse } from '../types';
import { BANKS, bankByName, toProvider } from './banks';
import type { AccessToken, OpenBankingBook } from './book';
import { accountsOf, transactionsOf, type Customer } from './ledger';
import { personaOf } from './personas';
import { pageOf, PageError } from './paging';

export interface ApiRoutesOptions {
  book: OpenBankingBook;
  clientId: string;
  clientSecret: string;
  /** The sandbox's absolute address as the caller reached it (for the providers' icons). */
  sandboxUrl: (req: FastifyRequest) => string;
}

const CLIENT_SCOPES = ['providers:read', 'user:create', 'authorization:grant', 'credentials:read', 'credentials:write', 'payment:read'];
/** What a user token asked for by user id may hold. */
const USER_SCOPES = ['accounts:read', 'balances:read', 'transactions:read', 'user:read', 'credentials:read', 'credentials:write', 'provider-consents:read'];

const refuse = (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ errorCode, errorMessage });

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : typeof v === 'string' && v ? v.split(',') : []);

function bearer(req: FastifyRequest): string {
  const header = req.headers.authorization ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
}

function customerOf(token: AccessToken): Customer | undefined {
  const grant = token.grant;
  const bank = grant && bankByName(grant.bankName);
  return grant && bank ? { personalNumber: grant.personalNumber, persona: personaOf(grant.personalNumber), bank } : undefined;
}

/** One page of the list under its key, with nextPageToken; a bad pageSize or pageToken is a 400. */
function sendPage<T>(reply: FastifyReply, key: 'accounts' | 'transactions', items: T[], q: Record<string, unknown>) {
  try {
    const page = pageOf(items, str(q.pageSize), str(q.pageToken), MAX_PAGE_SIZE);
    return reply.send({ [key]: page.items, nextPageToken: page.nextPageToken });
  } catch (err) {
    if (err instanceof PageError) return refuse(reply, 400, 'INVALID_ARGUMENT', err.message);
    throw err;
  }
}

export async function apiRoutes(app: FastifyInstance, opts: ApiRoutesOptions): Promise<void> {
  const { book } = opts;

  app.post('/api/v1/oauth/token', async (req, reply) => {
    const body = (typeof req.body === 'object' && req.body ? req.body : {}) as Record<string, unknown>;
    if (str(body.client_id) !== opts.clientId || str(body.client_secret) !== opts.clientSecret) {
      return refuse(reply, 401, 'client_invalid', 'The client credentials are not valid.');
    }
    const grantType = str(body.grant_type);
    const answer = (t: { accessToken: string; expiresIn: number }, scope: string): TokenResponse => ({ access_token: t.accessToken, token_type: 'bearer', expires_in: t.expiresIn, scope });
    if (grantType === 'client_credentials') {
      const scopes = list(body.scope);
      if (scopes.length === 0 || scopes.some((s) => !CLIENT_SCOPES.includes(s))) return refuse(reply, 400, 'invalid_scope', 'The requested scope is not allowed for this client.');
      const scope = scopes.join(',');
      return reply.header('cache-control', 'no-store').send(answer(book.issueToken({ kind: 'client', scope }), scope));
    }
    if (grantType === 'authorization_code') {
      const grant = book.redeemCode(str(body.code));
      if (!grant) return refuse(reply, 400, 'invalid_grant', 'The authorization code is invalid, already used or expired.');
      return reply.header('cache-control', 'no-store').send(answer(book.issueToken({ kind: 'user', ...grant }), grant.scope));
    }
    return refuse(reply, 400, 'unsupported_grant_type', 'grant_type must be client_credentials or authorization_code.');
  });

  app.post('/api/v1/oauth/authorization-grant', async (req, reply) => {
    const token = book.token(bearer(req));
    if (!token || token.kind !== 'client' || !token.scope.split(',').includes('authorization:grant')) return refuse(reply, 401, 'UNAUTHENTICATED', 'A client access token with authorization:grant is required.');
    const body = (typeof req.body === 'object' && req.body ? req.body : {}) as Record<string, unknown>;
    const userId = str(body.user_id);
    const scopes = list(body.scope);
    if (!book.isUser(userId)) return refuse(reply, 404, 'USER_NOT_FOUND', 'The user does not exist.');
    if (scopes.length === 0 || scopes.some((s) => !USER_SCOPES.includes(s))) return refuse(reply, 400, 'invalid_scope', 'The requested scope is not allowed for this client.');
    return reply.header('cache-control', 'no-store').send({ code: book.issueCodeFor({ userId, scope: scopes.join(',') }) });
  });

  /** The user token's user, or the refusal already sent. */
  const userOf = (req: FastifyRequest, reply: FastifyReply, scope: string): AccessToken | FastifyReply => {
    const token = book.token(bearer(req));
    if (!token || token.kind !== 'user' || !token.userId) return refuse(reply, 401, 'UNAUTHENTICATED', 'A valid user access token is required.');
    if (!token.scope.split(',').includes(scope)) return refuse(reply, 403, 'FORBIDDEN', `The token lacks the scope ${scope}.`);
    return token;
  };

  app.get('/api/v1/user', async (req, reply) => {
    const token = userOf(req, reply, 'user:read');
    if (!('kind' in token)) return token;
    return reply.header('cache-control', 'no-store').send({ id: token.userId, profile: { locale: 'sv_SE', market: 'SE' } });
  });

  // The user's consents at the banks, each with its sessionExpiryDate (the tester's consentDays after it was given).
  app.get('/api/v1/provider-consents', async (req, reply) => {
    const token = userOf(req, reply, 'provider-consents:read');
    if (!('kind' in token)) return token;
    return reply.header('cache-control', 'no-store').send({ providerConsents: book.providerConsents(token.userId!) });
  });

  app.delete('/api/v1/credentials/:credentialsId', async (req, reply) => {
    const failure = book.takeDataFailure();
    if (failure !== null) return refuse(reply, failure, failure === 429 ? 'TOO_MANY_REQUESTS' : 'SANDBOX_FAILURE', 'The sandbox was told to fail this call.');
    const token = userOf(req, reply, 'credentials:write');
    if (!('kind' in token)) return token;
    const { credentialsId } = req.params as { credentialsId: string };
    if (!book.deleteCredentials(token.userId!, credentialsId)) return refuse(reply, 404, 'CREDENTIALS_NOT_FOUND', 'The credentials do not exist.');
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.get('/api/v1/providers/:market', async (req, reply) => {
    const token = book.token(bearer(req));
    if (!token || token.kind !== 'client') return refuse(reply, 401, 'UNAUTHENTICATED', 'A client access token is required.');
    const { market } = req.params as { market: string };
    const base = opts.sandboxUrl(req);
    return { providers: market.toUpperCase() === 'SE' ? BANKS.map((b) => toProvider(b, base)) : [] };
  });

  /** The customer behind a user token, after the tester's failure switch; or the refusal already sent. */
  const dataCustomer = (req: FastifyRequest, reply: FastifyReply, scope: string): { customer: Customer; grantIds: string[] } | FastifyReply => {
    const failure = book.takeDataFailure();
    if (failure !== null) return refuse(reply, failure, failure === 429 ? 'TOO_MANY_REQUESTS' : 'SANDBOX_FAILURE', 'The sandbox was told to fail this call.');
    const token = book.token(bearer(req));
    const customer = token && customerOf(token);
    if (!token || !customer) return refuse(reply, 401, 'UNAUTHENTICATED', 'A valid user access token is required.');
    if (book.isDeleted(token.grant!.credentialsId)) return refuse(reply, 401, 'CREDENTIALS_DELETED', 'The user deleted this consent.');
    if (!token.scope.split(',').includes(scope)) return refuse(reply, 403, 'FORBIDDEN', `The token lacks the scope ${scope}.`);
    return { customer, grantIds: token.grant!.accountIds };
  };

  app.get('/data/v2/accounts', async (req, reply) => {
    const found = dataCustomer(req, reply, 'accounts:read');
    if (!('customer' in found)) return found;
    const q = req.query as Record<string, unknown>;
    const types = list(q.typeIn);
    const accounts = accountsOf(found.customer, book.now()).filter((a) => found.grantIds.includes(a.id) && (types.length === 0 || types.includes(a.type)));
    return sendPage(reply, 'accounts', accounts, q);
  });

  app.get('/data/v2/transactions', async (req, reply) => {
    const found = dataCustomer(req, reply, 'transactions:read');
    if (!('customer' in found)) return found;
    const q = req.query as Record<string, unknown>;
    const wanted = list(q.accountIdIn);
    const gte = str(q.bookedDateGte);
    const lte = str(q.bookedDateLte);
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if ((gte && !day.test(gte)) || (lte && !day.test(lte))) return refuse(reply, 400, 'INVALID_ARGUMENT', 'Dates are YYYY-MM-DD.');
    const transactions = transactionsOf(found.customer, book.now()).filter(
      (t) =>
        found.grantIds.includes(t.accountId) &&
        (wanted.length === 0 || wanted.includes(t.accountId)) &&
        (!gte || t.dates.booked >= gte) &&
        (!lte || t.dates.booked <= lte),
    );
    return sendPage(reply, 'transactions', transactions, q);
  });
}
