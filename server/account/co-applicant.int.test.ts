// Co-applicant requests across two applicants: send, see, accept or reject, remove; only one co-applicant.
import { coApplicantMessages as msg } from '../domain/co-applicant';
import { scenarios } from '../db/seed/scenarios';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

const anna = scenarios.payingApplicant;
const erik = scenarios.mainApplicant;
const maria = scenarios.coApplicant;
const bo = scenarios.blockedApplicant;

const ADD = 'mutation($v: String!) { addCoApplicant(pnrOrEmail: $v) { error errorText validationErrors { code text } } }';
const ACCEPT = 'mutation($id: Int!) { acceptCoApplicant(coApplicantId: $id) { error errorText } }';
const REJECT = 'mutation($id: Int!) { rejectCoApplicant(coApplicantId: $id) { error errorText } }';
const DELETE = 'mutation { deleteCoApplicant { error errorText } }';
const CO = '{ getCoApplicant { coApplicant { coApplicantFound applicantId applicantName isHead } } }';
const REQ = '{ getCoApplicantRequest { coApplicantRequest { coApplicantRequestFound applicantId applicantName } sentRequest { coApplicantRequestFound applicantName } } }';
const IND = '{ getIndicators { indicators { header hasCoApplicantRequest } } }';

let server: TestServer;
const clients: Record<string, TestClient> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const [key, p] of Object.entries({ anna, erik, maria, bo })) {
    clients[key] = server.client();
    await clients[key].login(p.email, p.password);
  }
});
afterAll(async () => {
  await server?.close();
});
const as = (who: string) => clients[who] as TestClient;

it('shows the seeded pair from both sides, with the head flagged', async () => {
  const fromErik = (await as('erik').graphql(CO)).json.data.getCoApplicant.coApplicant;
  const fromMaria = (await as('maria').graphql(CO)).json.data.getCoApplicant.coApplicant;
  expect(fromErik).toMatchObject({ coApplicantFound: true, applicantName: 'Maria Eriksson', isHead: true });
  expect(fromMaria).toMatchObject({ coApplicantFound: true, applicantName: 'Erik Eriksson', isHead: false });
  expect((await as('anna').graphql(CO)).json.data.getCoApplicant.coApplicant.coApplicantFound).toBe(false);
});

it('refuses a second co-applicant on either side, oneself, and unknown people', async () => {
  const cases: [string, string, string][] = [
    ['erik', anna.email, msg.alreadyLinked],
    ['anna', maria.personalIdentityNumber, msg.targetLinked],
    ['anna', anna.personalIdentityNumber, msg.self],
    ['anna', 'ingen@example.se', msg.notFound],
    ['anna', ' ', msg.required],
  ];
  for (const [who, target, text] of cases) {
    const res = await as(who).graphql(ADD, { v: target });
    expect(res.json.data.addCoApplicant).toMatchObject({ error: true, errorText: text });
  }
});

it('lets the invited person see, then reject, a request; then accept a new one', async () => {
  expect((await as('anna').graphql(ADD, { v: bo.personalIdentityNumber })).json.data.addCoApplicant.error).toBe(false);
  const sent = (await as('anna').graphql(REQ)).json.data.getCoApplicantRequest;
  expect(sent.sentRequest).toMatchObject({ coApplicantRequestFound: true, applicantName: 'Bo Blomqvist' });
  expect(sent.coApplicantRequest.coApplicantRequestFound).toBe(false);

  const received = (await as('bo').graphql(REQ)).json.data.getCoApplicantRequest.coApplicantRequest;
  expect(received).toMatchObject({ coApplicantRequestFound: true, applicantName: 'Anna Andersson' });
  expect((await as('bo').graphql(IND)).json.data.getIndicators.indicators).toEqual({ header: true, hasCoApplicantRequest: true });

  // Nobody but the invited person can answer, and the requester cannot accept her own request.
  expect((await as('anna').graphql(ACCEPT, { id: received.applicantId })).json.data.acceptCoApplicant.errorText).toBe(msg.noRequest);
  expect((await as('erik').graphql(ACCEPT, { id: received.applicantId })).json.data.acceptCoApplicant.errorText).toBe(msg.noRequest);

  expect((await as('bo').graphql(REJECT, { id: received.applicantId })).json.data.rejectCoApplicant.error).toBe(false);
  expect((await as('bo').graphql(IND)).json.data.getIndicators.indicators.hasCoApplicantRequest).toBe(false);
  expect((await as('anna').graphql(CO)).json.data.getCoApplicant.coApplicant.coApplicantFound).toBe(false);

  await as('anna').graphql(ADD, { v: bo.email });
  const again = (await as('bo').graphql(REQ)).json.data.getCoApplicantRequest.coApplicantRequest;
  expect((await as('bo').graphql(ACCEPT, { id: again.applicantId })).json.data.acceptCoApplicant.error).toBe(false);
  expect((await as('anna').graphql(CO)).json.data.getCoApplicant.coApplicant).toMatchObject({ applicantName: 'Bo Blomqvist', isHead: true });
});

it('lets either side remove the pair', async () => {
  expect((await as('bo').graphql(DELETE)).json.data.deleteCoApplicant.error).toBe(false);
  expect((await as('anna').graphql(CO)).json.data.getCoApplicant.coApplicant.coApplicantFound).toBe(false);
  expect((await as('anna').graphql(DELETE)).json.data.deleteCoApplicant.errorText).toBe(msg.noLink);
});

it('refuses every co-applicant operation without a session', async () => {
  const anon = server.client();
  for (const q of [CO, REQ, DELETE, IND]) expect((await anon.graphql(q)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  expect((await anon.graphql(ADD, { v: anna.email })).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});
