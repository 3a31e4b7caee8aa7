// The profile area's views in the spec's names (spec 001 §3 Housing …), and the spec's input names back into the
// form's (src/rules/profile), whose schema the service validates with. Where the two differ: the landlord's name is
// the spec's landlordOther, the landlord type its currentOwnershipTypeId; the move-in month is a Date (its first day).
import type { Outcome } from '../../domain/outcome';
import type { HousingView, InformationView, TenantReferenceView } from '../../profile/profile-view';
import type { Housing, HousingInput, Information, InformationInput, TenantReference } from '../__generated__/resolvers';

/** The form's field name → the spec's, for the fields whose names differ. */
const specNameOf: Record<string, string> = { landlordName: 'landlordOther', landlordTypeId: 'currentOwnershipTypeId' };

export function toHousing(v: HousingView | null): Housing | null {
  if (!v) return null;
  return {
    currentTypeId: v.currentTypeId,
    subCurrentTypeId: null,
    currentOwnershipTypeId: v.landlordTypeId,
    landlordId: null,
    landlordOther: v.landlordName,
    landlordOtherPhone: v.landlordPhone,
    landlordPhone: v.landlordPhone,
    landlordEmail: v.landlordEmail,
    landlordContact: v.landlordPhone ?? v.landlordEmail,
    moveInDate: `${v.moveInDate}-01`,
    adults: v.adults,
    children: v.children,
    housingDescription: v.housingDescription,
    generalContact: null,
    generalPhone: null,
    generalEmail: null,
    housingUpdated: v.updated,
    update: v.update,
  };
}

export function toInformation(v: InformationView): Information {
  const { capital, debt, student, misc, reducedIncome } = v;
  return {
    housing: toHousing(v.housing),
    capital: capital && { ...withoutUpdated(capital), capitalUpdated: capital.updated },
    debt: debt && { ...withoutUpdated(debt), debtUpdated: debt.updated },
    student: student && { ...withoutUpdated(student), studentUpdated: student.updated },
    misc: misc && { ...withoutUpdated(misc), miscUpdated: misc.updated },
    reducedIncome: reducedIncome && { ...withoutUpdated(reducedIncome), reducedIncomeUpdated: reducedIncome.updated },
  };
}

export const toTenantReference = (v: TenantReferenceView | null): TenantReference | null =>
  v && { landlordReference: v.landlordReference, landlordId: v.landlordId, tenantReferenceUpdated: v.updated };

function withoutUpdated<T extends { updated: Date }>(v: T): Omit<T, 'updated'> {
  const { updated: _updated, ...rest } = v;
  return rest;
}

/** The spec's housing input as the form's schema reads it. */
export function housingFormOf(h: HousingInput | null | undefined) {
  if (!h) return h;
  const { currentOwnershipTypeId, landlordOther, ...rest } = h;
  return { ...rest, landlordTypeId: currentOwnershipTypeId, landlordName: landlordOther };
}

export function informationFormOf(i: InformationInput): Record<string, unknown> {
  return { ...i, housing: housingFormOf(i.housing) };
}

/** A refused save's validation codes in the spec's names (the fields the client sent). */
export function withSpecCodes<T extends object>(outcome: Outcome<T>): Outcome<T> {
  if (outcome.ok) return outcome;
  return { ...outcome, validationErrors: outcome.validationErrors.map((e) => ({ ...e, code: specNameOf[e.code] ?? e.code })) };
}

/** A save's outcome with its view mapped and its codes in the spec's names. */
function mapSaved<T extends object, U extends object>(outcome: Outcome<T>, map: (payload: T) => U): Outcome<U> {
  const spec = withSpecCodes(outcome);
  if (!spec.ok) return spec;
  return { ok: true, ...map(spec) };
}

export const informationSaved = (o: Outcome<{ information: InformationView }>) => mapSaved(o, (p) => ({ information: toInformation(p.information) }));
export const housingSaved = (o: Outcome<{ housing: HousingView | null }>) => mapSaved(o, (p) => ({ housing: toHousing(p.housing) }));
export const tenantReferenceSaved = (o: Outcome<{ tenantReference: TenantReferenceView | null }>) =>
  mapSaved(o, (p) => ({ tenantReference: toTenantReference(p.tenantReference) }));
