// The demo's questionnaires and incomes, made through the profile and incomes services (and the case handler's
// review) as a user and a case handler would, never by writing rows or flags: Anna has every questionnaire answered
// and two incomes whose certificates show the states a slot can be in; Erik has answered all but his housing, so its
// indicator shows. Certificate files come with the upload route; until then the states that need no file are shown.
import { eq } from 'drizzle-orm';
import { addMonths, isoDay } from '../../../src/rules/calendar';
import { applicantActor, type StaffActor } from '../../domain/actor';
import { CERTIFICATION_TYPES } from '../../domain/income-certifications';
import type { Outcome } from '../../domain/outcome';
import { CertificationReviewService } from '../../incomes/certification-review.service';
import { IncomesService } from '../../incomes/incomes.service';
import { ProfileService } from '../../profile/profile.service';
import type { Db } from '../client';
import { applicants, staffUsers } from '../schema';
import { scenarios } from './scenarios';

/** A seed step that the services refuse is a bug in the seed: stop with the reason. */
function must<T extends object>(what: string, outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`seed: ${what} was refused: ${outcome.errorText} ${JSON.stringify(outcome.validationErrors)}`);
  return outcome;
}

async function idOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.email, email));
  if (!row) throw new Error(`seed: no applicant ${email}`);
  return row.id;
}

export async function seedProfiles(db: Db, now: Date): Promise<void> {
  const clock = () => now;
  const profile = new ProfileService(db, clock);
  // The seed uploads no files, so there is none to remove.
  const incomes = new IncomesService(db, { delete: async () => {} }, clock);
  const review = new CertificationReviewService(db, clock);
  const today = isoDay(now);
  const anna = applicantActor(await idOf(db, scenarios.payingApplicant.email));
  const erik = applicantActor(await idOf(db, scenarios.mainApplicant.email));
  const [karin] = await db.select({ id: staffUsers.staffUserId }).from(staffUsers).where(eq(staffUsers.email, scenarios.caseHandler.email));
  if (!karin) throw new Error('seed: no case handler');
  const caseHandler: StaffActor = { kind: 'staff', staffUserId: karin.id, role: 'handlaggare', sessionId: '' };

  const capital = { deposition: true, depositionTotal: '15 000', capital: true, capitalTotal: '60000', guarantee: false };
  const debt = { hasPaymentRemarks: false, hasDebt: false, debtRestructering: false, seizure: false };
  const student = { student: false };
  const misc = { support: false };
  for (const section of [{ capital }, { debt }, { student }, { misc }]) {
    must('Anna’s questionnaire', await profile.updateInformation(anna, section));
    must('Erik’s questionnaire', await profile.updateInformation(erik, section));
  }
  must(
    'Anna’s housing',
    await profile.updateHousing(anna, {
      currentTypeId: 'LAGENHET',
      landlordTypeId: 'MUNICIPAL',
      landlordName: 'Uppsalahem',
      landlordPhone: '018-727 34 00',
      moveInDate: addMonths(today, -30).slice(0, 7),
      adults: 1,
      children: 0,
      housingDescription: 'Hyr en etta i andra hand på Luthagen, kontraktet går ut i vår.',
    }),
  );
  must('Anna’s tenant reference', await profile.updateTenantReference(anna, { landlordReference: 'Uppsalahem, kundservice 018-727 34 00' }));

  // A permanent employment: payslip 1 approved, 2 rejected with a reason, 3 marked missing with a reason.
  const job = must('Anna’s employment', await incomes.add(anna, { incomeTypeId: 1, incomeMonthly: '25 000', incomeName: 'Uppsala kommun' })).income;
  const payslip = (slot: number) => ({ applicantIncomeId: job.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYSLIP, slot });
  const missing = (slot: number, missingReason: string) => incomes.missingCertification(anna, { ...payslip(slot), missingReason });
  must('a missing payslip', await missing(1, 'Lönen betalades ut kontant den månaden; arbetsgivaren intygar beloppet.'));
  must('its approval', await review.review(caseHandler, payslip(1), { type: 'APPROVE' }));
  must('a missing payslip', await missing(2, 'Jag har slängt lönespecifikationen.'));
  must('its rejection', await review.review(caseHandler, payslip(2), { type: 'REJECT', reason: 'Be din arbetsgivare om en kopia av lönespecifikationen.' }));
  must('a missing payslip', await missing(3, 'Jag började min anställning för två månader sedan.'));

  // Study aid from CSN: its decision letter marked missing with a reason.
  const csn = must('Anna’s study aid', await incomes.add(anna, { incomeTypeId: 5, incomeMonthly: '3 500' })).income;
  must('a missing decision', await incomes.missingCertification(anna, {
    applicantIncomeId: csn.applicantIncomeId,
    certificationTypeId: CERTIFICATION_TYPES.DECISION,
    slot: 1,
    missingReason: 'Beslutet för höstterminen har inte kommit från CSN ännu.',
  }));
}
