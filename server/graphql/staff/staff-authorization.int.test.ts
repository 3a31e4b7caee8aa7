// The staff API's authorization matrix: every Query and Mutation field of the staff schema (read from the schema
// itself, so a new operation without a row here fails this test) × {visitor, an applicant's session, that applicant
// with another applicant's ids, a co-applicant's session, a blocked applicant's session, case handler, administrator}.
// A visitor and every applicant session are not logged in to the back office (UNAUTHENTICATED), a case handler is
// refused the administrators' operations (FORBIDDEN), and a refused call returns no data at all (no leak). Allowed
// calls may still fail for their arguments (made up here from the argument types) — but never for who is asking.
import { buildASTSchema, parse } from 'graphql';
import { scenarios } from '../../db/seed/scenarios';
import { admin, karin, staffClient, staffLoggedIn, type StaffClient } from '../../staff/testing';
import { useTestServer } from '../../test/harness';
import { sampleOperations } from '../testing/sample-operations';
import { staffTypeDefs } from './staff-schema';

/** Who may call each operation: any staff member ('staff': case handlers and administrators) or administrators only. */
const MAY_CALL: Record<string, 'staff' | 'administrator'> = {
  // shared
  staffMe: 'staff',
  // review
  staffReviewInbox: 'staff',
  staffReviewItem: 'staff',
  staffApproveDocument: 'staff',
  staffRejectDocument: 'staff',
  staffStartCertificateReview: 'staff',
  staffApproveCertificate: 'staff',
  staffRejectCertificate: 'staff',
  // applicants
  staffSearchApplicants: 'staff',
  staffApplicant: 'staff',
  staffApplicantBankIncome: 'staff',
  staffRevealPersonalIdentityNumber: 'staff',
  staffIssueWarning: 'staff',
  staffRevokeWarning: 'staff',
  staffStartBlock: 'staff',
  staffEndBlock: 'staff',
  staffAddNote: 'staff',
  // audit
  staffAuditLog: 'staff',
  staffMembers: 'staff',
  // brokerage
  staffBrokerageListings: 'staff',
  staffBrokeragePipeline: 'staff',
  staffBrokerageEligibility: 'staff',
  staffApplicationHistory: 'staff',
  staffClosePeriod: 'staff',
  staffInviteToShowing: 'staff',
  staffCancelShowing: 'staff',
  staffRegisterAttendance: 'staff',
  staffStartCheck: 'staff',
  staffCheckPassed: 'staff',
  staffCheckFailed: 'staff',
  staffProposeToLandlord: 'staff',
  staffLandlordApproved: 'staff',
  staffLandlordRejected: 'staff',
  staffContractSigned: 'staff',
  staffSignFailed: 'staff',
  // listings
  staffListings: 'staff',
  staffListing: 'staff',
  staffListingCatalog: 'staff',
  staffCreateListing: 'staff',
  staffUpdateListing: 'staff',
  staffPublishListing: 'staff',
  staffUnpublishListing: 'staff',
  staffOrderListingImages: 'staff',
  staffRemoveListingImage: 'staff',
  // tools
  staffSandboxLinks: 'staff',
  staffJobs: 'administrator',
  staffRunJob: 'administrator',
  staffSiteContent: 'administrator',
  staffSaveMaintenanceMessage: 'administrator',
  staffClearMaintenanceMessage: 'administrator',
  staffSaveMenu: 'administrator',
  staffSaveFooter: 'administrator',
  // accounts
  staffAccounts: 'administrator',
  staffCreateAccount: 'administrator',
  staffUpdateAccount: 'administrator',
  staffSetAccountActive: 'administrator',
};

// One document: buildASTSchema applies the areas' `extend type` to the types they extend.
const schema = buildASTSchema(parse(staffTypeDefs.join('\n')));

const operations = sampleOperations(schema);

const server = useTestServer();
const login = (who: { email: string; password: string }) => ({ email: who.email, password: who.password });
const anna = login(scenarios.payingApplicant);

/** The variables with every applicantId (at any depth) naming another applicant: Erik. */
function withApplicantId(value: unknown, applicantId: number): unknown {
  if (Array.isArray(value)) return value.map((v) => withApplicantId(v, applicantId));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'applicantId' ? applicantId : withApplicantId(v, applicantId)]));
}

type Reply = { json: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] } };
const codeOf = (res: Reply) => res.json.errors?.[0]?.extensions?.code;
const leaked = (res: Reply, name: string) => res.json.data?.[name] != null;

describe('the staff API\'s authorization matrix', () => {
  let visitor: StaffClient;
  let applicant: StaffClient;
  let coApplicant: StaffClient;
  let blocked: StaffClient;
  let eriksApplicantId: number;
  let caseHandler: StaffClient;
  let administrator: StaffClient;
  beforeAll(async () => {
    visitor = staffClient(server);
    applicant = staffClient(server, await server.loggedIn(anna));
    coApplicant = staffClient(server, await server.loggedIn(login(scenarios.coApplicant)));
    blocked = staffClient(server, await server.loggedIn(login(scenarios.blockedApplicant)));
    const erik = await server.loggedIn(login(scenarios.mainApplicant));
    eriksApplicantId = (await erik.data('{ getApplicant { applicant { applicantId } } }')).applicant.applicantId;
    expect(eriksApplicantId).toBeGreaterThan(0);
    caseHandler = await staffLoggedIn(server, karin);
    administrator = await staffLoggedIn(server, admin);
  });

  it('names every operation of the staff schema, and nothing else', () => {
    expect(operations.map((o) => o.name).sort()).toEqual(Object.keys(MAY_CALL).sort());
  });

  it.each(operations)('$kind $name', async ({ name, query, variables }) => {
    const mayCall = MAY_CALL[name];
    expect(mayCall, `${name} has no row in MAY_CALL`).toBeDefined();

    const othersIds = withApplicantId(variables, eriksApplicantId) as typeof variables;
    const asApplicants = [
      ['visitor', visitor, variables],
      ['applicant', applicant, variables],
      ["applicant with another's ids", applicant, othersIds],
      ['co-applicant', coApplicant, variables],
      ['blocked applicant', blocked, variables],
    ] as const;
    for (const [who, client, vars] of asApplicants) {
      const res = (await client.graphql(query, vars)) as Reply;
      expect(codeOf(res), `${who} → ${name}`).toBe('UNAUTHENTICATED');
      expect(leaked(res, name), `${who} got data from ${name}`).toBe(false);
    }

    const handler = (await caseHandler.graphql(query, variables)) as Reply;
    if (mayCall === 'administrator') {
      expect(codeOf(handler), `case handler → ${name}`).toBe('FORBIDDEN');
      expect(leaked(handler, name), `case handler got data from ${name}`).toBe(false);
    } else {
      expect(['UNAUTHENTICATED', 'FORBIDDEN'], `case handler → ${name}`).not.toContain(codeOf(handler));
    }

    const adminReply = (await administrator.graphql(query, variables)) as Reply;
    expect(['UNAUTHENTICATED', 'FORBIDDEN'], `administrator → ${name}`).not.toContain(codeOf(adminReply));
  });
});
