// A service's refusal (ForbiddenError) reaches GraphQL clients as FORBIDDEN with its text, and REST clients as 403;
// other unexpected errors stay masked.
import { vi } from 'vitest';
import { ForbiddenError } from '../domain/actor';
import { scenarios } from '../db/seed/scenarios';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

let server: TestServer;
let anna: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  anna = server.client();
  await anna.login(scenarios.payingApplicant.email, scenarios.payingApplicant.password);
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const SUBSCRIPTIONS = '{ getSubscriptions { error subscriptions { subscriptionId } } }';

it('gives GraphQL clients FORBIDDEN with the refusal’s text', async () => {
  vi.spyOn(server.services.subscriptions, 'list').mockRejectedValue(new ForbiddenError());
  const res = await anna.graphql(SUBSCRIPTIONS);
  expect(res.json.errors).toHaveLength(1);
  expect(res.json.errors[0]).toMatchObject({ message: 'Du har inte behörighet att göra detta.', path: ['getSubscriptions'], extensions: { code: 'FORBIDDEN' } });
});

it('still masks any other error', async () => {
  vi.spyOn(server.services.subscriptions, 'list').mockRejectedValue(new Error('select * from secrets'));
  const res = await anna.graphql(SUBSCRIPTIONS);
  expect(res.json.errors[0].message).toBe('Unexpected error.');
  expect(res.json.errors[0].extensions.code).not.toBe('FORBIDDEN');
  expect(JSON.stringify(res.json)).not.toContain('secrets');
});

it('gives REST clients 403 with the refusal’s text', async () => {
  vi.spyOn(server.services.payments, 'payOrderByLink').mockRejectedValue(new ForbiddenError());
  const res = await server.client().get('/mypages/api/payment-link?orderId=1&key=abc');
  expect(res.status).toBe(403);
  expect(res.json).toEqual({ success: false, error: true, errorText: 'Du har inte behörighet att göra detta.', validationErrors: [] });
});
