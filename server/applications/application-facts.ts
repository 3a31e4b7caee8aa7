// What checkApplication (server/domain/application-eligibility.ts) decides from, read for one applicant and one home
// through the other areas' repositories (account, profile, incomes, documents, orders, listings): no query of theirs
// is written again here; a person's bank standing (personal linked account, verified income) through the bank area's
// read (server/bank/bank-standing.ts).
import { incomeTypeOf } from '../../src/rules/incomes';
import type { ReducedIncomeChoice } from '../../src/rules/profile/reducedIncome';
import { ORDER_STATUSES } from '../../src/rules/orders';
import { findApplicantById } from '../account/applicant.repository';
import { findLinkOf } from '../account/co-applicant.repository';
import { readBankFacts } from '../bank/bank-standing';
import { listUnendedBlocks } from '../account/standing.repository';
import type { DbOrTx } from '../db/client';
import type { ApplicantRow } from '../db/schema';
import { requiredUpdatesOf, type ApplicantFacts, type IncomeFact, type ListingFacts, type PersonFacts } from '../domain/application-eligibility';
import { autopayGaveUp } from '../domain/queue-fee';
import { toIncomeCertificationView } from '../incomes/income-view';
import { listCertificationDocumentsOfApplicant, listIncomes, listSlotStatesOfApplicant } from '../incomes/incomes.repository';
import { detailsOf, findSummary, type RentalObjectSummaryRow } from '../listings/listings.repository';
import { listOrders } from '../payments/orders/orders.repository';
import { readProfile, readProfileFacts } from '../profile/profile-facts';
import { identityDocuments } from '../profile/profile.repository';
import { stageOfRegistration } from './own-registrations.repository';

/** The landlord's income requirement when the home's ad names none: private landlords ask 3 times the rent, others 2.5. */
export const DEFAULT_INCOME_MULTIPLE = { PRIVATE: 3, OTHER: 2.5 } as const;
const PRIVATE_LANDLORD_CATEGORY = 'PRIVAT';
/** A short-term contract (kontraktsTyp): the dialog asks shortTimeConfirm. */
const SHORT_TIME_CATEGORY = 'KORTTID';

const fullName = (a: Pick<ApplicantRow, 'firstName' | 'lastName'>) => `${a.firstName} ${a.lastName}`.trim();

function incomeFacts(rows: Awaited<ReturnType<typeof listIncomes>>): IncomeFact[] {
  return rows.map((r) => {
    const type = incomeTypeOf(r.incomeTypeId);
    return { incomeTypeId: r.incomeTypeId, typeName: type?.name ?? 'Inkomst', incomeName: r.incomeName, monthly: r.incomeMonthlyOre, validTo: r.validTo, landlordIncomeTypeId: type?.landlordIncomeTypeId ?? null };
  });
}

async function personFacts(db: DbOrTx, row: ApplicantRow, today: string): Promise<PersonFacts> {
  const [incomes, bank] = await Promise.all([listIncomes(db, row.applicantId), readBankFacts(db, row.applicantId, today)]);
  return { name: fullName(row), dateOfBirth: row.dateOfBirth, incomes: incomeFacts(incomes), bank };
}

/** The co-applicant the applicant registers with: the other side of a link the applicant heads, accepted or pending. */
async function coApplicantFacts(db: DbOrTx, applicantId: number, today: string): Promise<ApplicantFacts['coApplicant']> {
  const link = await findLinkOf(db, applicantId);
  if (!link || link.mainApplicantId !== applicantId) return null;
  const co = await findApplicantById(db, link.coApplicantId);
  if (!co) return null;
  return { ...(await personFacts(db, co, today)), applicantId: co.applicantId, confirmed: link.status === 'accepted' };
}

/** The applicant's facts for interest in `rentalObjectId`, or null when there is no such applicant. */
export async function readApplicantFacts(db: DbOrTx, applicantId: number, rentalObjectId: string, today: string): Promise<ApplicantFacts | null> {
  const applicant = await findApplicantById(db, applicantId);
  if (!applicant) return null;
  const [person, profile, idDocuments, blocks, orders, coApplicant, stage] = await Promise.all([
    personFacts(db, applicant, today),
    readProfile(db, applicantId),
    identityDocuments(db, applicantId),
    listUnendedBlocks(db, applicantId, today),
    listOrders(db, applicantId),
    coApplicantFacts(db, applicantId, today),
    stageOfRegistration(db, applicantId, rentalObjectId),
  ]);
  const { housing, reducedIncome } = profile.rows;
  return {
    ...person,
    applicantStatusId: applicant.applicantStatusId,
    queueDate: applicant.queueDate,
    profile: profile.facts,
    household: housing ? { adults: housing.adults, children: housing.children } : null,
    idDocumentApproved: idDocuments.some((d) => d.documentStatus === 'APPROVED'),
    blocks: blocks.map((b) => ({ landlord: b.landlord, start: b.start, end: b.end, reason: b.reason })),
    unpaidOrders: orders
      .filter((o) => o.orderStatusId === ORDER_STATUSES.UNPAID.orderStatusId)
      .map((o) => ({ productId: o.productId, dueDate: o.dueDate, autopayGaveUp: autopayGaveUp(o.autopayAttempts) })),
    hasAutopay: !!applicant.autopayAgreementRef,
    reducedIncome: reducedIncome ? { choice: reducedIncome.reducedIncomeRequirement as ReducedIncomeChoice, capitalTotal: reducedIncome.capitalTotal } : null,
    coApplicant,
    application: stage ? { stage } : null,
  };
}

