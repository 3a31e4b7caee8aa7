// Trusted documents on a production server (issue 15): both endpoints run the operations their client was built with,
// sent as Apollo sends them, and refuse every other document — introspection, a bare `{ __typename }`, a widened
// selection, the other endpoint's operation — with one Swedish message and no data, before any resolver runs.
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { GetStatusDocument } from '../../operations/session/__generated__/getStatus';
import { GetApplicantDocument } from '../../operations/account/__generated__/getApplicant';
import { StaffMeDocument } from '../../operations/staff/session/__generated__/StaffMe';
import { staffClient } from '../staff/testing';
import { startTestServer, type TestServer } from '../test/harness';
import { productionEnv } from '../test/production-env';
import { UNTRUSTED_DOCUMENT } from './trusted-documents';

const sent = (document: DocumentNode) => print(addTypenameToDocument(document));
type Reply = { status: number; json: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } };

function expectRefused(res: Reply) {
  expect(res.json.data ?? null).toBeNull();
  expect(res.json.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[UNTRUSTED_DOCUMENT, 'UNTRUSTED_DOCUMENT']]);
}

describe('a production server holds to trusted documents', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(productionEnv());
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers the applicants' SPA's own operations, as Apollo sends them", async () => {
    const status = (await server.client().graphql(sent(GetStatusDocument))) as Reply;
    expect(status.json.errors).toBeUndefined();
    expect(status.json.data?.getStatus).toMatchObject({ error: false });
  });

  it('refuses any other document, whoever sends it', async () => {
    const c = server.client();
    for (const query of [
      '{ __typename }',
      '{ __schema { types { name } } }',
      print(GetApplicantDocument).replace('hasPaid', 'hasPaid autopayAgreementRef'),
      sent(StaffMeDocument),
      'query getStatus { getStatus { error }',
    ]) {
      expectRefused((await c.graphql(query)) as Reply);
    }
  });

  it('runs no batch (batching is off), so no untrusted document rides along with a trusted one', async () => {
    const res = (await server.client().post('/mypages/api', [{ query: sent(GetStatusDocument) }, { query: '{ __typename }' }])) as { status: number; text: string };
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain('"__typename":"Query"');
    expect(res.text).not.toContain('"getStatus"');
  });

  it("the back office's endpoint runs its own operations only", async () => {
    // Production has no seeded staff to log in as: a visitor's staffMe reaching the login check (UNAUTHENTICATED) shows
    // the document was let through; the others stop before it.
    const visitor = staffClient(server);
    const me = (await visitor.graphql(sent(StaffMeDocument))) as Reply;
    expect(me.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectRefused((await visitor.graphql(sent(GetStatusDocument))) as Reply);
    expectRefused((await visitor.graphql('{ staffMe { email } }')) as Reply);
    expectRefused((await visitor.graphql('{ __typename }')) as Reply);
  });
});
