// The demo's applications scenarios (issue 12), produced by running the brokerage engine and the applicant's own
// answers, never by writing stages: Anna has a signed contract whose agency fee she has paid, a criteria check with
// an unmet requirement, an offer waiting for her answer, a showing invitation waiting for her answer, a showing she
// said yes to, and (registered last) interests in three open homes. Deterministic for a given `now`.
//
// Order matters: a check that reaches an applicant, and an accepted offer, cancel the applicant's other active
// registrations (spec 001 §4). So the homes that reach a check are brokered first, the offer last among them, and
// the showings and the open interests are registered after it. One applicant can therefore never hold an offer and a
// contract proposal at once; Anna's contracts tab shows her signed contract.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { addDays, addMonths, stockholmDay, startOfStockholmDay } from '../../../src/rules/calendar';
import { PRODUCTS } from '../../../src/rules/orders';
import { CoApplicantService } from '../../account/co-applicant.service';
import { StandingService } from '../../account/standing.service';
import { insertRegistration } from '../../applications/applications.repository';
import { ApplicationsService } from '../../applications/applications.service';
import { BrokerageService } from '../../applications/brokerage.service';
import { applicantActor, systemActor, type StaffActor } from '../../domain/actor';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import type { Outcome } from '../../domain/outcome';
import { OrderService } from '../../payments/orders/orders.service';
import type { Db } from '../client';
import { applicants, orders, staffUsers, type NewRentalObjectRow } from '../schema';
import { buildRentalObjects, insertRentalObjects, type DemoInterest } from './listings';
import { scenarios } from './scenarios';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The brokered homes: past their last reply day, still published. Numbered after the catalog's objects. */
export const DEMO_BROKERED_FIRST_NUMBER = 901;
export const demoBrokeredHomes = ['contract', 'checkFailed', 'offer', 'showingInvited', 'showingYes'] as const;
type Scenario = (typeof demoBrokeredHomes)[number];

function must<T extends object>(what: string, outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`seed: ${what} was refused: ${outcome.errorText}`);
  return outcome;
}

/** A Swedish local time `hour`:00 on `day`. */
const localTime = (day: string, hour: number) => new Date(startOfStockholmDay(day).getTime() + hour * HOUR);

