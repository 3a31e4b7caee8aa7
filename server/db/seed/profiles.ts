// The demo's questionnaires, incomes, certificates and identity documents, made through the services (and the case
// handler's reviews) as a user and a case handler would, never by writing rows or flags: Anna has every questionnaire
// answered, two incomes whose certificates show every state a slot can be in (uploaded files approved, rejected with a
// reason and under review; one marked missing with a reason), and an approved identity document; Erik
// has answered all but his housing, so its indicator shows; Maria's identity document was rejected with a reason. The
// files are small real ones, uploaded through the upload pipeline into the app's storage.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { addMonths, stockholmDay } from '../../../src/rules/calendar';
import { applicantActor, type StaffActor } from '../../domain/actor';
import { CERTIFICATION_TYPES } from '../../domain/income-certifications';
import type { Outcome } from '../../domain/outcome';
import { DocumentReviewService } from '../../documents/document-review.service';
import { DocumentsService } from '../../documents/documents.service';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../documents/sample-files';
import { UploadPipeline } from '../../documents/stored-upload';
import type { UploadForm } from '../../documents/upload-form';
import { CertificationFilesService } from '../../incomes/certification-files.service';
import { CertificationReviewService } from '../../incomes/certification-review.service';
import { IncomesService } from '../../incomes/incomes.service';
import { ProfileService } from '../../profile/profile.service';
import { DOCUMENT_TYPE_IDS } from '../../../src/rules/upload';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../client';
import { applicants, staffUsers } from '../schema';
import { scenarios } from './scenarios';

/** A seed step that the services refuse is a bug in the seed: stop with the reason. */
export function must<T extends object>(what: string, outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`seed: ${what} was refused: ${outcome.errorText} ${JSON.stringify(outcome.validationErrors)}`);
  return outcome;
}

async function idOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.email, email));
  if (!row) throw new Error(`seed: no applicant ${email}`);
  return row.id;
}

/** A form as the upload routes read it: the file stored by the pipeline (refused files stop the seed), and its fields. */
export async function uploadForm(uploads: UploadPipeline, name: string, content: Buffer, fields: Record<string, string>): Promise<UploadForm> {
  const file = must(`the file ${name}`, await uploads.store({ filename: name, stream: Readable.from([content]) })).file;
  return { fields: { name, ...fields }, file };
}

/** Why the case handler rejected Anna's second payslip (shown to her on the incomes page). */
export const ANNAS_PAYSLIP_REJECTION = 'Bilden visar bara halva lönespecifikationen. Ladda upp hela, med arbetsgivarens namn och nettolönen.';

/** Why the case handler rejected Maria's identity document (shown to her with the indicator). */
export const MARIAS_ID_REJECTION = 'Bilden är suddig och passets nummer går inte att läsa';

export async function seedProfiles(db: Db, storage: FileStorage, now: Date): Promise<void> {
  const clock = () => now;
  const uploads = new UploadPipeline(storage, clock);
  const profile = new ProfileService(db, clock);
  const incomes = new IncomesService(db, storage, clock);
  const review = new CertificationReviewService(db, clock);
  const certificationFiles = new CertificationFilesService(db, uploads, clock);
  const documents = new DocumentsService(db, uploads, clock);
  const documentReview = new DocumentReviewService(db, clock);
  const today = stockholmDay(now);
  const anna = applicantActor(await idOf(db, scenarios.payingApplicant.email));
  const erik = applicantActor(await idOf(db, scenarios.mainApplicant.email));
  const maria = applicantActor(await idOf(db, scenarios.coApplicant.email));
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
  must('Anna’s reduced income requirement', await profile.updateInformation(anna, { reducedIncome: { reducedIncomeRequirement: 'CAPITAL', capitalTotal: '60000' } }));

  // A permanent employment: payslip 1 uploaded and approved, 2 uploaded and rejected with a reason, 3 marked missing
  // with a reason. The case handler reviews the files as the back office does: start, then approve or reject.
  const job = must('Anna’s employment', await incomes.add(anna, { incomeTypeId: 1, incomeMonthly: '25 000', incomeName: 'Uppsala kommun' })).income;
  const payslip = (slot: number) => ({ applicantIncomeId: job.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.PAYSLIP, slot });
  const uploadPayslip = async (slot: number, name: string, content: Buffer) => {
    const fields = { applicantIncomeId: String(job.applicantIncomeId), certificationTypeId: String(CERTIFICATION_TYPES.PAYSLIP), slot: String(slot) };
    must(`payslip ${slot}`, await certificationFiles.upload(anna, await uploadForm(uploads, name, content, fields)));
    must('its review', await review.review(caseHandler, payslip(slot), { type: 'START_REVIEW' }));
  };
  await uploadPayslip(1, 'lonespecifikation-1.pdf', SAMPLE_PDF);
  must('its approval', await review.review(caseHandler, payslip(1), { type: 'APPROVE' }));
  await uploadPayslip(2, 'lonespecifikation-2.png', SAMPLE_PNG);
  must('its rejection', await review.review(caseHandler, payslip(2), { type: 'REJECT', reason: ANNAS_PAYSLIP_REJECTION }));
  must('a missing payslip', await incomes.missingCertification(anna, { ...payslip(3), missingReason: 'Jag började min anställning för två månader sedan.' }));

  // Study aid from CSN: its decision letter uploaded, and the case handler has started reviewing it.
  const csn = must('Anna’s study aid', await incomes.add(anna, { incomeTypeId: 5, incomeMonthly: '3 500' })).income;
  const decision = { applicantIncomeId: String(csn.applicantIncomeId), certificationTypeId: String(CERTIFICATION_TYPES.DECISION), slot: '1' };
  must('the decision letter', await certificationFiles.upload(anna, await uploadForm(uploads, 'beslut-csn.pdf', SAMPLE_PDF, decision)));
  must('its review', await review.review(caseHandler, { applicantIncomeId: csn.applicantIncomeId, certificationTypeId: CERTIFICATION_TYPES.DECISION, slot: 1 }, { type: 'START_REVIEW' }));

  // Identity documents: Anna's approved; Maria's rejected with the reason she is shown.
  const idDocument = { documentTypeId: String(DOCUMENT_TYPE_IDS.IDENTIFICATION) };
  const annasId = must('Anna’s identity document', await documents.upload(anna, await uploadForm(uploads, 'korkort.png', SAMPLE_PNG, { ...idDocument, description: 'Körkort' }))).document;
  must('its approval', await documentReview.review(caseHandler, annasId.documentId, { approve: true }));
  const mariasId = must('Maria’s identity document', await documents.upload(maria, await uploadForm(uploads, 'pass.png', SAMPLE_PNG, { ...idDocument, description: 'Pass' }))).document;
  must('its rejection', await documentReview.review(caseHandler, mariasId.documentId, { approve: false, reason: MARIAS_ID_REJECTION }));
}
