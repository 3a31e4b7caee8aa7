// The sandbox's memory (a stand-in, restarted freely): Link sessions in progress, single-use authorization codes,
// access tokens, the users (one per personnummer) with their credentials (consents; deleted ones refuse data calls)
// and the tester's switches. Every read first forgets what has expired, so no timer is needed.
import { randomBytes, randomUUID } from 'node:crypto';
import { ONE_TIME_SCOPES, type ProviderConsent } from '../types';
import { DEFAULT_SWITCHES, type Switches } from './switches';

export interface OpenBankingTiming {
  /** An authorization code is redeemable this long, once. */
  codeSeconds: number;
  tokenSeconds: number;
  /** A Link session (the user at the bank's pages) lasts this long. */
  sessionSeconds: number;
}

export const DEFAULT_TIMING: OpenBankingTiming = { codeSeconds: 300, tokenSeconds: 1800, sessionSeconds: 1800 };

/** What the user consented to: whose accounts, at which bank, which of them. */
export interface Grant {
  personalNumber: string;
  bankName: string;
  accountIds: string[];
  credentialsId: string;
}

export type Step = 'bank' | 'bankid' | 'accounts' | 'consent';

export interface LinkSession {
  id: string;
  redirectUri: string;
  state?: string;
  step: Step;
  bankName?: string;
  orderRef?: string;
  autoStartToken?: string;
  personalNumber?: string;
  accountIds?: string[];
  expiresAt: Date;
}

export interface AccessToken {
  kind: 'client' | 'user';
  scope: string;
  /** A Link flow's consent (the one-time flow's token); absent on a token asked for by user id. */
  grant?: Grant;
  /** The user's id (every user token has one). */
  userId?: string;
  expiresAt: Date;
}

/** What an authorization code stands for: a Link flow's consent, or a user's token of some scope (authorization-grant). */
export interface CodeGrant {
  userId: string;
  scope: string;
  grant?: Grant;
}

const secret = () => randomBytes(24).toString('base64url');

export class OpenBankingBook {
  switches: Switches = { ...DEFAULT_SWITCHES };
  private readonly sessions = new Map<string, LinkSession>();
  private readonly codes = new Map<string, CodeGrant & { expiresAt: Date }>();
  private readonly tokens = new Map<string, AccessToken>();
  private readonly users = new Map<string, string>();
  /** Credentials id → its user, whether it was deleted, and the consent as provider-consents lists it. */
  private readonly credentials = new Map<string, { userId: string; deleted: boolean; bankName: string; accountIds: string[]; updated: Date; sessionExpiry: Date }>();

  constructor(
    readonly now: () => Date,
    readonly timing: OpenBankingTiming,
  ) {}

  private later(seconds: number) {
    return new Date(this.now().getTime() + seconds * 1000);
  }

  startSession(redirectUri: string, state: string | undefined): LinkSession {
    const session: LinkSession = { id: randomUUID(), redirectUri, state, step: 'bank', expiresAt: this.later(this.timing.sessionSeconds) };
    this.sessions.set(session.id, session);
    return session;
  }

  session(id: string): LinkSession | undefined {
    this.forgetOld();
    return this.sessions.get(id);
  }

  update(session: LinkSession, change: Partial<LinkSession>): LinkSession {
    const next = { ...session, ...change };
    this.sessions.set(session.id, next);
    return next;
  }

  /** The flow is over (redirected back): the session cannot be replayed. */
  end(session: LinkSession): void {
    this.sessions.delete(session.id);
  }

  /** A Link flow's code: its consent becomes the person's credentials, running switches.consentDays at the bank. */
  issueCode(grant: Grant, scope = ONE_TIME_SCOPES): string {
    const userId = this.userIdOf(grant.personalNumber);
    const updated = this.now();
    const sessionExpiry = new Date(updated.getTime() + this.switches.consentDays * 86_400_000);
    this.credentials.set(grant.credentialsId, { userId, deleted: false, bankName: grant.bankName, accountIds: grant.accountIds, updated, sessionExpiry });
    return this.issueCodeFor({ userId, scope, grant });
  }

  /** A code for a known user's token of the given scope (POST /api/v1/oauth/authorization-grant). */
  issueCodeFor(code: CodeGrant): string {
    const value = secret();
    this.codes.set(value, { ...code, expiresAt: this.later(this.timing.codeSeconds) });
    return value;
  }

  /** The code's grant, once: a second try (or an expired code) finds nothing. */
  redeemCode(code: string): CodeGrant | undefined {
    this.forgetOld();
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && { userId: entry.userId, scope: entry.scope, grant: entry.grant };
  }

  /** The sandbox's user of a personnummer (one per person, as a permanent user at the aggregator). */
  userIdOf(personalNumber: string): string {
    const known = this.users.get(personalNumber);
    if (known) return known;
    const id = randomBytes(16).toString('hex');
    this.users.set(personalNumber, id);
    return id;
  }

  isUser(userId: string): boolean {
    return [...this.users.values()].includes(userId);
  }

  /** Deletes the user's credentials: false when the user has no such credentials (or they were deleted before). */
  deleteCredentials(userId: string, credentialsId: string): boolean {
    const c = this.credentials.get(credentialsId);
    if (!c || c.userId !== userId || c.deleted) return false;
    this.credentials.set(credentialsId, { ...c, deleted: true });
    return true;
  }

  /** The user's consents at the banks (not the deleted ones), as GET /api/v1/provider-consents lists them. */
  providerConsents(userId: string): ProviderConsent[] {
    return [...this.credentials.entries()]
      .filter(([, c]) => c.userId === userId && !c.deleted)
      .map(([credentialsId, c]) => ({
        accountIds: c.accountIds,
        credentialsId,
        providerName: c.bankName,
        status: 'UPDATED',
        statusUpdated: c.updated.getTime(),
        sessionExpiryDate: c.sessionExpiry.getTime(),
      }));
  }

  /** Deleted credentials give no more data, even to a token issued before. */
  isDeleted(credentialsId: string): boolean {
    return this.credentials.get(credentialsId)?.deleted ?? false;
  }

  issueToken(token: Omit<AccessToken, 'expiresAt'>): { accessToken: string; expiresIn: number } {
    const accessToken = secret();
    this.tokens.set(accessToken, { ...token, expiresAt: this.later(this.timing.tokenSeconds) });
    return { accessToken, expiresIn: this.timing.tokenSeconds };
  }

  token(accessToken: string): AccessToken | undefined {
    this.forgetOld();
    return this.tokens.get(accessToken);
  }

  /** The status the next Data API call must fail with, counting it off; null when it may answer. */
  takeDataFailure(): number | null {
    if (this.switches.failNextDataCalls <= 0) return null;
    this.switches = { ...this.switches, failNextDataCalls: this.switches.failNextDataCalls - 1 };
    return this.switches.failStatus;
  }

  newCredentialsId(): string {
    return randomBytes(16).toString('hex');
  }

  private forgetOld(): void {
    const now = this.now().getTime();
    for (const map of [this.sessions, this.codes, this.tokens] as Map<string, { expiresAt: Date }>[]) {
      for (const [key, value] of map) if (value.expiresAt.getTime() <= now) map.delete(key);
    }
  }
}
