// Introspection and suggestions (issue 9, security 7): a production server hands out neither the schema nor hints
// at its names; development and tests keep introspection. In production trusted documents (issue 15) come first: only
// the clients' own operations are run at all. The introspection and suggestion checks below run with them off, as the
// second line of defence they are.
import { startTestServer, type TestServer } from '../test/harness';
import { productionEnv } from '../test/production-env';
import { INTROSPECTION_REFUSED } from './production-hardening';

const introspection = '{ __schema { queryType { name } types { name } } }';

describe('a production server, trusted documents off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(productionEnv({ GRAPHQL_TRUSTED_DOCUMENTS: 'off' }));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses introspection', async () => {
    for (const query of [introspection, '{ __type(name: "Applicant") { fields { name } } }']) {
      const res = await server.client().graphql(query);
      expect(res.json.data ?? null).toBeNull();
      expect(res.json.errors[0].message).toBe(INTROSPECTION_REFUSED);
      expect(res.text).not.toContain('personalIdentityNumber');
    }
    const typename = await server.client().graphql('{ __typename }');
    expect(typename.json.data.__typename).toBe('Query');
  });

  it('gives no "Did you mean" suggestions for fields, arguments, enum values or input fields', async () => {
    const c = server.client();
    const probes = [
      '{ getApplicnt { error } }',
      '{ getStatus { status { statu } } }',
      '{ getRentalObjectsAvailable(sorting: "rentAsc") { error } }',
      'mutation { updateApplicantContact(contact: { stret: "Gatan 1", zipcode: "75310", city: "Uppsala", country: "Sverige" }) { error } }',
    ];
    for (const query of probes) {
      const res = await c.graphql(query);
      expect(res.json.errors.length).toBeGreaterThan(0);
      expect(res.text).not.toMatch(/Did you mean/i);
    }
    const variables = await c.graphql('mutation($c: ApplicantContactInput!) { updateApplicantContact(contact: $c) { error } }', {
      c: { stret: 'Gatan 1', zipcode: '75310', city: 'Uppsala', country: 'Sverige' },
    });
    expect(variables.json.errors.length).toBeGreaterThan(0);
    expect(variables.text).not.toMatch(/Did you mean/i);
  });
});

describe('a development or test server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps introspection and suggestions for developers', async () => {
    const res = await server.client().graphql(introspection);
    expect(res.json.data.__schema.queryType.name).toBe('Query');
    const typo = await server.client().graphql('{ getApplicnt { error } }');
    expect(typo.json.errors[0].message).toMatch(/Did you mean "getApplicant"/);
  });
});
