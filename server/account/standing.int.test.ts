// Warnings, blocks and queue times as each applicant sees their own.
import { scenarios } from '../db/seed/scenarios';
import { startTestServer, type TestServer } from '../test/harness';

const Q = `{
  getApplicantWarningsAndBlocksQuery { warningsAndBlocks { warnings { reason validFromDate } blocks { landlord start end reason } applicantMyPagesBlock { landlord } } }
  getQueueTimes { queueTimes { name queueDate type } }
}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function as(p: { email: string; password: string }) {
  const c = server.client();
  await c.login(p.email, p.password);
  return (await c.graphql(Q)).json.data;
}

it('shows the blocked applicant two warnings and a block in force for every landlord', async () => {
  const data = await as(scenarios.blockedApplicant);
  const wb = data.getApplicantWarningsAndBlocksQuery.warningsAndBlocks;
  expect(wb.warnings).toHaveLength(2);
  expect(wb.blocks).toEqual([{ landlord: null, start: '2026-10-22', end: '2027-04-22', reason: 'Två varningar inom 12 månader' }]);
  expect(wb.applicantMyPagesBlock).toEqual([{ landlord: '' }]);
});

it('shows a paying applicant about three years of queue time and nothing against them', async () => {
  const data = await as(scenarios.payingApplicant);
  expect(data.getQueueTimes.queueTimes).toEqual([{ name: 'Bostadskön', queueDate: '2023-11-22', type: 'QUEUE' }]);
  expect(data.getApplicantWarningsAndBlocksQuery.warningsAndBlocks).toEqual({ warnings: [], blocks: [], applicantMyPagesBlock: [] });
});

it('gives a co-applicant account no queue time of its own', async () => {
  const data = await as(scenarios.coApplicant);
  expect(data.getQueueTimes.queueTimes).toEqual([]);
});
