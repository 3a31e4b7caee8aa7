// The certificate slots and files read by the applicant (the applications page and the pre-check read them beside
// the incomes) are exactly those read by the incomes' ids, for an applicant with approved, rejected and missing slots.
import { eq } from 'drizzle-orm';
import { applicants } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import { useTestServer } from '../test/harness';
import { listCertificationDocuments, listCertificationDocumentsOfApplicant, listIncomes, listSlotStates, listSlotStatesOfApplicant } from './incomes.repository';

const server = useTestServer();

it('reads the same slots and files by the applicant as by the incomes, and nobody else’s', async () => {
  const db = server.services.database.db;
  const idOf = async (email: string) => (await db.select({ id: applicants.applicantId }).from(applicants).where(eq(applicants.email, email)))[0]!.id;
  const anna = await idOf(scenarios.payingApplicant.email);
  const ids = (await listIncomes(db, anna)).map((i) => i.applicantIncomeId);
  const byId = <T>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  const slotKey = (s: { applicantIncomeId: number; certificationTypeId: number; slot: number }) => `${s.applicantIncomeId}-${s.certificationTypeId}-${s.slot}`;
  const slots = await listSlotStatesOfApplicant(db, anna);
  // The seed gives Anna slots in several states and files: the comparison is not of two empty lists.
  expect(new Set(slots.map((s) => s.status)).size).toBeGreaterThan(1);
  expect(byId(slots, slotKey)).toEqual(byId(await listSlotStates(db, ids), slotKey));
  const files = await listCertificationDocumentsOfApplicant(db, anna);
  expect(files.length).toBeGreaterThan(0);
  expect(files).toEqual(await listCertificationDocuments(db, ids));
  // Another applicant's read holds none of Anna's.
  const erik = await idOf(scenarios.mainApplicant.email);
  expect((await listSlotStatesOfApplicant(db, erik)).filter((s) => ids.includes(s.applicantIncomeId))).toEqual([]);
});
