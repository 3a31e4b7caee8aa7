// The shell's content: agency profile, maintenance message, menu and footer from the database.
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it('serves the agency profile of the spec', async () => {
  const res = await server.client().graphql(
    '{ getAgencyProfile { error agencyProfile { agencyCode productName queueFeePrice maxWarnings newsletterEnabled queueTimeHidden } } }',
  );
  expect(res.json.data.getAgencyProfile).toEqual({
    error: false,
    agencyProfile: {
      agencyCode: 'UBF',
      productName: 'Bostadskön',
      queueFeePrice: 305,
      maxWarnings: 1,
      newsletterEnabled: true,
      queueTimeHidden: true,
    },
  });
});

it('returns the planned maintenance message until it has ended', async () => {
  const q = '{ getMaintenanceMessage { error maintenanceMessage { message start stop } } }';
  const before = await server.client().graphql(q);
  const msg = before.json.data.getMaintenanceMessage.maintenanceMessage;
  expect(msg.message).toMatch(/Planerat underhåll/);
  expect(Date.parse(msg.stop)).toBeGreaterThan(Date.parse(msg.start));
  server.clock.now = new Date(Date.parse(msg.stop) + 1000);
  const after = await server.client().graphql(q);
  expect(after.json.data.getMaintenanceMessage.maintenanceMessage).toBeNull();
});

it('serves the navigation menu and the footer from the database', async () => {
  const c = server.client();
  const menu = await c.get('/mypages/api/content/navigationapi/menu');
  expect(menu.status).toBe(200);
  expect(menu.json.map((i: { name: string }) => i.name)).toEqual(['Hyra bostad', 'Om bostadskön']);
  expect(menu.json[0].children[0]).toEqual({ id: expect.any(Number), name: 'Så fungerar kön', url: '/hyra-bostad/sa-fungerar-kon', children: [] });
  const footer = await c.get('/mypages/api/content/GetSiteFooter');
  expect(footer.json.footerFirstColumnTitle).toBe('Kontakt');
  expect(footer.json.footerThirdColumnText).toContain('Tillgänglighetsredogörelse');
});
