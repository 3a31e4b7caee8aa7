// The sandbox's memory (a stand-in, restarted freely): Link sessions in progress, single-use authorization codes,
// access tokens and the tester's switches. Every read first forgets what has expired, so no timer is needed.
import { randomBytes, randomUUID } from 'node:crypto';
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
  grant?: Grant;
  expiresAt: Date;
}

const secret = () => randomBytes(24).toString('base64url');

export class OpenBankingBook {
  switches: Switches = { ...DEFAULT_SWITCHES };
  private readonly sessions = new Map<string, LinkSession>();
  private readonly codes = new Map<string, { grant: Grant; expiresAt: Date }>();
  private readonly tokens = new Map<string, AccessToken>();

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

  issueCode(grant: Grant): string {
    const code = secret();
    this.codes.set(code, { grant, expiresAt: this.later(this.timing.codeSeconds) });
    return code;
  }

  /** The code's grant, once: a second try (or an expired code) finds nothing. */
  redeemCode(code: string): Grant | undefined {
    this.forgetOld();
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry?.grant;
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
