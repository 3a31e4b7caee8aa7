// The applicants' API's authorization matrix (issue 15): every Query and Mutation field of schema.graphql (read from the
// schema, so a new operation without a row here fails) × {visitor, applicant, the applicant using another applicant's
// ids, co-applicant, blocked applicant, case handler, administrator}, with the expected outcome of each cell in one table.
//   ok        answered for who asks (the envelope's error false, or data)
//   refused   a quiet refusal: the envelope's error, null or a masked error — never another applicant's data
//   unauth    UNAUTHENTICATED with no data (a staff session is nobody on this API)
//   forbidden FORBIDDEN with no data
// Arguments are made up from their types unless the row gives real ones (a published home Anna may register on); the
// "other" column passes Erik's real ids (orders, income, document, saved search, bank connection, his applicant id).
// Maria is Erik's co-applicant: with her partner's ids she gets exactly what Anna gets with them (being his co-applicant
// opens nothing of his), asked before the matrix's mutations run (one of them is Maria leaving Erik).
// Afterwards Erik's own view of his data is unchanged, so no refused call wrote anything of his.
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { authorizationFixtures, type Fixtures } from '../test/authorization-fixtures';
import { useTestServer, type TestClient } from '../test/harness';
import { sampleOperations } from './testing/sample-operations';

type Cell = 'ok' | 'refused' | 'unauth' | 'forbidden';
/** visitor, applicant (Anna), other (Anna with Erik's ids; '=' where the operation takes no one's ids), co-applicant (Maria), blocked (Bo). Case handler and administrator are asserted equal to the visitor. */
type Cells = [visitor: Cell, applicant: Cell, other: Cell | '=', coApplicant: Cell, blocked: Cell];

interface Row {
  cells: Cells;
  /** Real arguments for every column (else made up from the types). */
  vars?: (f: Fixtures) => Record<string, unknown>;
  /** The arguments of the "other" column: Erik's ids. */
  other?: (f: Fixtures) => Record<string, unknown>;
}

const PUBLIC: Cells = ['ok', 'ok', '=', 'ok', 'ok'];
const MINE: Cells = ['unauth', 'ok', '=', 'ok', 'ok'];
/** Made-up arguments are refused whoever asks, but only after the login is checked. */
const MINE_BAD_ARGS: Cells = ['unauth', 'refused', '=', 'refused', 'refused'];
const home = (f: Fixtures) => ({ rentalObjectId: f.home });