/** 'Inkomst minst 2,5 gånger hyran' → 2.5: the multiple the home's own income criterion names, if any. */
export function incomeMultipleOf(adIncomeCriteria: readonly { text: string }[]): number | null {
  for (const c of adIncomeCriteria) {
    const m = /inkomst minst (\d+(?:[,.]\d+)?) gånger hyran/i.exec(c.text);
    if (m) return Number(m[1]!.replace(',', '.'));
  }
  return null;
}

export interface HomeFacts {
  summary: RentalObjectSummaryRow;
  listing: ListingFacts;
}

/** The home as checkApplication reads it, with the summary row the caller needs anyway; null when it does not exist. */
export async function readListingFacts(db: DbOrTx, rentalObjectId: string): Promise<HomeFacts | null> {
  const [summary, [details]] = await Promise.all([findSummary(db, rentalObjectId), detailsOf(db, [rentalObjectId])]);
  if (!summary || !details) return null;
  const adCriteria = details.adCriteria;
  const landlordDefault = summary.landlordCategoryIds.includes(PRIVATE_LANDLORD_CATEGORY) ? DEFAULT_INCOME_MULTIPLE.PRIVATE : DEFAULT_INCOME_MULTIPLE.OTHER;
  return {
    summary,
    listing: {
      landlordName: summary.landlordName,
      rent: summary.rent,
      incomeMultiple: incomeMultipleOf(adCriteria.income) ?? landlordDefault,
      acceptedIncomeTypeIds: details.incomeTypes.map((t) => t.incomeTypeId),
      maxNumberOfPeople: summary.maxNumberOfPeople,
      queueTypeId: summary.queueTypeId,
      lastReplyDate: summary.lastReplyDate,
      openForApplication: summary.openForApplication,
      adCriteria,
      showing: summary.showing,
      shortTime: summary.categoryIds.includes(SHORT_TIME_CATEGORY),
    },
  };
}

type IncomeRows = Awaited<ReturnType<typeof listIncomes>>;

/**
 * The applicant's details must be brought up to date before a home can be offered (the pre-check's required updates).
 * `incomes` is the applicant's incomes when the caller reads them anyway (mustUpdateOwn), else they are read here.
 */
export async function mustUpdateDetails(db: DbOrTx, applicantId: number, today: string, incomes?: Promise<IncomeRows>): Promise<boolean> {
  const [profile, rows] = await Promise.all([readProfileFacts(db, applicantId), incomes ?? listIncomes(db, applicantId)]);
  return Object.values(requiredUpdatesOf({ profile, incomes: incomeFacts(rows) }, today)).some(Boolean);
}

/** Both of the applications page's flags of the applicant (mustUpdateDetails, mustUpdateCertifications), the incomes read once. */
export async function mustUpdateOwn(db: DbOrTx, applicantId: number, today: string): Promise<{ details: boolean; certifications: boolean }> {
  const incomes = listIncomes(db, applicantId);
  const [details, certifications] = await Promise.all([mustUpdateDetails(db, applicantId, today, incomes), mustUpdateCertifications(db, applicantId, incomes)]);
  return { details, certifications };
}

/** A certificate the landlord will ask for is rejected, or its slot is empty (no file, not marked missing). */
export async function mustUpdateCertifications(db: DbOrTx, applicantId: number, known?: Promise<IncomeRows>): Promise<boolean> {
  // The slots and files by the applicant: read beside the incomes, not after them.
  const [incomes, states, documents] = await Promise.all([known ?? listIncomes(db, applicantId), listSlotStatesOfApplicant(db, applicantId), listCertificationDocumentsOfApplicant(db, applicantId)]);
  return incomes.some((i) =>
    toIncomeCertificationView(i, states, documents).slots.some((s) => s.required && (s.rejected || (!s.approved && !s.notChecked && !s.missing && s.documents.length === 0))),
  );
}