export async function seedApplications(db: Db, now: Date, namedInterests: readonly DemoInterest[]): Promise<void> {
  const today = stockholmDay(now);
  let t = now;
  const at = (offsetMs: number) => {
    t = new Date(now.getTime() + offsetMs);
  };
  const clock = () => t;
  const brokerage = new BrokerageService(db, undefined, clock);
  const applications = new ApplicationsService(db, clock);
  const orderService = new OrderService(db, new StandingService(db, new CoApplicantService(db), clock), { paymentLinkSecret: 'seed' }, clock);
  const system = systemActor('seed');
  const karin = await caseHandler(db);
  const [anna] = await db.select().from(applicants).where(eq(applicants.email, scenarios.payingApplicant.email));
  if (!anna?.queueDate) throw new Error('seed: Anna is missing');
  const annaActor = applicantActor(anna.applicantId);
  // Queue applicants with less queue time than Anna: she is first on each brokered home.
  const behind = await db
    .select({ id: applicants.applicantId })
    .from(applicants)
    .where(and(isNull(applicants.personalIdentityNumber), gt(applicants.queueDate, anna.queueDate), eq(applicants.applicantStatusId, APPLICANT_STATUSES.QUEUE.applicantStatusId)))
    .orderBy(asc(applicants.applicantId))
    .limit(20);

  const dates: Record<Scenario, { start: number; lastReply: number }> = {
    contract: { start: -40, lastReply: -26 },
    checkFailed: { start: -20, lastReply: -8 },
    offer: { start: -15, lastReply: -3 },
    showingInvited: { start: -15, lastReply: -3 },
    showingYes: { start: -15, lastReply: -3 },
  };
  const built = buildRentalObjects({ count: demoBrokeredHomes.length, today, seed: 20261124, firstNumber: DEMO_BROKERED_FIRST_NUMBER });
  const homes = {} as Record<Scenario, NewRentalObjectRow>;
  demoBrokeredHomes.forEach((scenario, i) => {
    const d = dates[scenario];
    homes[scenario] = {
      ...built.objects[i]!,
      startDate: addDays(today, d.start),
      lastReplyDate: addDays(today, d.lastReply),
      endDate: addDays(today, 14),
      moveInDate: `${addMonths(today, 2).slice(0, 8)}01`,
      openForApplication: true,
      canCalculateQueueplace: true,
      showing: true,
      showingIsMandatory: scenario === 'showingYes',
    };
  });
  await insertRentalObjects(db, { objects: Object.values(homes), images: built.images });

  /** Anna and four queue applicants behind her register during the home's interest period. */
  const registerOn = async (scenario: Scenario, k: number) => {
    const home = homes[scenario];
    const day = addDays(home.startDate, 1);
    const people = [anna.applicantId, ...behind.slice(k * 4, k * 4 + 4).map((b) => b.id)];
    await db.transaction(async (tx) => {
      for (const [n, applicantId] of people.entries()) {
        await insertRegistration(
          tx,
          { applicantId, rentalObjectId: home.rentalObjectId, coApplicantId: null, showingConfirm: true, coApplicantConfirm: false, moveInDateConfirm: true, shortTimeConfirm: false },
          `applicant:${applicantId}`,
          localTime(day, 9 + n),
        );
      }
    });
    return home.rentalObjectId;
  };
  const annaOn = async (rentalObjectId: string) => {
    const ranked = await brokerage.startCheck(karin, rentalObjectId);
    const application = must('the check', ranked).application;
    if (application.applicantId !== anna.applicantId) throw new Error('seed: Anna is not first on her brokered home');
    return application.applicationId;
  };

  // A contract signed two weeks ago; its agency fee paid since.
  const contract = await registerOn('contract', 0);
  at(-25 * DAY);
  must('closing', await brokerage.closePeriod(system, contract));
  const won = await annaOn(contract);
  must('the passed check', await brokerage.checkPassed(karin, won));
  at(-25 * DAY + 2 * HOUR);
  must('Anna’s yes', await applications.saveAnswer(annaActor, { rentalObjectId: contract, answer: 'YES' }));
  at(-24 * DAY);
  must('sending to the landlord', await brokerage.proposeToLandlord(karin, won));
  at(-20 * DAY);
  must('the landlord’s approval', await brokerage.landlordApproved(karin, won));
  at(-14 * DAY);
  must('the signing', await brokerage.signed(karin, won));
  const [fee] = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.applicantId, anna.applicantId), eq(orders.productId, PRODUCTS.AGENCY_FEE.productId)));
  if (!fee) throw new Error('seed: the agency fee order is missing');
  at(-10 * DAY);
  await db.transaction((tx) => orderService.markPaid(tx, fee.orderId, addDays(today, -10)));

  // A criteria check a week ago that found an unmet requirement.
  const checkFailed = await registerOn('checkFailed', 1);
  at(-7 * DAY);
  must('closing', await brokerage.closePeriod(system, checkFailed));
  const checked = await annaOn(checkFailed);
  at(-6 * DAY);
  const requirement = homes.checkFailed.adCriteria?.income[0]?.text ?? 'Inkomst minst 3 gånger hyran';
  must('the failed check', await brokerage.checkFailed(karin, checked, [requirement]));

  // An offer made now: to be answered by the end of tomorrow.
  const offer = await registerOn('offer', 2);
  at(-2 * DAY);
  must('closing', await brokerage.closePeriod(system, offer));
  at(-HOUR);
  const offered = await annaOn(offer);
  at(0);
  must('the passed check', await brokerage.checkPassed(karin, offered));

  // Two showings: one invitation waiting for her answer, one mandatory showing she said yes to.
  const invitedTo = await registerOn('showingInvited', 3);
  const saidYesTo = await registerOn('showingYes', 4);
  at(-2 * DAY);
  must('closing', await brokerage.closePeriod(system, invitedTo));
  must('closing', await brokerage.closePeriod(system, saidYesTo));
  at(-2 * HOUR);
  const inThree = addDays(today, 3);
  must('the invitation', await brokerage.invite(karin, saidYesTo, 3, { starts: localTime(addDays(today, 2), 17), ends: localTime(addDays(today, 2), 18), mandatory: true, digital: false }));
  at(-HOUR);
  must('Anna’s showing answer', await applications.saveShowing(annaActor, { rentalObjectId: saidYesTo, showingAnswer: 'YES' }));
  at(0);
  must('the invitation', await brokerage.invite(karin, invitedTo, 3, { starts: localTime(inThree, 16), ends: localTime(inThree, 17), mandatory: false, digital: !!homes.showingInvited.hasDigitalShowing }));

  // Last, the named applicants' interests in open homes (seedListings chose them).
  await db.transaction(async (tx) => {
    for (const i of namedInterests) {
      const reg = { applicantId: i.applicantId, rentalObjectId: i.rentalObjectId, coApplicantId: null, showingConfirm: true, coApplicantConfirm: false, moveInDateConfirm: true, shortTimeConfirm: false };
      await insertRegistration(tx, reg, `applicant:${i.applicantId}`, i.createdAt);
    }
  });
}

async function caseHandler(db: Db): Promise<StaffActor> {
  const [karin] = await db.select({ id: staffUsers.staffUserId }).from(staffUsers).where(eq(staffUsers.email, scenarios.caseHandler.email));
  if (!karin) throw new Error('seed: no case handler');
  return { kind: 'staff', staffUserId: karin.id, role: 'handlaggare', sessionId: '' };
}