const MATRIX: Record<string, Row> = {
  // account and session
  getApplicant: { cells: MINE },
  getIndicators: { cells: MINE },
  getApplicantWarningsAndBlocksQuery: { cells: MINE },
  getQueueTimes: { cells: MINE },
  getCoApplicant: { cells: MINE },
  getCoApplicantRequest: { cells: MINE },
  getStatus: { cells: PUBLIC },
  updateApplicantContact: { cells: MINE },
  updateApplicantBasicInformation: { cells: MINE_BAD_ARGS },
  updateApplicantPassword: { cells: MINE_BAD_ARGS },
  updateApplicantDoNotWantPhysicalMail: { cells: MINE },
  addCoApplicant: { cells: MINE_BAD_ARGS },
  acceptCoApplicant: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ coApplicantId: f.erik.applicantId }) },
  rejectCoApplicant: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ coApplicantId: f.erik.applicantId }) },
  // Anna and Bo have no co-applicant to remove; Maria leaves Erik (run last of her cells' kind: see ORDER).
  deleteCoApplicant: { cells: ['unauth', 'refused', '=', 'ok', 'refused'] },
  unregisterApplicant: { cells: MINE_BAD_ARGS },
  sendResetPassword: { cells: ['refused', 'refused', '=', 'refused', 'refused'] },
  resetPassword: { cells: ['refused', 'refused', '=', 'refused', 'refused'] },
  // payments
  getOrders: { cells: MINE },
  // The applicantId argument is the spec's; the answer is always the caller's own agreement.
  getHasActiveAutopayAgreement: { cells: ['unauth', 'ok', 'ok', 'ok', 'ok'], other: (f) => ({ applicantId: f.erik.applicantId }) },
  recurrenceVerificationInfo: { cells: MINE },
  setPaymentMethod: { cells: MINE_BAD_ARGS },
  createUpgradeCoApplicantOrder: { cells: ['unauth', 'refused', '=', 'ok', 'refused'] },
  cancelQueueFeeOrder: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ orderId: f.erik.orderId }) },
  payOrder: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ orderId: f.erik.orderId, redirectUrl: 'x', cancelUrl: 'x' }) },
  completeOrder: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ orderId: f.erik.orderId, paymentId: 'x' }) },
  createAutopayAgreement: { cells: MINE },
  saveAutopayAgreement: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ agreementRef: 'x', applicantId: f.erik.applicantId }) },
  deleteAutopayAgreement: { cells: MINE },
  // listings and map
  getRentalObjectsAvailable: { cells: PUBLIC },
  getRentalObject: { cells: PUBLIC, vars: home },
  getRegionsAndDistricts: { cells: PUBLIC },
  getRentalObjectPoints: { cells: PUBLIC },
  getAgencyProfile: { cells: PUBLIC },
  getDigitalShowingAccess: { cells: MINE, vars: home },
  // subscriptions and newsletter
  getSubscriptionFilter: { cells: PUBLIC },
  getSubscriptions: { cells: MINE },
  saveSubscription: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ subscription: { subscriptionId: f.erik.subscriptionId, name: 'Annas' } }) },
  deleteSubscription: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ subscriptionId: f.erik.subscriptionId }) },
  renewSubscription: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ subscriptionId: f.erik.subscriptionId }) },
  getIsNewsletterSubscriber: { cells: MINE_BAD_ARGS },
  newsletterSubscribe: { cells: MINE_BAD_ARGS },
  newsletterUnsubscribe: { cells: MINE_BAD_ARGS },
  // content
  getMaintenanceMessage: { cells: PUBLIC },
  // applications: a co-applicant has none; a blocked applicant may look, not register
  getEstimatedQueuePlace: { cells: MINE, vars: home },
  getApplications: { cells: ['unauth', 'ok', '=', 'forbidden', 'ok'] },
  validateApplication: { cells: MINE, vars: home },
  createApplication: { cells: ['unauth', 'ok', '=', 'refused', 'refused'], vars: (f) => ({ application: { rentalObjectId: f.home, showingConfirm: true, coApplicantConfirm: true, moveInDateConfirm: true, shortTimeConfirm: true } }) },
  deleteApplication: { cells: ['unauth', 'ok', '=', 'refused', 'refused'], vars: home },
  saveShowing: { cells: MINE_BAD_ARGS },
  saveAnswer: { cells: MINE_BAD_ARGS },
  // profile
  getInformation: { cells: MINE },
  getHousing: { cells: MINE },
  getTenantReference: { cells: MINE },
  getStudyLocations: { cells: PUBLIC },
  getStudentCertificationDocument: { cells: MINE },
  getEconomicSupportDocument: { cells: MINE },
  updateInformation: { cells: MINE_BAD_ARGS },
  updateHousing: { cells: MINE_BAD_ARGS },
  updateApplicantStudent: { cells: MINE_BAD_ARGS },
  updateTenantReference: { cells: MINE_BAD_ARGS },
  // incomes
  getIncomeCategories: { cells: PUBLIC },
  getIncomes: { cells: MINE },
  getIncome: { cells: ['unauth', 'ok', 'refused', 'refused', 'refused'], vars: (f) => ({ applicantIncomeId: f.anna.incomeId }), other: (f) => ({ applicantIncomeId: f.erik.incomeId }) },
  getIncomeCertifications: { cells: MINE },
  addIncome: { cells: MINE_BAD_ARGS },
  updateIncome: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ income: { applicantIncomeId: f.erik.incomeId, incomeTypeId: 1, incomeMonthly: '1' } }) },
  deleteIncome: { cells: ['unauth', 'ok', 'refused', 'refused', 'refused'], vars: (f) => ({ applicantIncomeId: f.anna.incomeId }), other: (f) => ({ applicantIncomeId: f.erik.incomeId }) },
  deleteCertification: { cells: ['unauth', 'ok', 'refused', 'refused', 'refused'], vars: (f) => ({ documentId: f.anna.certificationDocumentId }), other: (f) => ({ documentId: f.erik.certificationDocumentId }) },
  missingCertification: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ certification: { applicantIncomeId: f.erik.incomeId, certificationTypeId: 1, slot: 1, missing: true, missingReason: 'Annas' } }) },
  // documents
  getDocuments: { cells: MINE },
  deleteDocument: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ documentId: f.erik.documentId }) },
  // bank
  getOpenBankingProviders: { cells: MINE },
  getOpenBankingProvidersLink: { cells: MINE },
  getOpenBankingObjectOutput: { cells: MINE },
  checkOpenBankingActiveAgreementOutputType: { cells: ['unauth', 'ok', 'refused', 'ok', 'ok'], other: (f) => ({ caseId: f.erik.caseId }) },
  deleteOpenBankingData: { cells: ['unauth', 'refused', 'refused', 'refused', 'refused'], other: (f) => ({ dataId: f.erik.dataId }) },
};

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const operations = sampleOperations(schema);
const server = useTestServer();

