// The REST routes' authorization matrix (issue 15): every route the app registers (read from the app itself, so a new
// route without a row here fails) × {visitor, applicant, the applicant using another applicant's ids, co-applicant,
// blocked applicant, case handler, administrator}, each cell the HTTP status expected; and Maria, Erik's co-applicant,
// with her partner's ids gets what Anna gets with them (being his co-applicant opens none of his files). Requests carry
// the CSRF headers a browser of the right app would send, so a refusal in the table is the route's own, not the CSRF
// check's. Bodies are empty: a 400 or 415 means the route let the caller in and refused the body. Two groups are rows
// by prefix: the sandboxes (only with SANDBOXES_ENABLED; server/production-start.int.test.ts shows them absent in
// production) and the two apps' static files (public by nature).
import { staffLoggedIn, admin, karin } from '../staff/testing';
import { authorizationFixtures, type Fixtures, type Role } from '../test/authorization-fixtures';
import { useTestServer, type TestClient } from '../test/harness';
import { scenarios } from '../db/seed/scenarios';

/** visitor, applicant (Anna), other (Anna with Erik's ids, or '='), co-applicant (Maria), blocked (Bo), case handler, administrator. */
type Cells = [visitor: number, applicant: number, other: number | '=', coApplicant: number, blocked: number, caseHandler: number, administrator: number];

interface Row {
  cells: Cells;
  /** The path with its parameters filled: for every column, and for the "other" column (Erik's ids). */
  path?: (f: Fixtures) => string;
  otherPath?: (f: Fixtures) => string;
  /** Logs the caller out: asked with fresh sessions, so the others' sessions live on. */
  endsSession?: boolean;
}

const PUBLIC_GET: Cells = [200, 200, '=', 200, 200, 200, 200];

const ROUTES: Record<string, Row> = {
  // account: login, BankID, logout, the session check
  'POST /mypages/api/account/login': { cells: [400, 400, '=', 400, 400, 400, 400] },
  'POST /mypages/api/account/logout': { cells: [200, 200, '=', 200, 200, 200, 200], endsSession: true },
  'GET /mypages/api/account/me': { cells: PUBLIC_GET },
  'GET /mypages/api/account/StartBankIdLoginSession': { cells: PUBLIC_GET },
  'POST /mypages/api/account/StartBankIdReregistrationSession': { cells: [400, 400, '=', 400, 400, 400, 400] },
  'GET /mypages/api/account/StartBankIdDeregistrationSession': { cells: [401, 200, '=', 200, 200, 401, 401] },
  'GET /mypages/api/account/BankIdQrCode': { cells: PUBLIC_GET },
  'POST /mypages/api/account/CollectBankIdSession': { cells: PUBLIC_GET },
  'POST /mypages/api/account/CancelBankIdSession': { cells: PUBLIC_GET },
  'GET /mypages/api/status': { cells: [401, 200, '=', 200, 200, 401, 401] },
  // registration: refused to the logged in
  'POST /mypages/api/registration': { cells: [415, 403, '=', 403, 403, 415, 415] },
  'POST /mypages/api/registration/co': { cells: [415, 403, '=', 403, 403, 415, 415] },
  // content, images, map
  'GET /mypages/api/content/navigationapi/menu': { cells: PUBLIC_GET },
  'GET /mypages/api/content/GetSiteFooter': { cells: PUBLIC_GET },
  'GET /mypages/api/images/:imageId': { cells: [404, 404, '=', 404, 404, 404, 404] },
  'GET /mypages/api/map/config': { cells: PUBLIC_GET },
  'GET /mypages/api/map/style.json': { cells: PUBLIC_GET },
  // payments: the provider's webhook is signed; the payment link is its own token
  'POST /hooks/payments': { cells: [401, 401, '=', 401, 401, 401, 401] },
  'GET /mypages/api/payment-link': { cells: [404, 404, '=', 404, 404, 404, 404] },
  // documents and certificates: uploads for applicants; files for their owner only (another's id: not found)
  'POST /mypages/api/documents': { cells: [401, 415, '=', 415, 415, 401, 401] },
  'GET /mypages/api/documents/:documentId/file': {
    cells: [401, 200, 404, 404, 404, 401, 401],
    path: (f) => `/mypages/api/documents/${f.anna.documentId}/file`,
    otherPath: (f) => `/mypages/api/documents/${f.erik.documentId}/file`,
  },
  'POST /mypages/api/incomes/certifications': { cells: [401, 415, '=', 415, 415, 401, 401] },
  'GET /mypages/api/incomes/certifications/:documentId/file': {
    cells: [401, 200, 404, 404, 404, 401, 401],
    path: (f) => `/mypages/api/incomes/certifications/${f.anna.certificationDocumentId}/file`,
    otherPath: (f) => `/mypages/api/incomes/certifications/${f.erik.certificationDocumentId}/file`,
  },
  // bank: the aggregator's callback, tied to the session by its state; without one it goes to the return page's error
  'GET /mypages/api/open-banking/callback': { cells: [302, 302, '=', 302, 302, 302, 302] },
  // the banks' icons through our own origin: public (no one's data)
  'GET /mypages/api/open-banking/icons/:providerId': { cells: PUBLIC_GET, path: () => '/mypages/api/open-banking/icons/se-handelsbanken-ob' },
  // GraphQL (its operations have their own matrix: server/graphql/authorization.int.test.ts)
  'GET /mypages/api': { cells: PUBLIC_GET },
  'POST /mypages/api': { cells: [400, 400, '=', 400, 400, 400, 400] },
  // no CORS at all: a preflight is refused
  'OPTIONS /mypages/api': { cells: [405, 405, '=', 405, 405, 405, 405] },
  // the back office: staff only (its GraphQL operations: server/graphql/staff/staff-authorization.int.test.ts)
  'POST /staff/api/login': { cells: [400, 400, '=', 400, 400, 400, 400] },
  'POST /staff/api/logout': { cells: [200, 200, '=', 200, 200, 200, 200], endsSession: true },
  'GET /staff/api/me': { cells: PUBLIC_GET },
  'POST /staff/api/bankid/start': { cells: PUBLIC_GET },
  'GET /staff/api/bankid/qr': { cells: PUBLIC_GET },
  'POST /staff/api/bankid/collect': { cells: PUBLIC_GET },
  'POST /staff/api/bankid/cancel': { cells: PUBLIC_GET },
  'GET /staff/api/files/document/:id': { cells: [404, 404, '=', 404, 404, 200, 200], path: (f) => `/staff/api/files/document/${f.anna.documentId}` },
  'GET /staff/api/files/certification/:id': { cells: [404, 404, '=', 404, 404, 200, 200], path: (f) => `/staff/api/files/certification/${f.anna.certificationDocumentId}` },
  'POST /staff/api/listings/:rentalObjectId/images': { cells: [401, 401, '=', 401, 401, 415, 415], path: (f) => `/staff/api/listings/${f.home}/images` },
  'POST /staff/api/graphql': { cells: [400, 400, '=', 400, 400, 400, 400] },
  // jobs: the scheduler's token only
  'GET /internal/jobs': { cells: [403, 403, '=', 403, 403, 403, 403] },
  'POST /internal/jobs/:name': { cells: [403, 403, '=', 403, 403, 403, 403] },
};

