// Test helper for the authorization matrices (GraphQL and REST): the people of the demo logged in once, and real ids of
// things that belong to one of them — Anna's own, and Erik's for "the applicant using another applicant's ids". Erik's
// things are made through his own session (and his bank connection through the repository, as the callback stores it).
import { eq } from 'drizzle-orm';
import { insertConnectionWithData } from '../bank/bank.repository';
import { bankConnections } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { SAMPLE_PDF } from '../documents/sample-files';
import { consentExpiresAt, consentExpiryDay } from '../domain/bank-consent';
import { CERTIFICATION_TYPES } from '../domain/income-certifications';
import { admin, karin, staffLoggedIn } from '../staff/testing';
import { TEST_NOW, type TestClient, type TestServer } from './harness';

export type Role = 'visitor' | 'applicant' | 'coApplicant' | 'blocked' | 'caseHandler' | 'administrator';

export interface Fixtures {
  clients: Record<Role, TestClient>;
  erikClient: TestClient;
  /** A published home open for interest that Anna may register on. */
  home: string;
  /** Anna's own things (the blocked and the co-applicant are given them too: another's ids to them). */
  anna: { incomeId: number; certificationDocumentId: number; documentId: number };
  erik: { applicantId: number; orderId: number; incomeId: number; documentId: number; certificationDocumentId: number; subscriptionId: number; dataId: number; caseId: string };
}

const pdf = [{ field: 'file', name: 'intyg.pdf', type: 'application/pdf', content: SAMPLE_PDF }];

async function eriksThings(server: TestServer, erik: TestClient): Promise<Fixtures['erik']> {
  const { applicantId } = (await erik.data('{ getApplicant { applicant { applicantId } } }')).applicant;
  const { orders } = await erik.data('{ getOrders { orders { orderId } } }');
  const income = await erik.data('mutation { addIncome(income: { incomeTypeId: 1, incomeMonthly: "30000" }) { error income { applicantIncomeId } } }');
  expect(income.error, 'Erik adds an income').toBe(false);
  const incomeId: number = income.income.applicantIncomeId;
  const certificate = await erik.multipart('/mypages/api/incomes/certifications', { name: 'lonebesked.pdf', applicantIncomeId: String(incomeId), certificationTypeId: String(CERTIFICATION_TYPES.PAYSLIP), slot: '1', contentType: 'application/pdf' }, pdf);
  expect(certificate.status, certificate.text).toBe(200);
  const subscription = await erik.data('mutation { saveSubscription(subscription: { name: "Eriks bevakning", sendNotifications: false, filter: {} }) { error subscriptionId } }');
  expect(subscription.error, 'Erik saves a search').toBe(false);
  const upload = await erik.multipart('/mypages/api/documents', { description: 'Eriks intyg' }, pdf);
  expect(upload.status, upload.text).toBe(200);
  const { documents } = await erik.data('{ getDocuments { documents { documentId } } }');
  const db = server.services.database.db;
  const { connectionId } = await insertConnectionWithData(
    db,
    { applicantId, providerId: 'se-test-ob', bankName: 'Testbanken', consentGivenAt: TEST_NOW, expiresAt: consentExpiresAt(consentExpiryDay(TEST_NOW)), status: 'ACTIVE' },
    [{ account: { externalAccountId: 'erik-1', maskedAccountNumber: '•••• 4242', name: 'Lönekonto', type: 'CHECKING' }, transactions: [] }],
  );
  const [connection] = await db.select().from(bankConnections).where(eq(bankConnections.connectionId, connectionId));
  return {
    applicantId,
    orderId: orders[0].orderId,
    incomeId,
    documentId: documents[0].documentId,
    certificationDocumentId: certificate.json.document.documentId,
    subscriptionId: subscription.subscriptionId,
    dataId: connectionId,
    caseId: connection!.caseId!,
  };
}

/**
 * Anna's first income, and a certificate file she may remove on another of her incomes: the GraphQL matrix deletes the
 * income (deleteIncome) before it removes the file (deleteCertification), and an income's files go with it.
 */
async function annasThings(anna: TestClient): Promise<Fixtures['anna']> {
  const { incomes } = await anna.data('{ getIncomes { incomes { applicantIncomeId } } }');
  const incomeId: number = incomes[0].applicantIncomeId;
  const { incomeCertifications } = await anna.data('{ getIncomeCertifications { incomeCertifications { applicantIncomeId slots { approved documents { documentId } } } } }');
  type Certification = { applicantIncomeId: number; slots: { approved: boolean; documents: { documentId: number }[] }[] };
  const slot = (incomeCertifications as Certification[])
    .filter((c) => c.applicantIncomeId !== incomeId)
    .flatMap((c) => c.slots)
    .find((s) => !s.approved && s.documents.length > 0);
  expect(slot, 'Anna has a certificate file she may remove, on an income other than the first').toBeDefined();
  const { documents } = await anna.data('{ getDocuments { documents { documentId } } }');
  return { incomeId, certificationDocumentId: slot!.documents[0]!.documentId, documentId: documents[0].documentId };
}

async function homeFor(anna: TestClient): Promise<string> {
  const { rentalObjects } = await anna.data('{ getRentalObjectsAvailable(take: 50) { rentalObjects { rentalObjectId } } }');
  for (const { rentalObjectId } of rentalObjects as { rentalObjectId: string }[]) {
    const check = await anna.data('query($id: String!) { validateApplication(rentalObjectId: $id) { validation { canCreate } } }', { id: rentalObjectId });
    if (check.validation?.canCreate) return rentalObjectId;
  }
  throw new Error('no home Anna may register on');
}

export async function authorizationFixtures(server: TestServer): Promise<Fixtures> {
  const { payingApplicant, mainApplicant, coApplicant, blockedApplicant } = scenarios;
  const clients: Record<Role, TestClient> = {
    visitor: server.client(),
    applicant: await server.loggedIn(payingApplicant),
    coApplicant: await server.loggedIn(coApplicant),
    blocked: await server.loggedIn(blockedApplicant),
    caseHandler: (await staffLoggedIn(server, karin)).http,
    administrator: (await staffLoggedIn(server, admin)).http,
  };
  const erikClient = await server.loggedIn(mainApplicant);
  return { clients, erikClient, home: await homeFor(clients.applicant), anna: await annasThings(clients.applicant), erik: await eriksThings(server, erikClient) };
}
