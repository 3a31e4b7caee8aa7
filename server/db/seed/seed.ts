// Writes the demo scenarios into an empty database. Deterministic for a given `now`.
import { hashPassword } from '../../account/password';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import { birthDateOf } from '../../../src/rules/personnummer';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import type { FileStorage } from '../../storage/file-storage';
import {
  agencyProfile,
  applicants,
  blocks,
  coApplicantLinks,
  footerColumns,
  maintenanceMessages,
  navigationItems,
  staffUsers,
  warnings,
  type NewApplicantRow,
} from '../schema';
import { addDays, addMonths, addYears, stockholmDay } from '../../../src/rules/calendar';
import { insertOrder } from '../../payments/orders/orders.repository';
import { ORDER_STATUSES, PRODUCTS, QUEUE_FEE_ORE } from '../../../src/rules/orders';
import { agencyProfileSeed, scenarios } from './scenarios';
import { seedListings } from './listings';
import { seedProfiles } from './profiles';
import { seedApplications } from './applications';

type Person = {
  personalIdentityNumber: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobile: string;
  street: string;
  zipcode: string;
  city: string;
};

async function applicantRow(p: Person, extra: Partial<NewApplicantRow>): Promise<NewApplicantRow> {
  return {
    personalIdentityNumber: p.personalIdentityNumber,
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: birthDateOf(p.personalIdentityNumber)?.date ?? null,
    email: p.email,
    mobile: p.mobile,
    street: p.street,
    zipcode: p.zipcode,
    city: p.city,
    country: 'Sverige',
    passwordHash: await hashPassword(p.password),
    applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId,
    ...extra,
  };
}

export const SEEDING_REFUSED = 'Demo data is never seeded in production (NODE_ENV=production): its accounts have published passwords.';

/** Refuses when either the configuration or the process says production, whatever the caller asked for. */
export function assertSeedingAllowed(nodeEnv: string | undefined): void {
  if (nodeEnv === 'production' || process.env.NODE_ENV === 'production') throw new Error(SEEDING_REFUSED);
}

