// Test helpers of the applications area: a home the demo's Anna may register interest in, the area's operations as the
// SPA sends them, and logged-in clients of the demo people.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { stockholmDay } from '../../src/rules/calendar';
import type { DbOrTx } from '../db/client';
import { applicants, type NewRentalObjectRow } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { insertTestObject } from '../listings/testing';
import { TEST_NOW, type TestClient, type TestServer } from '../test/harness';

export const TODAY = stockholmDay(TEST_NOW);

/**
 * A home open for interest from `today` whose criteria Anna meets: 8 000 kr a month (her 25 000 kr salary covers even
 * a private landlord's 3 times), the housing queue, room for three, no showing.
 */
export function openHome(db: DbOrTx, overrides: Partial<NewRentalObjectRow> = {}, today = TODAY): Promise<NewRentalObjectRow> {
  return insertTestObject(db, today, { rent: 800_000, queueTypeId: 1, maxNumberOfPeople: 3, showing: false, showingIsMandatory: false, categoryIds: [], ...overrides });
}

export const APPLICATION_FIELDS = `applicationId rentalObjectId tab stage stageText endText queuePlace totalApplications queuePlaceReason
  coApplicants { applicantId name confirmed } statusWaitingForAnswer statusHasAnsweredYes statusHasAnsweredNoButStillInterested
  showingAnswer canChangeAnswer lastReplyTime canAnswer canDelete cantDeleteMessage statusSomeOtherIsEvaluated statusYouAreEvaluated
  rentalObject { rentalObjectId street }`;

export const ops = {
  validate: `query($id: String!) { validateApplication(rentalObjectId: $id) { error errorText validationErrors { code text }
    validation { canCreate canDelete cantDeleteMessage errors { code text } accepts { showing coApplicant moveInDate shortTime }
      requiredUpdates { housing capital income student debt }
      criteria { income { text status incomeCalculation { total required multiple pooled persons { role total lines { text total accepted } } } } } } } }`,
  create: `mutation($a: ApplicationInput!) { createApplication(application: $a) { error errorText validationErrors { code text } cancelledApplications application { ${APPLICATION_FIELDS} } } }`,
  remove: `mutation($id: String!) { deleteApplication(rentalObjectId: $id) { error errorText validationErrors { code text } } }`,
  list: `query($skip: Int!, $take: Int!) { getApplications(skip: $skip, take: $take) { error errorText applications { totalCount allLoaded applications { ${APPLICATION_FIELDS} } } } }`,
  showing: `mutation($s: ShowingInput!) { saveShowing(showing: $s) { error errorText validationErrors { code text } cancelledApplications application { ${APPLICATION_FIELDS} } } }`,
  answer: `mutation($a: AnswerInput!) { saveAnswer(answer: $a) { error errorText validationErrors { code text } cancelledApplications application { ${APPLICATION_FIELDS} } } }`,
} as const;

export const confirmed = (rentalObjectId: string) => ({ rentalObjectId, showingConfirm: true, coApplicantConfirm: true, moveInDateConfirm: true, shortTimeConfirm: true });

export type Person = keyof Pick<typeof scenarios, 'payingApplicant' | 'mainApplicant' | 'coApplicant' | 'blockedApplicant'>;

export async function loggedIn(server: TestServer, who: Person): Promise<TestClient> {
  const client = server.client();
  const res = await client.login(scenarios[who].email, scenarios[who].password);
  if (res.status !== 200) throw new Error(`login of ${who} failed: ${res.status} ${res.text}`);
  return client;
}

export async function idOf(db: DbOrTx, who: Person): Promise<number> {
  const [row] = await db.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.email, scenarios[who].email));
  return row!.id;
}

/** Every registration on the caller's applications page, page by page until the server says all are loaded. */
export async function allApplications(client: TestClient): Promise<Record<string, any>[]> {
  const all: Record<string, any>[] = [];
  for (let skip = 0; ; skip += 10) {
    const page = (await client.graphql(ops.list, { skip, take: 10 })).json.data.getApplications.applications;
    all.push(...page.applications);
    if (page.allLoaded || page.applications.length === 0) return all;
  }
}

/** An operation of operations/ as the SPA sends it: the file with every fragment it uses, transitively. */
export function operationDocument(path: string): string {
  const fragments = new Map<string, string>();
  for (const file of readdirSync('operations', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql') && !f.includes('__generated__'))) {
    const text = readFileSync(join('operations', file), 'utf8');
    for (const m of text.matchAll(/fragment\s+(\w+)\s+on\s+\w+\s*\{/g)) fragments.set(m[1]!, text);
  }
  const used = new Set<string>();
  const parts = [readFileSync(path, 'utf8')];
  for (let i = 0; i < parts.length; i++) {
    for (const m of parts[i]!.matchAll(/\.\.\.\s*(\w+)/g)) {
      const name = m[1]!;
      if (name === 'on' || used.has(name) || !fragments.has(name)) continue;
      used.add(name);
      const text = fragments.get(name)!;
      if (!parts.includes(text)) parts.push(text);
    }
  }
  return parts.join('\n');
}
