// Client of Tink's API (providers.md §4): OAuth tokens (client credentials, authorization code), the provider list
// and the Data API v2 (accounts, transactions, paged). Requests time out; 429, 5xx and network failures are retried
// a bounded number of times with exponential backoff, other 4xx never. Nothing here logs: tokens, account numbers
// and personal numbers never leave this object except as return values.
import { errorFromResponse, isRetryable, OpenBankingError, transportError } from './errors';
import { iconType, isAllowedIconUrl, MAX_ICON_BYTES, ICON_TYPES } from './icon-url';
import { buildLinkUrl } from './link-url';
import {
  MAX_PAGE_SIZE,
  type Account,
  type AccountsPage,
  type AuthorizationGrantResponse,
  type Provider,
  type ProviderConsent,
  type ProviderConsentsResponse,
  type ProvidersResponse,
  type TinkUser,
  type TokenResponse,
  type Transaction,
  type TransactionsPage,
} from './types';

export interface OpenBankingClientOptions {
  /** https://api.tink.com, or our sandbox's …/sandbox/open-banking/api */
  apiUrl: string;
  /** https://link.tink.com, or our sandbox's …/sandbox/open-banking/link (the browser's address) */
  linkUrl: string;
  clientId: string;
  clientSecret: string;
  /** Registered with the provider: where Tink Link sends the user back with code and state. */
  redirectUri: string;
  /** Per attempt. Default 10 s. */
  timeoutMs?: number;
  /** Attempts in all, the first included. Default 3. */
  maxAttempts?: number;
  /** Wait before the second attempt, doubled for each further one. Default 250 ms. */
  backoffMs?: number;
  /** Hosts besides the API's own origin that providers' icons may come from (https only), e.g. cdn.tink.se. */
  iconHosts?: readonly string[];
}

/** A provider's icon as fetched: its bytes and media type (one of ICON_TYPES). */
export interface ProviderIcon {
  body: Buffer;
  contentType: (typeof ICON_TYPES)[number];
}

