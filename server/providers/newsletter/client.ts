// Newsletter service client: the member endpoints of the Mailchimp Marketing API v3, keyed by list id and
// the MD5 of the lower-cased e-mail (the "subscriber hash"). Auth is HTTP Basic with any user and the API key.
import { createHash } from 'node:crypto';

export type MemberStatus = 'subscribed' | 'unsubscribed' | 'cleaned' | 'pending' | 'transactional' | 'archived';

export class NewsletterError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
  ) {
    super(`${status} ${title}: ${detail}`);
  }
}

export const subscriberHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

export class NewsletterClient {
  constructor(private readonly opts: { baseUrl: string; apiKey: string; timeoutMs?: number }) {}

  private async call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${this.opts.baseUrl.replace(/\/$/, '')}/3.0${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`portal:${this.opts.apiKey}`).toString('base64')}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new NewsletterError(res.status, String(json.title ?? res.statusText), String(json.detail ?? ''));
    return json;
  }

  /** The member's status, or null when the address is not on the list (404). */
  async memberStatus(listId: string, email: string): Promise<MemberStatus | null> {
    try {
      const member = await this.call('GET', `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(email)}`);
      return member.status as MemberStatus;
    } catch (err) {
      if (err instanceof NewsletterError && err.status === 404) return null;
      throw err;
    }
  }

  /** Adds or updates the member ("PUT add or update list member"). */
  async setStatus(listId: string, email: string, status: 'subscribed' | 'unsubscribed'): Promise<void> {
    await this.call('PUT', `/lists/${encodeURIComponent(listId)}/members/${subscriberHash(email)}`, {
      email_address: email.trim(),
      status_if_new: status,
      status,
    });
  }
}
