// The back office's tools through the real app: every operation refused to a visitor and to an applicant's session;
// the sandbox links for every staff member (and none when the server runs no sandboxes); jobs and content for the
// administrator only (a case handler is FORBIDDEN and changes nothing); each change exactly one audit row, a refused
// one none; the applicants' shell sees the new maintenance message, menu and footer.
import { desc } from 'drizzle-orm';
import { siteContentMessages as m } from '../../../src/rules/site-content';
import { jobRuns, staffAuditLog } from '../../db/schema';
import { scenarios } from '../../db/seed/scenarios';
import { startTestServer, useTestServer } from '../../test/harness';
import { admin, karin, staffClient, staffLoggedIn, type StaffClient } from '../testing';
import { ForbiddenError, staffActor } from '../../domain/actor';
import { JobScheduler, type Job } from '../../jobs/scheduler';
import { SANDBOX_LINKS, StaffToolsService } from './tools.service';

const server = useTestServer();
const anna = { email: scenarios.payingApplicant.email, password: scenarios.payingApplicant.password };

const db = () => server.services.database.db;
const auditCount = async () => (await db().select({ id: staffAuditLog.auditId }).from(staffAuditLog)).length;
const lastAudit = async () => (await db().select().from(staffAuditLog).orderBy(desc(staffAuditLog.auditId)).limit(1))[0]!;

const RESULT = 'error errorText validationErrors { code text }';
const OPS = {
  links: `query { staffSandboxLinks { key name url } }`,
  jobs: `query { staffJobs { name lastStartedAt lastFinishedAt outcome message attempts maxAttempts nextAttemptAt } }`,
  content: `query { staffSiteContent { maintenanceMessage { message start stop } menu { name url children { name url } } footer { title body } } }`,
  runJob: `mutation($name: String!) { staffRunJob(name: $name) { ${RESULT} job { name outcome message lastFinishedAt } } }`,
  saveMessage: `mutation($input: StaffMaintenanceMessageInput!) { staffSaveMaintenanceMessage(input: $input) { ${RESULT} } }`,
  clearMessage: `mutation { staffClearMaintenanceMessage { ${RESULT} } }`,
  saveMenu: `mutation($items: [StaffMenuItemInput!]!) { staffSaveMenu(items: $items) { ${RESULT} } }`,
  saveFooter: `mutation($columns: [StaffFooterColumnInput!]!) { staffSaveFooter(columns: $columns) { ${RESULT} } }`,
} as const;

const MESSAGE = { message: 'Planerat underhåll i natt', start: '2026-11-22T08:00', stop: '2026-11-23T06:00' };
const MENU = [{ name: 'Lediga bostäder', url: '/lediga-bostader', children: [{ name: 'Om kön', url: 'https://example.se/om' }] }];
const FOOTER = [{ title: 'Kontakt', body: 'Ring oss\n[Kundservice](/kundservice)' }, { title: null, body: '' }, { title: 'Om', body: 'Bostadskön <AB>' }];

const ADMIN_ONLY: [string, Record<string, unknown>][] = [
  [OPS.jobs, {}],
  [OPS.content, {}],
  [OPS.runJob, { name: 'document-files-cleanup' }],
  [OPS.saveMessage, { input: MESSAGE }],
  [OPS.clearMessage, {}],
  [OPS.saveMenu, { items: MENU }],
  [OPS.saveFooter, { columns: FOOTER }],
];

async function expectRefused(client: StaffClient, code: string, calls: [string, Record<string, unknown>][]) {
  const before = await auditCount();
  const content = await server.services.content.footer();
  for (const [query, variables] of calls) {
    const res = await client.graphql(query, variables);
    expect(res.json.errors?.[0]?.extensions?.code, query).toBe(code);
    expect(res.json.data ?? null, query).toBeNull();
  }
  expect(await auditCount()).toBe(before);
  expect(await server.services.content.footer()).toEqual(content);
}

