// What the incomes service returns: an income (spec 001 §3 Income; the amount in kronor and as '25 000 kr/mån') and
// an income's certificates, slot by slot (Income certification). server/graphql maps them.
import { formatMonthlyIncome, incomeTypeOf, type IncomeType } from '../../src/rules/incomes';
import { certificationSlotsOf, isCertified, type CertificationDocument, type CertificationSlot, type StoredSlotState } from '../domain/income-certifications';
import type { ApplicantIncomeRow, IncomeCertificationDocumentRow, IncomeCertificationSlotRow } from '../db/schema/incomes';

export interface IncomeView {
  applicantIncomeId: number;
  /** Kronor a month, after tax. */
  incomeMonthly: number;
  incomeMonthlyFormated: string;
  incomeName: string | null;
  incomeTypeId: number;
  validTo: string | null;
  incomeType: IncomeType | null;
  created: Date;
  updated: Date;
}

export function toIncomeView(r: ApplicantIncomeRow): IncomeView {
  return {
    applicantIncomeId: r.applicantIncomeId,
    incomeMonthly: r.incomeMonthlyOre / 100,
    incomeMonthlyFormated: formatMonthlyIncome(r.incomeMonthlyOre),
    incomeName: r.incomeName,
    incomeTypeId: r.incomeTypeId,
    validTo: r.validTo,
    incomeType: incomeTypeOf(r.incomeTypeId) ?? null,
    created: r.createdAt,
    updated: r.updatedAt,
  };
}

export interface IncomeCertificationView {
  applicantIncomeId: number;
  /** The income's type name, as the certificates page heads each income. */
  name: string;
  incomeTypeId: number;
  /** Every required slot is approved. */
  approved: boolean;
  slots: CertificationSlot[];
}

export const toCertificationDocument = (d: IncomeCertificationDocumentRow): CertificationDocument => ({
  documentId: d.documentId,
  certificationTypeId: d.certificationTypeId,
  slot: d.slot,
  name: d.name,
  mediaType: d.mediaType,
  created: d.created.toISOString(),
});

const toStoredState = (s: IncomeCertificationSlotRow): StoredSlotState => ({
  certificationTypeId: s.certificationTypeId,
  slot: s.slot,
  status: s.status,
  missingReason: s.missingReason,
  rejectedReason: s.rejectedReason,
});

export function toIncomeCertificationView(
  income: ApplicantIncomeRow,
  states: readonly IncomeCertificationSlotRow[],
  documents: readonly IncomeCertificationDocumentRow[],
): IncomeCertificationView {
  const own = <T extends { applicantIncomeId: number }>(rows: readonly T[]) => rows.filter((r) => r.applicantIncomeId === income.applicantIncomeId);
  const slots = certificationSlotsOf(income.incomeTypeId, own(states).map(toStoredState), own(documents).map(toCertificationDocument));
  const type = incomeTypeOf(income.incomeTypeId);
  return {
    applicantIncomeId: income.applicantIncomeId,
    name: income.incomeName ? `${type?.name ?? 'Inkomst'}, ${income.incomeName}` : (type?.name ?? 'Inkomst'),
    incomeTypeId: income.incomeTypeId,
    approved: isCertified(slots),
    slots,
  };
}
