// Staff accounts through the real staff API: administrators only (a visitor, an applicant's session and a case handler
// are refused), every change one audit row and a refused change none, the guards on one's own account and the last
// administrator, and a closed account's session ending at once.
import { eq } from 'drizzle-orm';
import { staffAccountMessages as msg } from '../../../src/rules/staff-accounts';
import { staffAuditLog, staffUsers } from '../../db/schema';
import { scenarios } from '../../db/seed/scenarios';
import { useTestServer } from '../../test/harness';
import { admin, karin, staffClient, staffLoggedIn, type StaffClient } from '../testing';

const server = useTestServer();
const anna = { email: scenarios.payingApplicant.email, password: scenarios.payingApplicant.password };
const db = () => server.services.database.db;
const auditCount = async () => (await db().select().from(staffAuditLog)).length;

const FIELDS = 'error errorText validationErrors { code text } account { staffUserId name email role roleText personalNumberMasked active }';
const LIST = '{ staffAccounts { staffUserId name email role active personalNumberMasked } }';
const CREATE = `mutation($input: StaffAccountInput!) { staffCreateAccount(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: StaffAccountInput!) { staffUpdateAccount(staffUserId: $id, input: $input) { ${FIELDS} } }`;
const SET_ACTIVE = `mutation($id: Int!, $active: Boolean!) { staffSetAccountActive(staffUserId: $id, active: $active) { ${FIELDS} } }`;

const nils = { name: 'Nils Nyhandläggare', email: 'nils.ny@example.se', personalNumber: '19750101-2343', role: 'HANDLAGGARE', password: 'Nyhandlaggare-2026!' };

const operations = [
  ['staffAccounts', LIST, {}],
  ['staffCreateAccount', CREATE, { input: { ...nils, email: 'x@example.se', personalNumber: '' } }],
  ['staffUpdateAccount', UPDATE, { id: 1, input: { ...nils, password: '' } }],
  ['staffSetAccountActive', SET_ACTIVE, { id: 1, active: true }],
] as const;

async function idOf(email: string): Promise<number> {
  const [row] = await db().select().from(staffUsers).where(eq(staffUsers.email, email));
  return row!.staffUserId;
}

