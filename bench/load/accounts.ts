// The load run's applicants, made before the run through the app's own services as people and a case handler would:
// each registers with the manual form (RegistrationService, as POST /mypages/api/registration does), pays the
// registration's queue fee by card on the payments sandbox's hosted page (so they stand in the queue), answers the
// questionnaires, adds an income and uploads an identity document that the seeded case handler approves — what the
// pre-check asks of anyone who registers interest (as the seed does for Anna, server/db/seed/profiles.ts).
import { addMonths, isoDay } from '../../src/rules/calendar';
import { DOCUMENT_TYPE_IDS } from '../../src/rules/upload';
import { FIRST_NAMES, LAST_NAMES } from '../../server/db/seed/listings-catalog';
import { must, uploadForm } from '../../server/db/seed/profiles';
import { SAMPLE_PNG } from '../../server/documents/sample-files';
import { applicantActor } from '../../server/domain/actor';
import { findUnpaidQueueFeeOrder } from '../../server/payments/orders/orders.repository';
import { paymentIdOf, payOnHostedPage } from '../../server/payments/testing';
import { PaymentsSandboxDriver } from '../../server/providers/payments/sandbox';
import type { Services } from '../../server/services';
import { caseHandler } from '../../server/test/brokerage';

export const LOAD_PASSWORD = 'Lasttest-2026!';

export interface LoadAccount {
  email: string;
  applicantId: number;
}

async function oneAccount(services: Services, provider: PaymentsSandboxDriver, i: number, now: Date): Promise<LoadAccount> {
  const db = services.database.db;
  const email = `last.${i + 1}@example.se`;
  const registered = await services.registration.register(
    {
      noSwedishPersonalNumber: true,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
      lastName: LAST_NAMES[(i * 7 + 3) % LAST_NAMES.length]!,
      // One age for all (41), so a home one of them may register in (its age rules) is open to every one.
      birthYear: '1985',
      birthMonth: String(1 + (i % 12)).padStart(2, '0'),
      birthDay: String(1 + (i % 28)).padStart(2, '0'),
      street: `Lastgatan ${i + 1}`,
      zipcode: '753 20',
      city: 'Uppsala',
      country: 'Sverige',
      email,
      emailRepeat: email,
      mobile: '0701234567',
      password: LOAD_PASSWORD,
      passwordRepeat: LOAD_PASSWORD,
    },
    null,
  );
  const { applicantId, paymentRedirectUrl } = must(`registration ${i + 1}`, registered);
  const actor = applicantActor(applicantId);
  const fee = await findUnpaidQueueFeeOrder(db, applicantId);
  const paymentId = paymentIdOf(paymentRedirectUrl ?? '');
  if (!fee || !(await payOnHostedPage(provider, paymentId))) throw new Error(`the registration fee of ${email} could not be paid`);
  must('the registration fee', await services.payments.completeOrder(actor, fee.orderId, paymentId));

  for (const section of [
    { capital: { deposition: true, depositionTotal: '15 000', capital: true, capitalTotal: '80000', guarantee: false } },
    { debt: { hasPaymentRemarks: false, hasDebt: false, debtRestructering: false, seizure: false } },
    { student: { student: false } },
    { misc: { support: false } },
  ]) {
    must('a questionnaire', await services.profile.updateInformation(actor, section));
  }
  must(
    'the housing',
    await services.profile.updateHousing(actor, {
      currentTypeId: 'LAGENHET',
      landlordTypeId: 'MUNICIPAL',
      landlordName: 'Uppsalahem',
      landlordPhone: '018-727 34 00',
      moveInDate: addMonths(isoDay(now), -24).slice(0, 7),
      adults: 1,
      children: 0,
      housingDescription: 'Hyr i andra hand.',
    }),
  );
  must('an income', await services.incomes.add(actor, { incomeTypeId: 1, incomeMonthly: '48 000', incomeName: 'Uppsala kommun' }));
  const fields = { documentTypeId: String(DOCUMENT_TYPE_IDS.IDENTIFICATION), description: 'Pass' };
  const id = must('the identity document', await services.documents.upload(actor, await uploadForm(services.uploads, 'pass.png', SAMPLE_PNG, fields))).document;
  must('its approval', await services.documentReview.review(await caseHandler(db), id.documentId, { approve: true }));
  return { email, applicantId };
}

/** `count` applicants ready to register interest, `parallel` made at a time, paying on the provider at `paymentsUrl`. */
export async function createLoadAccounts(services: Services, paymentsUrl: string, count: number, parallel = 8): Promise<LoadAccount[]> {
  const provider = new PaymentsSandboxDriver(paymentsUrl);
  const accounts: LoadAccount[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) accounts[i] = await oneAccount(services, provider, i, new Date());
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return accounts;
}
