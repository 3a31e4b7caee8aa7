// What the profile service returns: each questionnaire's saved answers in the form's own names (amounts in kronor,
// the move-in month as YYYY-MM), when they were saved, and whether they need updating. server/graphql maps them to
// the spec's names.
import type { ProfileIndicators } from '../domain/profile-indicators';
import type { ProfileRows } from './profile.repository';
import { studyLocationOf } from './study-locations';

const kronor = (ore: number | null) => (ore === null ? null : ore / 100);

export interface HousingView {
  currentTypeId: string;
  landlordTypeId: string;
  landlordName: string | null;
  landlordPhone: string | null;
  landlordEmail: string | null;
  /** YYYY-MM */
  moveInDate: string;
  adults: number;
  children: number;
  housingDescription: string;
  updated: Date;
  update: boolean;
}

export interface CapitalView {
  deposition: boolean;
  depositionTotal: number | null;
  capital: boolean;
  capitalTotal: number | null;
  guarantee: boolean;
  updated: Date;
  update: boolean;
}

export interface DebtView {
  hasPaymentRemarks: boolean;
  paymentCount: number | null;
  hasDebt: boolean;
  debt: number | null;
  debtRestructering: boolean;
  seizure: boolean;
  updated: Date;
  update: boolean;
}

export interface StudentView {
  student: boolean;
  typeOfEducation: string | null;
  studyLocationId: number | null;
  studyLocationName: string | null;
  newlyAdmitted: boolean;
  /** The newest study certificate, if any. */
  studentCertificationDocumentId: number | null;
  updated: Date;
  update: boolean;
}

export interface MiscView {
  support: boolean;
  regionId: number | null;
  /** The newest economic-support decision, if any. */
  supportDocumentId: number | null;
  updated: Date;
  update: boolean;
}

export interface ReducedIncomeView {
  reducedIncomeRequirement: string;
  capitalTotal: number | null;
  updated: Date;
}

export interface TenantReferenceView {
  landlordReference: string;
  landlordId: number | null;
  updated: Date;
}

/** null for a questionnaire never answered. */
export interface InformationView {
  housing: HousingView | null;
  capital: CapitalView | null;
  debt: DebtView | null;
  student: StudentView | null;
  misc: MiscView | null;
  reducedIncome: ReducedIncomeView | null;
}

export interface InformationExtras {
  indicators: ProfileIndicators;
  studentCertificationDocumentId: number | null;
  supportDocumentId: number | null;
}

export function toHousingView(r: ProfileRows['housing'], needsUpdate: boolean): HousingView | null {
  if (!r) return null;
  return {
    currentTypeId: r.currentTypeId,
    landlordTypeId: r.landlordTypeId,
    landlordName: r.landlordName,
    landlordPhone: r.landlordPhone,
    landlordEmail: r.landlordEmail,
    moveInDate: r.moveInDate.slice(0, 7),
    adults: r.adults,
    children: r.children,
    housingDescription: r.housingDescription,
    updated: r.updatedAt,
    update: needsUpdate,
  };
}

export function toTenantReferenceView(r: ProfileRows['tenantReference']): TenantReferenceView | null {
  return r ? { landlordReference: r.landlordReference, landlordId: r.landlordId, updated: r.updatedAt } : null;
}

export function toInformationView(rows: ProfileRows, x: InformationExtras): InformationView {
  const { capital, debt, student, misc, reducedIncome } = rows;
  const i = x.indicators;
  return {
    housing: toHousingView(rows.housing, i.needToUpdateHousing),
    capital: capital && {
      deposition: capital.deposition,
      depositionTotal: kronor(capital.depositionTotal),
      capital: capital.capital,
      capitalTotal: kronor(capital.capitalTotal),
      guarantee: capital.guarantee,
      updated: capital.updatedAt,
      update: i.needToUpdateCapital,
    },
    debt: debt && {
      hasPaymentRemarks: debt.hasPaymentRemarks,
      paymentCount: debt.paymentCount,
      hasDebt: debt.hasDebt,
      debt: kronor(debt.debt),
      debtRestructering: debt.debtRestructering,
      seizure: debt.seizure,
      updated: debt.updatedAt,
      update: i.needToUpdateDebt,
    },
    student: student && {
      student: student.student,
      typeOfEducation: student.typeOfEducation,
      studyLocationId: student.studyLocationId,
      studyLocationName: studyLocationOf(student.studyLocationId)?.name ?? null,
      newlyAdmitted: student.newlyAdmitted,
      studentCertificationDocumentId: x.studentCertificationDocumentId,
      updated: student.updatedAt,
      update: i.needToUpdateStudent || i.needToUpdateStudentCertification,
    },
    misc: misc && {
      support: misc.support,
      regionId: misc.regionId,
      supportDocumentId: x.supportDocumentId,
      updated: misc.updatedAt,
      update: i.needToUpdateSupportDocument,
    },
    reducedIncome: reducedIncome && {
      reducedIncomeRequirement: reducedIncome.reducedIncomeRequirement,
      capitalTotal: kronor(reducedIncome.capitalTotal),
      updated: reducedIncome.updatedAt,
    },
  };
}
