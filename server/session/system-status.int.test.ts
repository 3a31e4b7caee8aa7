// The system status (getStatus) through the real app, from the database it runs on.
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it('reports the system status with the real database', async () => {
  const res = await server.client().graphql('{ getStatus { error status { culture database databaseVersion status timezone } } }');
  const status = res.json.data.getStatus.status;
  expect(status).toMatchObject({ culture: 'sv-SE', status: 'OK', timezone: 'Europe/Stockholm' });
  expect(status.database).toBe(process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite');
  expect(status.databaseVersion).toMatch(/^\d+/);
});
