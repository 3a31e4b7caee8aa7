// The demo's profile states (README's demo table), read as each demo user through the operations the pages use: Anna's
// questionnaires all answered, her certificates in every state (uploaded files approved, rejected and under review, one
// marked missing) with an approved identity document, Erik's housing indicator, Maria's rejected identity document with
// its reason. The seed makes them through the services, so these also prove the services accept them.
import { CERTIFICATION_TYPES } from '../../domain/income-certifications';
import { startTestServer, type TestServer } from '../../test/harness';
import { ANNAS_PAYSLIP_REJECTION, MARIAS_ID_REJECTION } from './profiles';
import { scenarios } from './scenarios';

const DOCUMENTS = '{ getDocuments { error documents { name description documentType documentStatus disapprovalReason mediaType } } }';
const CERTIFICATIONS =
  '{ getIncomeCertifications { error incomeCertifications { name slots { certificationTypeId slot missing missingReason rejected rejectedReason approved notChecked documents { name } } } } }';
const INDICATORS =
  '{ getIndicators { error indicators { needToUpdateHousing needToUpdateCapital needToUpdateDebt needToUpdateStudent hasRejectedIdDocument rejectedIdDocumentReason } } }';
const QUESTIONNAIRES = `{ getInformation { error information {
  housing { housingUpdated } capital { capitalUpdated } debt { debtUpdated } student { studentUpdated } misc { miscUpdated }
  reducedIncome { reducedIncomeRequirement capitalTotal reducedIncomeUpdated } } } }`;
const TENANT_REFERENCE = '{ getTenantReference { error tenantReference { landlordReference } } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function read(who: { email: string; password: string }) {
  const c = server.client();
  expect((await c.login(who.email, who.password)).status).toBe(200);
  const data = async (query: string) => {
    const res = await c.graphql(query);
    expect(res.json.errors).toBeUndefined();
    const [result] = Object.values(res.json.data) as { error: boolean }[];
    expect(result!.error).toBe(false);
    return result as any;
  };
  return {
    documents: (await data(DOCUMENTS)).documents,
    certifications: (await data(CERTIFICATIONS)).incomeCertifications,
    indicators: (await data(INDICATORS)).indicators,
    information: (await data(QUESTIONNAIRES)).information,
    tenantReference: (await data(TENANT_REFERENCE)).tenantReference,
  };
}

const slot = (certificationTypeId: number, n: number, state: object) => ({
  certificationTypeId,
  slot: n,
  missing: false,
  missingReason: null,
  rejected: false,
  rejectedReason: null,
  approved: false,
  notChecked: false,
  documents: [],
  ...state,
});

it('answers every one of Anna’s questionnaires, the reduced income requirement and the tenant reference among them', async () => {
  const anna = await read(scenarios.payingApplicant);
  for (const [section, answer] of Object.entries(anna.information)) expect(answer, `Anna’s ${section}`).not.toBeNull();
  expect(Object.keys(anna.information).sort()).toEqual(['capital', 'debt', 'housing', 'misc', 'reducedIncome', 'student']);
  expect(anna.information.reducedIncome).toMatchObject({ reducedIncomeRequirement: 'CAPITAL', capitalTotal: 60000 });
  expect(anna.tenantReference.landlordReference).toContain('Uppsalahem');
});

it('gives Anna uploaded payslips approved and rejected with a reason, one missing with a reason, a decision letter under review, and an approved identity document', async () => {
  const anna = await read(scenarios.payingApplicant);
  const PAYSLIP = CERTIFICATION_TYPES.PAYSLIP;
  expect(anna.certifications).toEqual([
    {
      name: 'Tillsvidareanställning, Uppsala kommun',
      slots: [
        // The case handler's judgments are of the files the applicant uploaded.
        slot(PAYSLIP, 1, { approved: true, documents: [{ name: 'lonespecifikation-1.pdf' }] }),
        slot(PAYSLIP, 2, { rejected: true, rejectedReason: ANNAS_PAYSLIP_REJECTION, documents: [{ name: 'lonespecifikation-2.png' }] }),
        slot(PAYSLIP, 3, { missing: true, missingReason: 'Jag började min anställning för två månader sedan.' }),
      ],
    },
    {
      name: 'Studiemedel från CSN',
      slots: [slot(CERTIFICATION_TYPES.DECISION, 1, { notChecked: true, documents: [{ name: 'beslut-csn.pdf' }] })],
    },
  ]);
  expect(anna.documents).toEqual([
    { name: 'korkort.png', description: 'Körkort', documentType: 'IDENTIFICATION', documentStatus: 'APPROVED', disapprovalReason: null, mediaType: 'image/png' },
  ]);
  expect(anna.indicators).toEqual({
    needToUpdateHousing: false,
    needToUpdateCapital: false,
    needToUpdateDebt: false,
    needToUpdateStudent: false,
    hasRejectedIdDocument: false,
    rejectedIdDocumentReason: null,
  });
});

it('shows Erik that his housing details are missing, and nothing else of his profile', async () => {
  const erik = await read(scenarios.mainApplicant);
  expect(erik.indicators).toEqual({
    needToUpdateHousing: true,
    needToUpdateCapital: false,
    needToUpdateDebt: false,
    needToUpdateStudent: false,
    hasRejectedIdDocument: false,
    rejectedIdDocumentReason: null,
  });
  expect(erik.documents).toEqual([]);
  expect(erik.certifications).toEqual([]);
});

it('shows Maria, the co-applicant, her rejected identity document with the case handler’s reason', async () => {
  const maria = await read(scenarios.coApplicant);
  expect(maria.documents).toEqual([
    { name: 'pass.png', description: 'Pass', documentType: 'IDENTIFICATION', documentStatus: 'REJECTED', disapprovalReason: MARIAS_ID_REJECTION, mediaType: 'image/png' },
  ]);
  expect(maria.indicators).toMatchObject({ hasRejectedIdDocument: true, rejectedIdDocumentReason: MARIAS_ID_REJECTION });
  expect(maria.certifications).toEqual([]);
});

it('keeps the seeded files (two identity documents, two payslips and a decision letter) in the storage the app reads', async () => {
  const keys: string[] = [];
  for await (const o of server.services.storage.list('documents')) keys.push(o.key);
  expect(keys).toHaveLength(5);
  for (const key of keys) expect(await server.services.storage.exists(key)).toBe(true);
});
