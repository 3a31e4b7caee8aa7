// Between the saved answers (getInformation's shapes) and what the forms hold: radio answers as 'true'/'false',
// numbers as the text of their inputs, an unanswered question as '' (so the form asks for a choice before saving),
// and back to the operations' inputs (numbers travel as text; the server reads them with the same schema).
import type { GetInformationQuery, GetTenantReferenceQuery } from '../../../graphql/__generated__/hooks';
import type {
  Capital,
  CapitalInput,
  Debt,
  DebtInput,
  Housing,
  HousingInput,
  ReducedIncome,
  ReducedIncomeInput,
  Student,
  StudentInput,
  Support,
  SupportInput,
  TenantReferenceInput,
} from '../../../rules/profile';

type Information = NonNullable<GetInformationQuery['getInformation']['information']>;

const yesNo = (v: boolean | null | undefined): 'true' | 'false' | '' => (v === true ? 'true' : v === false ? 'false' : '');
const numberText = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v).replace('.', ','));
const idText = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v));
const amountInput = (v: number | null): string | null => (v === null ? null : String(v));

export function housingValues(h: Information['housing']): HousingInput {
  return {
    currentTypeId: (h?.currentTypeId ?? '') as HousingInput['currentTypeId'],
    landlordTypeId: (h?.currentOwnershipTypeId ?? '') as HousingInput['landlordTypeId'],
    landlordName: h?.landlordOther ?? '',
    landlordPhone: h?.landlordPhone ?? '',
    landlordEmail: h?.landlordEmail ?? '',
    moveInDate: h?.moveInDate ? h.moveInDate.slice(0, 7) : '',
    adults: numberText(h?.adults),
    children: numberText(h?.children),
    housingDescription: h?.housingDescription ?? '',
  };
}

/** updateHousing's input in the spec's names (the landlord's name is landlordOther, its type currentOwnershipTypeId). */
export function housingInput(v: Housing) {
  return {
    currentTypeId: v.currentTypeId,
    currentOwnershipTypeId: v.landlordTypeId,
    landlordOther: v.landlordName,
    landlordPhone: v.landlordPhone,
    landlordEmail: v.landlordEmail,
    moveInDate: v.moveInDate,
    adults: String(v.adults),
    children: String(v.children),
    housingDescription: v.housingDescription,
  };
}

export const capitalValues = (c: Information['capital']): CapitalInput => ({
  deposition: yesNo(c?.deposition),
  depositionTotal: numberText(c?.depositionTotal),
  capital: yesNo(c?.capital),
  capitalTotal: numberText(c?.capitalTotal),
  guarantee: yesNo(c?.guarantee),
});

export const capitalInput = (v: Capital) => ({ ...v, depositionTotal: amountInput(v.depositionTotal), capitalTotal: amountInput(v.capitalTotal) });

export const debtValues = (d: Information['debt']): DebtInput => ({
  hasPaymentRemarks: yesNo(d?.hasPaymentRemarks),
  paymentCount: numberText(d?.paymentCount),
  hasDebt: yesNo(d?.hasDebt),
  debt: numberText(d?.debt),
  debtRestructering: yesNo(d?.debtRestructering),
  seizure: yesNo(d?.seizure),
});

export const debtInput = (v: Debt) => ({ ...v, paymentCount: amountInput(v.paymentCount), debt: amountInput(v.debt) });

export const studentValues = (s: Information['student']): StudentInput => ({
  student: yesNo(s?.student),
  typeOfEducation: (s?.typeOfEducation ?? '') as StudentInput['typeOfEducation'],
  studyLocationId: idText(s?.studyLocationId),
  newlyAdmitted: s?.newlyAdmitted === true,
});

export const studentInput = (v: Student) => ({
  student: v.student,
  typeOfEducation: v.typeOfEducation,
  studyLocationId: v.studyLocationId,
  newlyAdmitted: v.newlyAdmitted,
});

export const supportValues = (m: Information['misc']): SupportInput => ({ support: yesNo(m?.support), regionId: idText(m?.regionId) });

export const supportInput = (v: Support) => ({ support: v.support, regionId: v.regionId });

export const reducedIncomeValues = (r: Information['reducedIncome']): ReducedIncomeInput => ({
  reducedIncomeRequirement: (r?.reducedIncomeRequirement ?? '') as ReducedIncomeInput['reducedIncomeRequirement'],
  capitalTotal: numberText(r?.capitalTotal),
});

export const reducedIncomeInput = (v: ReducedIncome) => ({ reducedIncomeRequirement: v.reducedIncomeRequirement, capitalTotal: amountInput(v.capitalTotal) });

type SavedTenantReference = GetTenantReferenceQuery['getTenantReference']['tenantReference'];

export const tenantReferenceValues = (t: SavedTenantReference): TenantReferenceInput => ({
  landlordReference: t?.landlordReference ?? '',
  landlordId: idText(t?.landlordId),
});
