// Test helpers for the staff API: a browser-like client that sends the staff CSRF cookie's value in the header.
import { scenarios } from '../db/seed/scenarios';
import { TestClient, type TestServer } from '../test/harness';

export const STAFF_API = '/staff/api';
export const karin = { email: scenarios.caseHandler.email, password: scenarios.caseHandler.password };
export const admin = { email: scenarios.administrator.email, password: scenarios.administrator.password };

/** Staff requests over a TestClient (so one client can hold an applicant's and a staff member's cookies at once). */
export class StaffClient {
  constructor(readonly http: TestClient) {}

  staffCsrf(): string | undefined {
    return this.http.cookies.get('staff_csrf_token') ?? this.http.cookies.get('__Host-staff_csrf_token');
  }

  async post(path: string, body: unknown = {}) {
    // Like the staff app's first request: any reply under /staff/api hands out the staff CSRF cookie.
    if (!this.staffCsrf()) await this.http.get(`${STAFF_API}/me`);
    return this.http.post(`${STAFF_API}${path}`, body, { 'x-csrf-token': this.staffCsrf() ?? '' });
  }

  login(who: { email: string; password: string }) {
    return this.post('/login', who);
  }
  logout() {
    return this.post('/logout');
  }
  me() {
    return this.http.get(`${STAFF_API}/me`);
  }
  graphql(query: string, variables?: Record<string, unknown>) {
    return this.post('/graphql', { query, variables });
  }
}

export const staffClient = (server: TestServer, http: TestClient = server.client()) => new StaffClient(http);

/** A staff client logged in as this staff member (fails the test when the login is refused). */
export async function staffLoggedIn(server: TestServer, who: { email: string; password: string }): Promise<StaffClient> {
  const client = staffClient(server);
  const res = await client.login(who);
  if (res.status !== 200) throw new Error(`staff login as ${who.email} answered ${res.status}`);
  return client;
}