type Reply = { json: { data?: Record<string, { error?: boolean } | null> | null; errors?: { extensions?: { code?: string } }[] } };

function outcomeOf(res: Reply, name: string): Cell {
  const code = res.json.errors?.[0]?.extensions?.code;
  const data = res.json.data?.[name];
  if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return data == null ? (code === 'FORBIDDEN' ? 'forbidden' : 'unauth') : 'ok';
  return data == null || data.error === true ? 'refused' : 'ok';
}

/** What Erik sees of his own things: unchanged by everything the others tried (his link to Maria is left out: she leaves him, as she may). */
const ERIKS_VIEW = `{
  getOrders { orders { orderId isPaid orderStatusId paymentMethodId } }
  getIncomes { incomes { applicantIncomeId incomeTypeId incomeMonthly } }
  getDocuments { documents { documentId name documentStatus } }
  getSubscriptions { subscriptions { subscriptionId name } }
  getOpenBankingObjectOutput { connections { dataId status } }
}`;

describe("the applicants' API's authorization matrix", () => {
  let f: Fixtures;
  let clients: Fixtures['clients'];
  let erik: TestClient;
  let erikBefore: unknown;

  beforeAll(async () => {
    f = await authorizationFixtures(server);
    ({ clients, erikClient: erik } = f);
    erikBefore = (await erik.graphql(ERIKS_VIEW)).json;
    expect((erikBefore as Reply['json']).errors).toBeUndefined();
  });

  it('names every operation of schema.graphql, and nothing else', () => {
    expect(operations.map((o) => o.name).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  const withErikIds = operations.filter((o) => MATRIX[o.name]?.other);
  it.each(withErikIds)("Maria, Erik's co-applicant, with her partner's ids: $kind $name", async ({ name, query, variables }) => {
    const partner = await clients.coApplicant.data('{ getCoApplicant { coApplicant { applicantId } } }');
    expect(partner.coApplicant.applicantId, 'Maria is still Erik’s co-applicant').toBe(f.erik.applicantId);
    const row = MATRIX[name]!;
    const vars = { ...variables, ...row.vars?.(f), ...row.other!(f) };
    const asked = outcomeOf((await clients.coApplicant.graphql(query, vars)) as Reply, name);
    expect(asked, `Maria with Erik's ids → ${name}`).toBe(row.cells[2]);
  });

  it.each(operations)('$kind $name', async ({ name, query, variables }) => {
    const row = MATRIX[name];
    expect(row, `${name} has no row in MATRIX`).toBeDefined();
    const [visitor, applicant, other, coApplicant, blocked] = row!.cells;
    const vars = { ...variables, ...row!.vars?.(f) };
    const ask = async (client: TestClient, v = vars) => outcomeOf((await client.graphql(query, v)) as Reply, name);

    expect(await ask(clients.visitor), `visitor → ${name}`).toBe(visitor);
    expect(await ask(clients.caseHandler), `case handler → ${name}`).toBe(visitor);
    expect(await ask(clients.administrator), `administrator → ${name}`).toBe(visitor);
    if (other !== '=') {
      expect(row!.other, `${name}: the other column needs Erik's ids`).toBeDefined();
      expect(await ask(clients.applicant, { ...vars, ...row!.other!(f) }), `Anna with Erik's ids → ${name}`).toBe(other);
    } else {
      expect(row!.other, `${name}: ids given but the other column is '='`).toBeUndefined();
    }
    expect(await ask(clients.blocked), `blocked → ${name}`).toBe(blocked);
    expect(await ask(clients.coApplicant), `co-applicant → ${name}`).toBe(coApplicant);
    expect(await ask(clients.applicant), `applicant → ${name}`).toBe(applicant);
  });

  it("leaves Erik's own things as they were", async () => {
    expect((await erik.graphql(ERIKS_VIEW)).json).toEqual(erikBefore);
  });
});
