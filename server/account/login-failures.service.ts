// The job `login-failures-prune`: failed logins older than the rate limit's window never count again
// (server/domain/login-rate-limit.ts), so they are removed; applicants' and staff logins share the table and the window.
import type { Db } from '../db/client';
import { pruneLoginFailures } from './login-failure.repository';

export class LoginFailuresService {
  constructor(
    private readonly db: Db,
    private readonly windowSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async prune(): Promise<string> {
    const before = new Date(this.now().getTime() - this.windowSeconds * 1000);
    return `deleted ${await pruneLoginFailures(this.db, before)} login failures older than the window`;
  }
}
