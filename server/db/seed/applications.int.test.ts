// The demo's applications scenarios, as the seed leaves them: Anna's registrations in every stage (made by the engine,
// with their history), her paid agency fee, and Erik, Bo and Maria still refused for their own reasons.
import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUSES, PRODUCTS } from '../../../src/rules/orders';
import { applicantActor } from '../../domain/actor';
import { TEST_NOW, useTestServer } from '../../test/harness';
import { applicants, applicationEvents, applications, orders } from '../schema';
import { DEMO_BROKERED_FIRST_NUMBER } from './applications';
import { rentalObjectIdFor } from './listings';
import { scenarios } from './scenarios';

const server = useTestServer();
const db = () => server.services.database.db;
const idOf = async (email: string) => (await db().select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.email, email)))[0]!.id;
const brokered = (i: number) => rentalObjectIdFor(DEMO_BROKERED_FIRST_NUMBER + i);

it('Anna has a registration in every stage, each reached through the engine’s history', async () => {
  const anna = await idOf(scenarios.payingApplicant.email);
  const rows = await db().select().from(applications).where(eq(applications.applicantId, anna));
  const on = (i: number) => rows.find((r) => r.rentalObjectId === brokered(i))!;
  expect(on(0)).toMatchObject({ stage: 'CONTRACT', queuePlace: 1 });
  expect(on(1).stage).toBe('CHECK_FAILED');
  expect(on(1).unmetRequirements).toHaveLength(1);
  expect(on(2).stage).toBe('OFFERED');
  expect(on(2).lastReplyTime!.getTime()).toBeGreaterThan(TEST_NOW.getTime());
  expect(on(3)).toMatchObject({ stage: 'SHOWING_INVITED', showingAnswer: null, showingMandatory: false });
  expect(on(3).showingLastReplyTime!.getTime()).toBeGreaterThan(TEST_NOW.getTime());
  expect(on(4)).toMatchObject({ stage: 'SHOWING_INVITED', showingAnswer: 'YES', showingMandatory: true });
  const open = rows.filter((r) => !r.rentalObjectId.startsWith('RO009'));
  expect(open.map((r) => r.stage)).toEqual(['INTEREST', 'INTEREST', 'INTEREST']);

  // Reached by steps, not written: the offer's history runs from the registration to the passed check.
  const history = await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, on(2).applicationId)).orderBy(applicationEvents.eventId);
  expect(history.map((e) => e.type)).toEqual(['CREATED', 'CLOSE_PERIOD', 'START_CHECK', 'CHECK_PASSED']);
  // The others on the contract's home lost it.
  const others = await db().select().from(applications).where(and(eq(applications.rentalObjectId, brokered(0))));
  expect(others.filter((r) => r.applicantId !== anna).map((r) => r.stage)).toEqual(['LOST', 'LOST', 'LOST', 'LOST']);

  // The applications page lists each under its tab.
  const page = await server.services.applications.getApplications(applicantActor(anna), 0, 10);
  if (!page.ok) throw new Error(page.errorText);
  const tabs = page.applications.applications.map((a) => a.tab).sort();
  // The signed contract keeps the place it had among the five ranked when the period closed, though the others lost.
  const contract = page.applications.applications.find((a) => a.rentalObjectId === brokered(0))!;
  expect(contract).toMatchObject({ queuePlace: 1, totalApplications: 5 });
  expect(tabs).toEqual(['answers', 'applications', 'applications', 'applications', 'checks', 'contracts', 'showings', 'showings']);
});

it('Anna paid the agency fee of her signed contract and owes nothing, so she may still register interest', async () => {
  const anna = await idOf(scenarios.payingApplicant.email);
  const fees = await db().select().from(orders).where(and(eq(orders.applicantId, anna), eq(orders.productId, PRODUCTS.AGENCY_FEE.productId)));
  expect(fees).toHaveLength(1);
  expect(fees[0]).toMatchObject({ orderStatusId: ORDER_STATUSES.PAID.orderStatusId });
  expect(fees[0]!.description).toMatch(/^Förmedlingsavgift, /);
  const [interest] = await db().select().from(applications).where(and(eq(applications.applicantId, anna), eq(applications.stage, 'INTEREST')));
  const home = await firstOpenHomeWithout([anna]);
  const check = await server.services.applications.validateApplication(applicantActor(anna), home);
  expect(check).toMatchObject({ ok: true, validation: { canCreate: true, errors: [] } });
  expect(interest).toBeDefined();
});

it('Erik, Bo and Maria stay refused, each for their own reason', async () => {
  const [erik, bo, maria] = await Promise.all([scenarios.mainApplicant, scenarios.blockedApplicant, scenarios.coApplicant].map((p) => idOf(p.email)));
  const home = await firstOpenHomeWithout([erik!, bo!, maria!]);
  const codes = async (id: number) => {
    const r = await server.services.applications.validateApplication(applicantActor(id), home);
    if (!r.ok) return [r.errorText];
    expect(r.validation.canCreate).toBe(false);
    return r.validation.errors.map((e) => e.code);
  };
  expect(await codes(erik!)).toEqual(expect.arrayContaining(['unpaidAgencyFee']));
  expect(await codes(bo!)).toEqual(expect.arrayContaining(['blocked']));
  expect((await codes(maria!)).length).toBeGreaterThan(0);
});

/** An open home (published, before its last reply day) none of these applicants registered on. */
async function firstOpenHomeWithout(applicantIds: number[]): Promise<string> {
  const theirs = new Set((await db().select({ id: applications.rentalObjectId }).from(applications).where(inArray(applications.applicantId, applicantIds))).map((r) => r.id));
  const published = await server.services.listings.published();
  const open = published.find((o) => o.isOpenForApplication && o.canCalculateQueueplace && !theirs.has(o.rentalObjectId));
  if (!open) throw new Error('no open home');
  return open.rentalObjectId;
}