export async function seedDemo(
  db: Db,
  storage: FileStorage,
  now: Date = new Date(),
  nodeEnv: string | undefined = process.env.NODE_ENV,
): Promise<void> {
  assertSeedingAllowed(nodeEnv);
  // The agency's day (Stockholm), as the listings service reckons "today": between Stockholm's midnight and UTC's the
  // UTC day is still yesterday, and homes "published today" were seeded a day before the list's today.
  const today = stockholmDay(now);
  const paying = (years: number): Partial<NewApplicantRow> => ({
    hasPaid: true,
    queueDate: addYears(today, -years),
    queueFeeValidToDate: addMonths(today, 8),
    accountType: 'QUEUE_ACCOUNT',
    paymentPeriod: 'YEARLY',
  });
  const s = scenarios;
  const namedInterests = await db.transaction(async (tx) => {
    await tx.insert(agencyProfile).values(agencyProfileSeed).onConflictDoNothing();
    const [anna, erik, maria, bo] = await tx
      .insert(applicants)
      .values([
        await applicantRow(s.payingApplicant, paying(s.payingApplicant.queueYears)),
        await applicantRow(s.mainApplicant, paying(s.mainApplicant.queueYears)),
        await applicantRow(s.coApplicant, {
          applicantStatusId: APPLICANT_STATUSES.COAPPLICANT.applicantStatusId,
          accountType: 'CO_APPLICANT_ACCOUNT',
        }),
        await applicantRow(s.blockedApplicant, paying(s.blockedApplicant.queueYears)),
      ])
      .returning({ id: applicants.applicantId });
    if (!anna || !erik || !maria || !bo) throw new Error('seed: applicants were not inserted');

    await tx
      .insert(coApplicantLinks)
      .values({ mainApplicantId: erik.id, coApplicantId: maria.id, status: 'accepted', requestedByApplicantId: erik.id });

    const firstWarning = addMonths(today, -7);
    const secondWarning = addMonths(today, -1);
    await tx.insert(warnings).values([
      { applicantId: bo.id, reason: 'Uteblev från visning utan att avanmäla sig', validFromDate: firstWarning, validToDate: addMonths(firstWarning, 12) },
      { applicantId: bo.id, reason: 'Tackade nej efter att ha tackat ja till kontrakt', validFromDate: secondWarning, validToDate: addMonths(secondWarning, 12) },
    ]);
    await tx.insert(blocks).values({
      applicantId: bo.id,
      landlord: null,
      start: secondWarning,
      end: addMonths(secondWarning, 6),
      reason: 'Två varningar inom 12 månader',
    });

    // Orders: every paying applicant paid this year's queue fee; Erik's renewal is due and he owes an agency fee.
    const paidQueueFee = (applicantId: number) =>
      insertOrder(tx, {
        applicantId,
        productId: PRODUCTS.QUEUE_FEE.productId,
        orderStatusId: ORDER_STATUSES.PAID.orderStatusId,
        amount: QUEUE_FEE_ORE,
        description: 'Köavgift',
        dueDate: addMonths(today, -4),
        paidDate: addDays(addMonths(today, -4), -3),
        feeStartDate: addMonths(addMonths(today, 8), -12),
        feeEndDate: addDays(addMonths(today, 8), -1),
      });
    for (const a of [anna, erik, bo]) await paidQueueFee(a.id);
    const erikRenewalDue = addDays(today, 20);
    await insertOrder(tx, {
      applicantId: erik.id,
      productId: PRODUCTS.QUEUE_FEE.productId,
      orderStatusId: ORDER_STATUSES.UNPAID.orderStatusId,
      amount: QUEUE_FEE_ORE,
      description: 'Köavgift, förnyelse',
      dueDate: erikRenewalDue,
      feeStartDate: erikRenewalDue,
      feeEndDate: addDays(addYears(erikRenewalDue, 1), -1),
    });
    await tx.update(applicants).set({ pendingQueueFeeOrderDueDate: erikRenewalDue, queueFeeValidToDate: erikRenewalDue }).where(eq(applicants.applicantId, erik.id));
    await insertOrder(tx, {
      applicantId: erik.id,
      productId: PRODUCTS.AGENCY_FEE.productId,
      orderStatusId: ORDER_STATUSES.UNPAID.orderStatusId,
      amount: 150000,
      description: 'Förmedlingsavgift, Svartbäcksgatan 8',
      dueDate: addDays(today, 10),
    });

    await tx.insert(staffUsers).values([
      { email: s.caseHandler.email, name: s.caseHandler.name, role: 'caseHandler', personalNumber: s.caseHandler.personalIdentityNumber, passwordHash: await hashPassword(s.caseHandler.password) },
      { email: s.administrator.email, name: s.administrator.name, role: 'admin', personalNumber: s.administrator.personalIdentityNumber, passwordHash: await hashPassword(s.administrator.password) },
    ]);

    const [rent, about] = await tx
      .insert(navigationItems)
      .values([
        { name: 'Hyra bostad', url: '/hyra-bostad', sortOrder: 1 },
        { name: 'Om bostadskön', url: '/om-bostadskon', sortOrder: 2 },
      ])
      .returning({ id: navigationItems.navigationItemId });
    await tx.insert(navigationItems).values([
      { parentId: rent?.id, name: 'Så fungerar kön', url: '/hyra-bostad/sa-fungerar-kon', sortOrder: 1 },
      { parentId: rent?.id, name: 'Köregler', url: '/hyra-bostad/koregler', sortOrder: 2 },
      { parentId: about?.id, name: 'Kontakta oss', url: '/om-bostadskon/kontakt', sortOrder: 1 },
    ]);

    await tx.insert(footerColumns).values([
      { position: 1, title: 'Kontakt', html: '<p>Bostadskön<br>Telefon 018-12 34 56<br>kundservice@bostadskon.example.se</p>' },
      { position: 2, title: 'Öppettider', html: '<p>Måndag–torsdag 9–16<br>Fredag 9–12</p>' },
      { position: 3, title: 'Om webbplatsen', html: '<p><a href="/tillganglighet">Tillgänglighetsredogörelse</a></p>' },
    ]);

    // A planned maintenance window a week ahead, 06:00–08:00 Swedish winter time.
    const start = new Date(`${addDays(today, 7)}T05:00:00Z`);
    await tx.insert(maintenanceMessages).values({
      message: 'Planerat underhåll: Mina sidor kan vara otillgängliga en kort stund.',
      start,
      stop: new Date(start.getTime() + 2 * 3_600_000),
    });

    // Vacant homes: the agency's catalog, a few hundred objects, queue-only applicants and interest registrations.
    return seedListings(tx, today, { applicantIds: [anna.id, erik.id] });
  });
  // Through the services, which open their own transactions: after the rows above are committed.
  await seedProfiles(db, storage, now);
  await seedApplications(db, now, namedInterests);
}