describe('who may manage staff accounts', () => {
  it.each(operations)('%s: a visitor and an applicant\'s session are not logged in to the back office, a case handler is forbidden', async (_name, query, variables) => {
    const before = await auditCount();
    const visitor = await staffClient(server).graphql(query, variables);
    expect(visitor.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(visitor.json.data ?? null).toBeNull();
    const applicant = await staffClient(server, await server.loggedIn(anna)).graphql(query, variables);
    expect(applicant.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const caseHandler = await (await staffLoggedIn(server, karin)).graphql(query, variables);
    expect(caseHandler.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(caseHandler.json.data ?? null).toBeNull();
    expect(await auditCount()).toBe(before);
  });
});

describe('an administrator manages the staff accounts', () => {
  let ali: StaffClient;
  beforeAll(async () => {
    ali = await staffLoggedIn(server, admin);
  });

  it('lists every account with the personnummer masked', async () => {
    const res = await ali.graphql(LIST);
    const accounts = res.json.data.staffAccounts as { email: string; role: string; personalNumberMasked: string | null; active: boolean }[];
    expect(accounts).toContainEqual(expect.objectContaining({ email: karin.email, role: 'HANDLAGGARE', personalNumberMasked: '19780514-XXXX', active: true }));
    expect(accounts).toContainEqual(expect.objectContaining({ email: admin.email, role: 'ADMINISTRATOR' }));
    expect(JSON.stringify(res.json)).not.toContain('197805142382');
  });

  it('refuses an invalid account field by field, saving nothing and writing no audit row', async () => {
    const before = await auditCount();
    const res = await ali.graphql(CREATE, { input: { ...nils, email: 'nils', personalNumber: '19750101-2344', password: 'kort' } });
    const result = res.json.data.staffCreateAccount;
    expect(result.error).toBe(true);
    expect(result.validationErrors).toEqual([
      { code: 'email', text: msg.emailInvalid },
      { code: 'personalNumber', text: msg.personalNumberInvalid },
      { code: 'password', text: msg.passwordRule },
    ]);
    const taken = (await ali.graphql(CREATE, { input: { ...nils, email: karin.email.toUpperCase() } })).json.data.staffCreateAccount;
    expect(taken.validationErrors).toEqual([{ code: 'email', text: msg.emailTaken }]);
    const pnrTaken = (await ali.graphql(CREATE, { input: { ...nils, personalNumber: scenarios.caseHandler.personalIdentityNumber } })).json.data.staffCreateAccount;
    expect(pnrTaken.validationErrors).toEqual([{ code: 'personalNumber', text: msg.personalNumberTaken }]);
    expect(await auditCount()).toBe(before);
    expect(await db().select().from(staffUsers).where(eq(staffUsers.email, nils.email))).toEqual([]);
  });

  it('creates an account (one audit row, no password nor personnummer in it) that logs in with its password', async () => {
    const before = await auditCount();
    const res = await ali.graphql(CREATE, { input: nils });
    const { account, error } = res.json.data.staffCreateAccount;
    expect(error).toBe(false);
    expect(account).toMatchObject({ name: nils.name, role: 'HANDLAGGARE', roleText: 'Handläggare', personalNumberMasked: '19750101-XXXX', active: true });
    const rows = (await db().select().from(staffAuditLog)).slice(before);
    expect(rows).toEqual([expect.objectContaining({ action: 'STAFF_ACCOUNT_CREATE', applicantId: null, subject: `staff:${account.staffUserId}`, before: null })]);
    expect(JSON.stringify(rows)).not.toMatch(/197501012343|argon2|Nyhandlaggare/);
    const nilsClient = await staffLoggedIn(server, { email: nils.email, password: nils.password });
    expect((await nilsClient.graphql('{ staffMe { name role } }')).json.data.staffMe).toEqual({ name: nils.name, role: 'HANDLAGGARE' });
  });

  it('changes the role (one audit row before → after); the new role counts at the member\'s next request', async () => {
    const id = await idOf(nils.email);
    const nilsClient = await staffLoggedIn(server, { email: nils.email, password: nils.password });
    expect((await nilsClient.graphql(LIST)).json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const before = await auditCount();
    const res = await ali.graphql(UPDATE, { id, input: { ...nils, role: 'ADMINISTRATOR', password: '' } });
    expect(res.json.data.staffUpdateAccount.account.role).toBe('ADMINISTRATOR');
    const rows = (await db().select().from(staffAuditLog)).slice(before);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'STAFF_ACCOUNT_UPDATE',
        before: expect.objectContaining({ role: 'handlaggare' }),
        after: expect.objectContaining({ role: 'administrator', passwordChanged: false }),
      }),
    ]);
    expect((await nilsClient.graphql(LIST)).json.data.staffAccounts.length).toBeGreaterThan(2);
  });

  it('refuses taking away one\'s own administrator role or closing one\'s own account, writing nothing', async () => {
    const aliId = await idOf(admin.email);
    const before = await auditCount();
    const own = { name: scenarios.administrator.name, email: admin.email, personalNumber: '', role: 'HANDLAGGARE', password: '' };
    expect((await ali.graphql(UPDATE, { id: aliId, input: own })).json.data.staffUpdateAccount).toMatchObject({ error: true, errorText: msg.ownRole });
    expect((await ali.graphql(SET_ACTIVE, { id: aliId, active: false })).json.data.staffSetAccountActive).toMatchObject({ error: true, errorText: msg.ownAccount });
    expect(await auditCount()).toBe(before);
  });

  it('closes an account: its session ends at once, and reopening it is one more audit row', async () => {
    const id = await idOf(karin.email);
    const karinClient = await staffLoggedIn(server, karin);
    expect((await karinClient.graphql('{ staffMe { name } }')).json.data.staffMe.name).toBe(scenarios.caseHandler.name);
    const before = await auditCount();
    const closed = (await ali.graphql(SET_ACTIVE, { id, active: false })).json.data.staffSetAccountActive;
    expect(closed.account.active).toBe(false);
    expect((await karinClient.graphql('{ staffMe { name } }')).json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The same state again changes nothing and writes nothing.
    expect((await ali.graphql(SET_ACTIVE, { id, active: false })).json.data.staffSetAccountActive.error).toBe(false);
    expect((await ali.graphql(SET_ACTIVE, { id, active: true })).json.data.staffSetAccountActive.account.active).toBe(true);
    const actions = (await db().select().from(staffAuditLog)).slice(before).map((r) => r.action);
    expect(actions).toEqual(['STAFF_ACCOUNT_CLOSE', 'STAFF_ACCOUNT_REOPEN']);
  });
});
