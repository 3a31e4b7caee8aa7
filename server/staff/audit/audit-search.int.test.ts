// The back office's audit log search through the real app (rows of June, before any the seed writes): refused to a
// visitor and an applicant; for a case handler and an administrator the rows by staff member, applicant and days,
// newest first, paged; searching writes nothing.
import { staffAuditLog } from '../../db/schema';
import { useTestServer } from '../../test/harness';
import { loggedIn } from '../../applications/testing';
import { admin, karin, staffClient, staffLoggedIn } from '../testing';

const server = useTestServer();
const db = () => server.services.database.db;

const SEARCH = `query($staff: Int, $applicant: Int, $from: String, $to: String, $first: Int, $offset: Int) {
  staffAuditLog(staffUserId: $staff, applicantId: $applicant, from: $from, to: $to, first: $first, offset: $offset) {
    error errorText validationErrors { code text } totalCount
    entries { auditId at staffUserId staffName action actionText applicantId subject before after } } }`;
const MEMBERS = '{ staffMembers { staffUserId name role } }';

let karinId = 0;
let adminId = 0;

beforeAll(async () => {
  karinId = (await (await staffLoggedIn(server, karin)).me()).json.staff.staffUserId;
  adminId = (await (await staffLoggedIn(server, admin)).me()).json.staff.staffUserId;
  const row = (staffUserId: number, applicantId: number | null, at: string, action: string) => ({ staffUserId, applicantId, at: new Date(at), action, after: { reason: action } });
  await db()
    .insert(staffAuditLog)
    .values([
      row(karinId, 501, '2026-06-19T22:30:00Z', 'WARNING_ISSUE'), // 20 June in Sweden (summer time)
      row(karinId, 502, '2026-06-20T12:00:00Z', 'NOTE_ADD'),
      row(adminId, 501, '2026-06-21T09:00:00Z', 'BLOCK_END'),
      row(karinId, 501, '2026-06-21T22:30:00Z', 'WARNING_REVOKE'), // 22 June in Sweden
    ]);
});

it('refuses a visitor and an applicant, leaking nothing', async () => {
  const anna = await loggedIn(server, 'payingApplicant');
  for (const doc of [SEARCH, MEMBERS]) {
    for (const client of [staffClient(server), staffClient(server, anna)]) {
      const res = await client.graphql(doc, {});
      expect(res.json.data).toBeNull();
      expect(res.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(res.text).not.toMatch(/Karin|WARNING/);
    }
    expect((await anna.graphql(doc, {})).json.errors[0].message).toMatch(/staffAuditLog|staffMembers/);
  }
});

it.each([
  ['a case handler', karin],
  ['an administrator', admin],
])('lets %s search by staff member, applicant and days, newest first, a page at a time, writing nothing', async (_who, who) => {
  const c = await staffLoggedIn(server, who);
  const search = async (vars: Record<string, unknown>) => {
    const res = await c.graphql(SEARCH, vars);
    expect(res.json.errors).toBeUndefined();
    return res.json.data.staffAuditLog;
  };
  const rowsBefore = (await db().select().from(staffAuditLog)).length;

  const karins = await search({ staff: karinId, from: '2026-06-20', to: '2026-06-22' });
  expect(karins.entries.map((e: { action: string }) => e.action)).toEqual(['WARNING_REVOKE', 'NOTE_ADD', 'WARNING_ISSUE']);
  expect(karins.entries[0]).toMatchObject({ staffName: 'Karin Handläggare', actionText: 'Återkallade en varning', applicantId: 501, after: '{"reason":"WARNING_REVOKE"}', before: null });

  const hers = await search({ applicant: 501, from: '2026-06-20', to: '2026-06-22' });
  expect(hers.entries.map((e: { action: string }) => e.action)).toEqual(['WARNING_REVOKE', 'BLOCK_END', 'WARNING_ISSUE']);
  // Days are Swedish days, both ends inclusive.
  expect((await search({ applicant: 501, from: '2026-06-21', to: '2026-06-21' })).entries.map((e: { action: string }) => e.action)).toEqual(['BLOCK_END']);
  expect((await search({ applicant: 501, to: '2026-06-20' })).entries.map((e: { action: string }) => e.action)).toEqual(['WARNING_ISSUE']);

  const first = await search({ applicant: 501, first: 2 });
  const next = await search({ applicant: 501, first: 2, offset: 2 });
  expect([first.totalCount, next.totalCount]).toEqual([3, 3]);
  expect([...first.entries, ...next.entries].map((e: { action: string }) => e.action)).toEqual(['WARNING_REVOKE', 'BLOCK_END', 'WARNING_ISSUE']);

  expect(await search({ from: '2026-06-22', to: '2026-06-20' })).toMatchObject({ error: true, errorText: 'Till-datumet kan inte vara före från-datumet', entries: [] });
  expect(await search({ from: '22/11' })).toMatchObject({ error: true, validationErrors: [{ code: 'from', text: 'Ange från-datumet som ÅÅÅÅ-MM-DD' }] });

  const members = (await c.graphql(MEMBERS)).json.data.staffMembers;
  expect(members).toEqual(
    expect.arrayContaining([
      { staffUserId: karinId, name: 'Karin Handläggare', role: 'HANDLAGGARE' },
      expect.objectContaining({ staffUserId: adminId, role: 'ADMINISTRATOR' }),
    ]),
  );
  expect((await db().select().from(staffAuditLog)).length).toBe(rowsBefore);
});
