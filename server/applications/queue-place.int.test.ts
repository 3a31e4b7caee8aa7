// The queue place in SQL through the real app: the same answer as the pure ranking (application-ranking.ts) on a
// generated queue, and getEstimatedQueuePlace for every kind of caller.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { applicants, applications, rentalObjects } from '../db/schema';
import { ACTIVE_STAGES } from '../domain/application-stages';
import { scenarios } from '../db/seed/scenarios';
import { applicantActor } from '../domain/actor';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { estimateQueuePlace, type QueueEntry } from '../domain/application-ranking';
import { insertTestObject } from '../listings/testing';
import { useTestServer } from '../test/harness';

const TODAY = '2026-11-22';
const PLACE = 'query($id: String!) { getEstimatedQueuePlace(rentalObjectId: $id) { error errorText estimatedQueuePlace { estimatedQueuePlace totalApplications hasApplication } } }';

const server = useTestServer();
const rowsOf = (result: unknown) => (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
const db = () => server.services.database.db;

/** A small deterministic generator (mulberry32), so a failing queue can be rebuilt. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the SQL queue place and the pure ranking agree', () => {
  it('on a generated queue: same dates, same registration milliseconds, unpaid accounts and no queue date', async () => {
    const rnd = random(12);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    // Few distinct dates and times, so ties on the date and on the registration time are common.
    // Several in one month too: the count of those ahead sums the months before and counts inside the month (0030).
    const dates = ['2009-05-01', '2014-02-28', '2014-03-01', '2014-03-15', '2014-03-31', '2019-12-31', '2023-11-22', '2025-06-30'];
    const times = ['2026-11-20T08:00:00.000Z', '2026-11-20T08:00:00.123Z', '2026-11-21T09:30:00.000Z', '2026-11-22T07:15:45.500Z'];
    const statuses = [APPLICANT_STATUSES.QUEUE, APPLICANT_STATUSES.QUEUE, APPLICANT_STATUSES.QUEUE, APPLICANT_STATUSES.PENDING_PAYMENT];
    const home = await insertTestObject(db(), TODAY);
    const people = await db()
      .insert(applicants)
      .values(
        Array.from({ length: 80 }, (_, i) => ({
          firstName: 'Kö',
          lastName: `Nr ${i}`,
          queueDate: rnd() < 0.1 ? null : pick(dates),
          hasPaid: true,
          applicantStatusId: pick(statuses).applicantStatusId,
        })),
      )
      .returning({ applicantId: applicants.applicantId, queueDate: applicants.queueDate, applicantStatusId: applicants.applicantStatusId });
    // Two in three register; the rest are asked as if they registered now.
    const registered = people.filter(() => rnd() < 0.67);
    const rows = await db()
      .insert(applications)
      .values(registered.map((p) => ({ applicantId: p.applicantId, rentalObjectId: home.rentalObjectId, createdAt: new Date(pick(times)) })))
      .returning({ applicationId: applications.applicationId, applicantId: applications.applicantId, appliedAt: applications.createdAt });
    const queue: QueueEntry[] = rows.map((r) => ({ ...r, ...people.find((p) => p.applicantId === r.applicantId)! }));

    let placed = 0;
    for (const p of people) {
      const answer = await server.services.applications.estimatedQueuePlace(applicantActor(p.applicantId), home.rentalObjectId);
      const expected = estimateQueuePlace(queue, p, { canCalculate: true });
      expect(answer, `applicant ${p.applicantId}`).toEqual({ ok: true, estimatedQueuePlace: expected });
      if (expected.estimatedQueuePlace) placed++;
      // The applications page counts a registered applicant's place in its own statement: the same answer.
      if (expected.hasApplication) {
        const page = await server.services.applications.getApplications(applicantActor(p.applicantId), 0, 10);
        const mine = page.ok ? page.applications.applications.find((a) => a.rentalObjectId === home.rentalObjectId) : undefined;
        expect({ place: mine?.queuePlace, total: mine?.totalApplications }, `applicant ${p.applicantId} on the page`).toEqual({
          place: expected.estimatedQueuePlace,
          total: expected.totalApplications,
        });
      }
    }
    // The generated set exercises both answers.
    expect(placed).toBeGreaterThan(30);
    expect(placed).toBeLessThan(people.length);
  });
});

describe('the rank key follows the applicant and the stage', () => {
  it('counts an applicant by their queue date and status of now, and ended registrations not at all', async () => {
    const home = await insertTestObject(db(), TODAY);
    const dates = ['2010-01-01', '2012-01-01', '2014-01-01', '2016-01-01', '2018-01-01', '2020-01-01'];
    const people = await db()
      .insert(applicants)
      .values(dates.map((queueDate, i) => ({ firstName: 'Rang', lastName: `Nr ${i}`, queueDate, hasPaid: true, applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId })))
      .returning({ applicantId: applicants.applicantId });
    await db()
      .insert(applications)
      .values(people.map((p) => ({ applicantId: p.applicantId, rentalObjectId: home.rentalObjectId, createdAt: new Date('2026-11-20T08:00:00.123456Z') })));
    const last = people.at(-1)!.applicantId;
    const place = async () => {
      const answer = await server.services.applications.estimatedQueuePlace(applicantActor(last), home.rentalObjectId);
      return answer.ok ? answer.estimatedQueuePlace : null;
    };
    expect(await place()).toMatchObject({ estimatedQueuePlace: 6, totalApplications: 6 });
    // The first loses her queue time (the queue fee unpaid), the second stops being a queue member: both fall out
    // of the ranking but still count in the total.
    await db().update(applicants).set({ queueDate: null }).where(eq(applicants.applicantId, people[0]!.applicantId));
    await db().update(applicants).set({ applicantStatusId: APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId }).where(eq(applicants.applicantId, people[1]!.applicantId));
    expect(await place()).toMatchObject({ estimatedQueuePlace: 4, totalApplications: 6 });
    // The third moves behind the last by a later queue date; the fourth's registration ended (lost to another).
    await db().update(applicants).set({ queueDate: '2024-01-01' }).where(eq(applicants.applicantId, people[2]!.applicantId));
    await db().update(applications).set({ stage: 'LOST' }).where(inArray(applications.applicantId, [people[3]!.applicantId]));
    expect(await place()).toMatchObject({ estimatedQueuePlace: 2, totalApplications: 5 });
    // The second is a queue member again: counted again.
    await db().update(applicants).set({ applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId }).where(eq(applicants.applicantId, people[1]!.applicantId));
    expect(await place()).toMatchObject({ estimatedQueuePlace: 3, totalApplications: 5 });
  });

  it('keeps each home’s counts by month equal to a count of the registrations, through every kind of change', async () => {
    const counts = async () => {
      const kept = await db().execute(sql`select rental_object_id as home, queue_month::text as month, registrations as n from application_queue_counts where registrations <> 0 order by 1, 2`);
      const recounted = await db().execute(
        sql`select rental_object_id as home, application_queue_month(rank_queue_date)::text as month, count(*)::int as n from applications where stage in (${sql.join([...ACTIVE_STAGES].map((x) => sql`${x}`), sql`, `)}) group by 1, 2 order by 1, 2`,
      );
      return { kept: rowsOf(kept), recounted: rowsOf(recounted) };
    };
    const [a, b] = [await insertTestObject(db(), TODAY), await insertTestObject(db(), TODAY)];
    const people = await db()
      .insert(applicants)
      .values(['2014-03-01', '2014-03-31', '2015-01-10', null].map((queueDate, i) => ({ firstName: 'Räknad', lastName: `Nr ${i}`, queueDate, hasPaid: true, applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId })))
      .returning({ applicantId: applicants.applicantId });
    const ids = people.map((p) => p.applicantId);
    await db().insert(applications).values(ids.flatMap((applicantId) => [a, b].map((home) => ({ applicantId, rentalObjectId: home.rentalObjectId }))));
    const steps: [string, () => Promise<unknown>][] = [
      ['registered', async () => {}],
      ['ended', () => db().update(applications).set({ stage: 'LOST' }).where(eq(applications.applicantId, ids[0]!))],
      ['ranked (active to active)', () => db().update(applications).set({ stage: 'RANKED', queuePlace: 1 }).where(eq(applications.rentalObjectId, a.rentalObjectId))],
      ['queue date to another month', () => db().update(applicants).set({ queueDate: '2016-06-06' }).where(eq(applicants.applicantId, ids[1]!))],
      ['no longer a queue member', () => db().update(applicants).set({ applicantStatusId: APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId }).where(eq(applicants.applicantId, ids[2]!))],
      ['withdrawn', () => db().delete(applications).where(and(eq(applications.applicantId, ids[3]!), eq(applications.rentalObjectId, b.rentalObjectId)))],
      ['applicant deleted', () => db().delete(applicants).where(eq(applicants.applicantId, ids[1]!))],
      ['home deleted', () => db().delete(rentalObjects).where(eq(rentalObjects.rentalObjectId, a.rentalObjectId))],
    ];
    for (const [step, run] of steps) {
      await run();
      const { kept, recounted } = await counts();
      expect(kept, step).toEqual(recounted);
    }
    // The steps left something to count, on the home that stayed.
    expect((await counts()).kept).toContainEqual(expect.objectContaining({ home: b.rentalObjectId }));
  });

  it('the triggers name the queue status by its number', () => {
    // Migration 0011's triggers write `applicant_status_id = 1` for a queue member.
    expect(APPLICANT_STATUSES.QUEUE.applicantStatusId).toBe(1);
  });
});

describe('getEstimatedQueuePlace by caller', () => {
  it('answers each caller about their own place only, and no place without queue time', async () => {
    const home = await insertTestObject(db(), TODAY);
    const id = home.rentalObjectId;
    const who = async (email: string, password: string) => {
      const client = server.client();
      await client.login(email, password);
      return client;
    };
    const anna = await who(scenarios.payingApplicant.email, scenarios.payingApplicant.password);
    const erik = await who(scenarios.mainApplicant.email, scenarios.mainApplicant.password);
    const maria = await who(scenarios.coApplicant.email, scenarios.coApplicant.password);
    const bo = await who(scenarios.blockedApplicant.email, scenarios.blockedApplicant.password);
    const place = async (c: typeof anna) => (await c.graphql(PLACE, { id })).json;

    expect((await place(server.client())).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const annaId = (await anna.graphql('{ getApplicant { applicant { applicantId } } }')).json.data.getApplicant.applicant.applicantId;
    await db().insert(applications).values({ applicantId: annaId, rentalObjectId: id, createdAt: new Date('2026-11-21T08:00:00Z') });
    expect((await place(anna)).data.getEstimatedQueuePlace.estimatedQueuePlace).toEqual({ estimatedQueuePlace: 1, totalApplications: 1, hasApplication: true });
    // Another applicant sees the total and their own (estimated) place, never Anna's registration as theirs.
    const other = (await place(erik)).data.getEstimatedQueuePlace.estimatedQueuePlace;
    expect(other).toMatchObject({ totalApplications: 1, hasApplication: false });
    // A co-applicant has no queue time of her own.
    expect((await place(maria)).data.getEstimatedQueuePlace.estimatedQueuePlace).toEqual({ estimatedQueuePlace: null, totalApplications: 1, hasApplication: false });
    // A blocked applicant is still told the figures (the block refuses registering, not looking).
    expect((await place(bo)).data.getEstimatedQueuePlace).toMatchObject({ error: false, estimatedQueuePlace: { totalApplications: 1, hasApplication: false } });
  });
});

describe('the detail page and the applications page give a registered applicant one place', () => {
  const REASON_PLACE =
    'query($id: String!) { getEstimatedQueuePlace(rentalObjectId: $id) { error estimatedQueuePlace { estimatedQueuePlace totalApplications hasApplication queuePlaceReason } } }';

  it('before the close the estimate, with its reason; after it the place fixed at the close, as on the applications page', async () => {
    const home = await insertTestObject(db(), TODAY);
    const id = home.rentalObjectId;
    const anna = server.client();
    await anna.login(scenarios.payingApplicant.email, scenarios.payingApplicant.password);
    const me = (await anna.graphql('{ getApplicant { applicant { applicantId queueDate } } }')).json.data.getApplicant.applicant;
    // Two ranked before her (earlier queue dates), registered before the close.
    const others = await db()
      .insert(applicants)
      .values(['2001-01-01', '2002-01-01'].map((queueDate, i) => ({ firstName: 'Före', lastName: `Nr ${i}`, queueDate, hasPaid: true, applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId })))
      .returning({ applicantId: applicants.applicantId });
    await db()
      .insert(applications)
      .values([...others.map((o) => o.applicantId), me.applicantId].map((applicantId) => ({ applicantId, rentalObjectId: id, createdAt: new Date('2026-11-20T08:00:00Z') })));
    const reason = `din kötid började ${me.queueDate}`;
    const onList = async () => {
      const page = await server.services.applications.getApplications(applicantActor(me.applicantId), 0, 10);
      const mine = page.ok ? page.applications.applications.find((a) => a.rentalObjectId === id) : undefined;
      return { estimatedQueuePlace: mine?.queuePlace, totalApplications: mine?.totalApplications, hasApplication: true, queuePlaceReason: mine?.queuePlaceReason };
    };
    const onDetail = async () => (await anna.graphql(REASON_PLACE, { id })).json.data.getEstimatedQueuePlace.estimatedQueuePlace;

    expect(await onDetail()).toEqual({ estimatedQueuePlace: 3, totalApplications: 3, hasApplication: true, queuePlaceReason: reason });
    expect(await onList()).toEqual(await onDetail());

    // The close fixes the places (3 of 3); then the first is refused at the check and her registration ends. The
    // detail page keeps the fixed place, as the applications page does, not a new count among those still active.
    const [first, second] = others.map((o) => o.applicantId);
    await db().update(applications).set({ stage: 'CHECK', queuePlace: 1 }).where(and(eq(applications.rentalObjectId, id), eq(applications.applicantId, first!)));
    await db().update(applications).set({ stage: 'CHECK', queuePlace: 2 }).where(and(eq(applications.rentalObjectId, id), eq(applications.applicantId, second!)));
    await db().update(applications).set({ stage: 'CHECK', queuePlace: 3 }).where(and(eq(applications.rentalObjectId, id), eq(applications.applicantId, me.applicantId)));
    await db().update(applications).set({ stage: 'CHECK_FAILED' }).where(and(eq(applications.rentalObjectId, id), eq(applications.applicantId, first!)));
    expect(await onDetail()).toEqual({ estimatedQueuePlace: 3, totalApplications: 3, hasApplication: true, queuePlaceReason: reason });
    expect(await onList()).toEqual(await onDetail());
  });
});