describe('who may use the tools', () => {
  it.each(['visitor', 'applicant'] as const)('a %s gets UNAUTHENTICATED from every operation', async (who) => {
    const http = server.client();
    if (who === 'applicant') expect((await http.login(anna.email, anna.password)).status).toBe(200);
    await expectRefused(staffClient(server, http), 'UNAUTHENTICATED', [[OPS.links, {}], ...ADMIN_ONLY]);
  });

  it('a case handler sees the sandbox links but is FORBIDDEN the jobs and the content, and changes nothing', async () => {
    const client = await staffLoggedIn(server, karin);
    const links = (await client.graphql(OPS.links)).json.data.staffSandboxLinks;
    expect(links.map((l: { key: string }) => l.key)).toEqual(['bankid', 'payments', 'mail', 'newsletter', 'population-register', 'open-banking']);
    const started = (await db().select().from(jobRuns)).length;
    await expectRefused(client, 'FORBIDDEN', ADMIN_ONLY);
    expect((await db().select().from(jobRuns)).length).toBe(started);
  });
});

describe('the tools for an administrator', () => {
  it('links every sandbox tester page this server runs', async () => {
    const client = await staffLoggedIn(server, admin);
    const links = (await client.graphql(OPS.links)).json.data.staffSandboxLinks as { url: string }[];
    expect(links).toHaveLength(SANDBOX_LINKS.length);
    for (const link of links) expect((await server.client().get(link.url)).status, link.url).toBe(200);
  });

  it('runs a job now and shows its last result; one audit row; an unknown job is refused with none', async () => {
    const client = await staffLoggedIn(server, admin);
    const jobs = (await client.graphql(OPS.jobs)).json.data.staffJobs as { name: string }[];
    expect(jobs.map((j) => j.name)).toEqual(expect.arrayContaining(['document-files-cleanup', 'subscription-mail', 'offers-expire']));
    const before = await auditCount();
    const run = (await client.graphql(OPS.runJob, { name: 'document-files-cleanup' })).json.data.staffRunJob;
    expect(run).toMatchObject({ error: false, job: { name: 'document-files-cleanup', outcome: 'ok', message: expect.stringMatching(/^removed \d+ orphaned files$/) } });
    expect(run.job.lastFinishedAt).toBeTruthy();
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'JOB_RUN', applicantId: null, subject: 'job:document-files-cleanup', after: { outcome: 'ok', result: run.job.message } });
    const listed = (await client.graphql(OPS.jobs)).json.data.staffJobs.find((j: { name: string }) => j.name === 'document-files-cleanup');
    expect(listed).toMatchObject({ outcome: 'ok', message: run.job.message, attempts: 0, maxAttempts: 4, nextAttemptAt: null });
    const unknown = (await client.graphql(OPS.runJob, { name: 'no-such-job' })).json.data.staffRunJob;
    expect(unknown).toMatchObject({ error: true, job: null });
    expect(await auditCount()).toBe(before + 1);
  });

  it('shows a failed run as failed with its error, one audit row; a case handler may not run it', async () => {
    const failing: Job = { name: 'always-fails', everyMs: 60_000, run: async () => Promise.reject(new Error('Tjänsten svarar inte')) };
    const tools = new StaffToolsService(db(), true, () => server.clock.now);
    tools.useScheduler(new JobScheduler(db(), [failing], { info: () => undefined, error: () => undefined }, () => server.clock.now));
    const before = await auditCount();
    await expect(tools.runJob(staffActor(1, 'handlaggare', 's'), 'always-fails')).rejects.toBeInstanceOf(ForbiddenError);
    expect(await auditCount()).toBe(before);
    const outcome = await tools.runJob(staffActor(2, 'administrator', 's'), 'always-fails');
    // The first failure: shown as retrying, with when and which try comes next.
    expect(outcome).toMatchObject({ ok: true, job: { name: 'always-fails', outcome: 'retrying', message: 'Tjänsten svarar inte', attempts: 1, maxAttempts: 4, nextAttemptAt: new Date(server.clock.now.getTime() + 60_000) } });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'JOB_RUN', subject: 'job:always-fails', after: { outcome: 'failed', result: 'Tjänsten svarar inte' } });
  });

  it('sets and removes the maintenance message the applicants see; a refused one saves nothing', async () => {
    const client = await staffLoggedIn(server, admin);
    const applicants = server.client();
    const shown = async () => (await applicants.data(`query { getMaintenanceMessage { maintenanceMessage { message start stop } } }`)).maintenanceMessage;
    const before = await auditCount();
    const invalid = (await client.graphql(OPS.saveMessage, { input: { ...MESSAGE, message: ' ', stop: '2026-11-22T07:00' } })).json.data.staffSaveMaintenanceMessage;
    expect(invalid.error).toBe(true);
    expect(invalid.validationErrors).toContainEqual({ code: 'message', text: m.message.required });
    expect(await auditCount()).toBe(before);
    const earlier = await shown();
    expect(earlier?.message).not.toBe(MESSAGE.message);

    expect((await client.graphql(OPS.saveMessage, { input: MESSAGE })).json.data.staffSaveMaintenanceMessage.error).toBe(false);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'MAINTENANCE_MESSAGE_SET', subject: 'content:maintenance-message' });
    expect(await shown()).toEqual({ message: MESSAGE.message, start: '2026-11-22T07:00:00.000Z', stop: '2026-11-23T05:00:00.000Z' });
    expect((await client.graphql(OPS.content)).json.data.staffSiteContent.maintenanceMessage).toEqual(MESSAGE);

    expect((await client.graphql(OPS.clearMessage)).json.data.staffClearMaintenanceMessage.error).toBe(false);
    expect(await auditCount()).toBe(before + 2);
    expect(await lastAudit()).toMatchObject({ action: 'MAINTENANCE_MESSAGE_CLEAR' });
    expect(await shown()).toBeNull();
    // Nothing left to remove: no change, no row.
    await client.graphql(OPS.clearMessage);
    expect(await auditCount()).toBe(before + 2);
  });

  it('replaces the menu and the footer the applicants load (footer text escaped, never HTML); refused ones save nothing', async () => {
    const client = await staffLoggedIn(server, admin);
    const applicants = server.client();
    const before = await auditCount();
    const badMenu = (await client.graphql(OPS.saveMenu, { items: [{ name: 'X', url: 'javascript:alert(1)' }] })).json.data.staffSaveMenu;
    expect(badMenu).toMatchObject({ error: true, validationErrors: [{ code: 'items.0.url', text: m.menuUrl }] });
    const badFooter = (await client.graphql(OPS.saveFooter, { columns: [{ body: '[x](javascript:alert(1))' }, { body: '' }, { body: '' }] })).json.data.staffSaveFooter;
    expect(badFooter).toMatchObject({ error: true, validationErrors: [{ code: 'columns.0.body', text: m.footerLink }] });
    expect(await auditCount()).toBe(before);

    expect((await client.graphql(OPS.saveMenu, { items: MENU })).json.data.staffSaveMenu.error).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'MENU_SET', subject: 'content:menu' });
    const menu = (await applicants.get('/mypages/api/content/navigationapi/menu')).json;
    expect(menu).toEqual([{ id: expect.any(Number), name: 'Lediga bostäder', url: '/lediga-bostader', children: [{ id: expect.any(Number), name: 'Om kön', url: 'https://example.se/om', children: [] }] }]);

    expect((await client.graphql(OPS.saveFooter, { columns: FOOTER })).json.data.staffSaveFooter.error).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'FOOTER_SET', subject: 'content:footer' });
    expect(await auditCount()).toBe(before + 2);
    const footer = (await applicants.get('/mypages/api/content/GetSiteFooter')).json;
    expect(footer).toMatchObject({
      footerFirstColumnTitle: 'Kontakt',
      footerFirstColumnText: '<p>Ring oss<br><a href="/kundservice">Kundservice</a></p>',
      footerSecondColumnText: null,
      footerThirdColumnText: '<p>Bostadskön &lt;AB&gt;</p>',
    });
    expect((await client.graphql(OPS.content)).json.data.staffSiteContent.footer).toEqual([
      { title: 'Kontakt', body: 'Ring oss\n[Kundservice](/kundservice)' },
      { title: null, body: '' },
      { title: 'Om', body: 'Bostadskön <AB>' },
    ]);
  });
});

describe('without sandboxes (production)', () => {
  it('links none', async () => {
    const off = await startTestServer({ SANDBOXES_ENABLED: 'false' });
    try {
      const client = await staffLoggedIn(off, karin);
      expect((await client.graphql(OPS.links)).json.data.staffSandboxLinks).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