export interface TransactionQuery {
  accountIdIn?: string[];
  bookedDateGte?: string;
  bookedDateLte?: string;
  pageSize?: number;
}

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: URLSearchParams;
  form?: URLSearchParams;
  token?: string;
  /** Asking again cannot do twice what once would: false for the single-use code's exchange. */
  idempotent: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OpenBankingClient {
  private readonly apiUrl: string;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;

  constructor(private readonly options: OpenBankingClientOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.backoffMs = options.backoffMs ?? 250;
  }

  /** The Tink Link address for the one-time flow; state ties the callback to the session that started it. */
  linkUrl(state: string, inputProvider?: string): string {
    const { linkUrl, clientId, redirectUri } = this.options;
    return buildLinkUrl({ linkUrl, clientId, redirectUri, state, inputProvider });
  }

  /** A client access token (grant_type=client_credentials) for the given scopes, e.g. providers:read. */
  clientToken(scope: string): Promise<TokenResponse> {
    return this.token({ grant_type: 'client_credentials', scope }, true);
  }

  /** Exchanges the callback's single-use code for the user's access token (grant_type=authorization_code). */
  exchangeCode(code: string): Promise<TokenResponse> {
    return this.token({ grant_type: 'authorization_code', code }, false);
  }

  /** The user behind a user token (scope user:read): their id at the aggregator. */
  user(accessToken: string): Promise<TinkUser> {
    return this.call({ method: 'GET', path: '/api/v1/user', token: accessToken, idempotent: true });
  }

  /** The user's consents at the banks (scope provider-consents:read), each with when it ends there (sessionExpiryDate). */
  async providerConsents(accessToken: string): Promise<ProviderConsent[]> {
    const res = await this.call<ProviderConsentsResponse>({ method: 'GET', path: '/api/v1/provider-consents', token: accessToken, idempotent: true });
    return res.providerConsents;
  }

  /**
   * A user token of the given scopes for a user the aggregator knows by id, without the user: a client token
   * (authorization:grant) asks for an authorization code for that user, which is exchanged. Asking for a code again
   * is harmless, so that step is retried like a read.
   */
  async userToken(userId: string, scope: string): Promise<TokenResponse> {
    const client = await this.clientToken('authorization:grant');
    const form = new URLSearchParams({ user_id: userId, scope });
    const grant = await this.call<AuthorizationGrantResponse>({ method: 'POST', path: '/api/v1/oauth/authorization-grant', form, token: client.access_token, idempotent: true });
    return this.exchangeCode(grant.code);
  }

  /**
   * Deletes a consent (Tink's credentials) with a user token of scope credentials:write: 'deleted' on 204, 'gone' when
   * the aggregator no longer knows it (404: deleted before, or expired there). Deleting twice does nothing twice, so it
   * is retried like a read (429, 5xx, no answer); other refusals are thrown.
   */
  async deleteCredentials(userAccessToken: string, credentialsId: string): Promise<'deleted' | 'gone'> {
    try {
      await this.call<null>({ method: 'DELETE', path: `/api/v1/credentials/${encodeURIComponent(credentialsId)}`, token: userAccessToken, idempotent: true });
      return 'deleted';
    } catch (err) {
      if (err instanceof OpenBankingError && err.httpStatus === 404) return 'gone';
      throw err;
    }
  }

  /** Revokes the user's consent at the aggregator: a user token of scope credentials:write, then the delete; 404 anywhere is 'gone'. */
  async revokeCredentials(userId: string, credentialsId: string): Promise<'deleted' | 'gone'> {
    try {
      const token = await this.userToken(userId, 'credentials:write');
      return await this.deleteCredentials(token.access_token, credentialsId);
    } catch (err) {
      // The user is unknown there (deleted, with everything of theirs): the consent is gone too.
      if (err instanceof OpenBankingError && err.httpStatus === 404) return 'gone';
      throw err;
    }
  }

  /** The market's providers (banks), e.g. SE. */
  async providers(clientAccessToken: string, market = 'SE'): Promise<Provider[]> {
    const res = await this.call<ProvidersResponse>({ method: 'GET', path: `/api/v1/providers/${encodeURIComponent(market)}`, token: clientAccessToken, idempotent: true });
    return res.providers;
  }

  /**
   * A provider's icon (its images.icon), fetched only from an allowed address (icon-url.ts: the API's own origin, or
   * https on a configured icon host), without following redirects; an image of an allowed type up to MAX_ICON_BYTES.
   * Not retried (the caller caches and asks again later).
   */
  async icon(url: string): Promise<ProviderIcon> {
    if (!isAllowedIconUrl(url, this.apiUrl, this.options.iconHosts ?? [])) throw new OpenBankingError(null, 'ICON_NOT_ALLOWED', 'the icon is not on an allowed host');
    let res: Response;
    let body: Buffer;
    try {
      res = await fetch(url, { headers: { accept: ICON_TYPES.join(', ') }, redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs) });
      if (Number(res.headers.get('content-length') ?? 0) > MAX_ICON_BYTES) {
        await res.body?.cancel();
        throw new OpenBankingError(res.status, 'ICON_TOO_LARGE', 'the icon is too large');
      }
      body = Buffer.from(await res.arrayBuffer());
    } catch (err) {
      if (err instanceof OpenBankingError) throw err;
      throw transportError(err);
    }
    if (res.status !== 200) throw new OpenBankingError(res.status, `HTTP_${res.status}`, 'the icon could not be fetched');
    const contentType = iconType(res.headers.get('content-type'));
    if (!contentType) throw new OpenBankingError(res.status, 'ICON_NOT_AN_IMAGE', 'the icon is not an image of an allowed type');
    if (body.length > MAX_ICON_BYTES) throw new OpenBankingError(res.status, 'ICON_TOO_LARGE', 'the icon is too large');
    return { body, contentType };
  }

  /** One page of the user's accounts. */
  accountsPage(accessToken: string, pageToken = '', pageSize = MAX_PAGE_SIZE): Promise<AccountsPage> {
    const query = new URLSearchParams({ pageSize: String(pageSize) });
    if (pageToken) query.set('pageToken', pageToken);
    return this.call({ method: 'GET', path: '/data/v2/accounts', query, token: accessToken, idempotent: true });
  }

  /** Every account, following nextPageToken. */
  async accounts(accessToken: string): Promise<Account[]> {
    return this.allPages((token) => this.accountsPage(accessToken, token).then((p) => ({ items: p.accounts, next: p.nextPageToken })));
  }

  /** One page of the user's transactions. */
  transactionsPage(accessToken: string, q: TransactionQuery = {}, pageToken = ''): Promise<TransactionsPage> {
    const query = new URLSearchParams({ pageSize: String(q.pageSize ?? MAX_PAGE_SIZE) });
    for (const id of q.accountIdIn ?? []) query.append('accountIdIn', id);
    if (q.bookedDateGte) query.set('bookedDateGte', q.bookedDateGte);
    if (q.bookedDateLte) query.set('bookedDateLte', q.bookedDateLte);
    if (pageToken) query.set('pageToken', pageToken);
    return this.call({ method: 'GET', path: '/data/v2/transactions', query, token: accessToken, idempotent: true });
  }

  /** Every transaction matching the query, following nextPageToken. */
  async transactions(accessToken: string, q: TransactionQuery = {}): Promise<Transaction[]> {
    return this.allPages((token) => this.transactionsPage(accessToken, q, token).then((p) => ({ items: p.transactions, next: p.nextPageToken })));
  }

  private async allPages<T>(page: (token: string) => Promise<{ items: T[]; next: string }>): Promise<T[]> {
    const all: T[] = [];
    const seen = new Set<string>();
    let token = '';
    do {
      const { items, next } = await page(token);
      all.push(...items);
      if (next && seen.has(next)) throw new OpenBankingError(null, 'PAGING_LOOP', 'the same page token came back twice');
      seen.add(next);
      token = next;
    } while (token);
    return all;
  }

  private token(fields: Record<string, string>, idempotent: boolean): Promise<TokenResponse> {
    const form = new URLSearchParams({ client_id: this.options.clientId, client_secret: this.options.clientSecret, ...fields });
    return this.call({ method: 'POST', path: '/api/v1/oauth/token', form, idempotent });
  }

  private async call<T>(call: Call): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(call);
      } catch (err) {
        const error = err instanceof OpenBankingError ? err : transportError(err);
        if (attempt >= this.maxAttempts || !this.mayRetry(call, error)) throw error;
        await sleep(this.backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  /** A non-idempotent call only when the provider said it did nothing (429, 503); others on any retryable failure. */
  private mayRetry(call: Call, error: OpenBankingError): boolean {
    if (!call.idempotent) return error.httpStatus === 429 || error.httpStatus === 503;
    return isRetryable(error.httpStatus);
  }

  private async once<T>(call: Call): Promise<T> {
    const url = `${this.apiUrl}${call.path}${call.query?.size ? `?${call.query}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, { method: call.method, headers, body: call.form?.toString(), signal: AbortSignal.timeout(this.timeoutMs) });
      text = await res.text();
    } catch (err) {
      throw transportError(err);
    }
    if (res.status < 200 || res.status > 299) throw errorFromResponse(res.status, text);
    if (res.status === 204 || (call.method === 'DELETE' && !text)) return null as T;
    try {
      return JSON.parse(text) as T;
    } catch (err) {
      throw new OpenBankingError(res.status, 'INVALID_RESPONSE', `${call.path} answered without JSON`, { cause: err });
    }
  }
}
