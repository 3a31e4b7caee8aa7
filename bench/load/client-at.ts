// The load run's browser: the tests' TestClient (plain fetch, a cookie jar, the CSRF header the SPA sends) at a client
// address of its own.
import { TestClient } from '../../server/test/harness';

/** A browser at a client address of its own, behind the proxy the server trusts (X-Forwarded-For). */
export class ClientAt extends TestClient {
  constructor(
    baseUrl: string,
    readonly address: string,
  ) {
    super(baseUrl);
  }

  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { 'x-forwarded-for': this.address, ...headers });
  }
}
