// Test helper: a person's browser walking Tink Link in our sandbox over HTTP (no redirects followed, so each
// step's answer can be looked at), and the tester's switches.
import type { Switches } from './sandbox/switches';

export interface Answer {
  status: number;
  location: string;
  text: string;
}

export class LinkBrowser {
  /** baseUrl: where the server listens; the Link URL's origin (PUBLIC_URL) is replaced by it. */
  constructor(private readonly baseUrl: string) {}

  private url(address: string): string {
    const u = new URL(address, this.baseUrl);
    return `${this.baseUrl}${u.pathname}${u.search}`;
  }

  async get(address: string): Promise<Answer> {
    const res = await fetch(this.url(address), { redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location') ?? '', text: await res.text() };
  }

  async post(address: string, form: Record<string, string | string[]>): Promise<Answer> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(form)) for (const one of [v].flat()) body.append(k, one);
    const res = await fetch(this.url(address), { method: 'POST', body, redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location') ?? '', text: await res.text() };
  }

  /** Sets the sandbox's switches (JSON), returning them. */
  async switches(change: Partial<Switches>): Promise<Switches> {
    const res = await fetch(`${this.baseUrl}/sandbox/open-banking/tester/switches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change) });
    if (res.status !== 200) throw new Error(`switches refused: ${await res.text()}`);
    return (await res.json()) as Switches;
  }
}

/** The autostart token the bank's BankID page shows. */
export function autoStartTokenIn(html: string): string {
  const match = /autostarttoken=([0-9a-f-]{36})/.exec(html);
  if (!match) throw new Error('no autostart token on the page');
  return match[1]!;
}

/** The account ids the accounts page offers. */
export function accountIdsIn(html: string): string[] {
  return [...html.matchAll(/name="accountId" value="([0-9a-f]{32})"/g)].map((m) => m[1]!);
}