const BY_PREFIX: { prefix: string; why: string }[] = [
  { prefix: '/sandbox/', why: 'a sandbox (SANDBOXES_ENABLED only)' },
  { prefix: '/mypages/app', why: "the applicants' static files" },
  { prefix: '/mypages/admin', why: "the back office's static files" },
];

const server = useTestServer();
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const byPrefix = (url: string) => url === '/' || BY_PREFIX.some((p) => url.startsWith(p.prefix));

/** A browser of the app the path belongs to: the CSRF cookie fetched first and its value sent in the header. */
async function ask(client: TestClient, method: string, path: string) {
  const staff = path.startsWith('/staff/api');
  const cookie = staff ? 'staff_csrf_token' : 'csrf_token';
  if (!client.cookies.get(cookie)) await client.get(staff ? '/staff/api/me' : '/mypages/api/status');
  const body = method === 'GET' || method === 'OPTIONS' ? undefined : {};
  return (await client.request(method, path, body, { 'x-csrf-token': client.cookies.get(cookie) ?? '' })).status;
}

/** New sessions for a row that ends the caller's session. */
async function freshClients(): Promise<Record<Role, TestClient>> {
  return {
    visitor: server.client(),
    applicant: await server.loggedIn(scenarios.payingApplicant),
    coApplicant: await server.loggedIn(scenarios.coApplicant),
    blocked: await server.loggedIn(scenarios.blockedApplicant),
    caseHandler: (await staffLoggedIn(server, karin)).http,
    administrator: (await staffLoggedIn(server, admin)).http,
  };
}

describe("the REST routes' authorization matrix", () => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await authorizationFixtures(server);
  });

  it('names every route the app registers, and nothing else', () => {
    const routes = server.routes.filter((r) => !byPrefix(r.url)).map(keyOf);
    expect([...new Set(routes)].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTES).filter(([, row]) => row.otherPath).map(([route, row]) => ({ route, row })))(
    "Maria, Erik's co-applicant, with her partner's ids: $route",
    async ({ route, row }) => {
      const partner = await f.clients.coApplicant.data('{ getCoApplicant { coApplicant { applicantId } } }');
      expect(partner.coApplicant.applicantId, 'Maria is Erik’s co-applicant').toBe(f.erik.applicantId);
      const method = route.split(' ')[0]!;
      expect(await ask(f.clients.coApplicant, method, row.otherPath!(f)), `Maria with Erik's ids → ${route}`).toBe(row.cells[2]);
    },
  );

  it.each(Object.entries(ROUTES).map(([route, row]) => ({ route, row })))('$route', async ({ route, row }) => {
    const [method, url] = route.split(' ') as [string, string];
    const path = row.path?.(f) ?? url.replace(/:[A-Za-z]+/g, '1');
    const clients = row.endsSession ? await freshClients() : f.clients;
    const [visitor, applicant, other, coApplicant, blocked, caseHandler, administrator] = row.cells;
    expect(await ask(clients.visitor, method, path), `visitor → ${route}`).toBe(visitor);
    expect(await ask(clients.caseHandler, method, path), `case handler → ${route}`).toBe(caseHandler);
    expect(await ask(clients.administrator, method, path), `administrator → ${route}`).toBe(administrator);
    if (other !== '=') expect(await ask(clients.applicant, method, row.otherPath!(f)), `Anna with Erik's ids → ${route}`).toBe(other);
    expect(await ask(clients.blocked, method, path), `blocked → ${route}`).toBe(blocked);
    expect(await ask(clients.coApplicant, method, path), `co-applicant → ${route}`).toBe(coApplicant);
    expect(await ask(clients.applicant, method, path), `applicant → ${route}`).toBe(applicant);
  });
});
