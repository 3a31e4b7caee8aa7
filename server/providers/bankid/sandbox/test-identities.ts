// Who the sandbox's "BankID app" can be: Skatteverket's official test personnummer (never issued to real
// people, providers.md §5) with invented names, or any valid number a tester types in.
import { isValidPersonalIdentityNumber } from '../../../../src/rules/personnummer';
import { sandboxPersons } from '../../test-persons';
import type { Identity } from './order';

export const TEST_PERSONS: readonly Identity[] = sandboxPersons.map((p) => ({
  personalNumber: p.pnr,
  givenName: p.firstName,
  surname: p.lastName,
}));

/** The select's value for "someone else, typed in below". */
export const OTHER_PERSON = 'other';

/** Identity fields as a form or JSON body sends them (all optional: a scan needs no identity). */
export interface IdentityInput {
  person?: string;
  personalNumber?: string;
  givenName?: string;
  surname?: string;
}

export type IdentityField = 'personalNumber' | 'givenName' | 'surname';
export type IdentityCheck = { ok: true; identity?: Identity } | { ok: false; field: IdentityField; message: string };

export const testPerson = (personalNumber: string) => TEST_PERSONS.find((p) => p.personalNumber === personalNumber);

/** Accepts 12 digits with or without a separator ("19900101-2385"). */
const normalise = (pnr: string) => pnr.replace(/[\s-]/g, '');

export function identityFrom(input: IdentityInput): IdentityCheck {
  const listed = input.person && input.person !== OTHER_PERSON ? testPerson(input.person) : undefined;
  if (listed) return { ok: true, identity: listed };
  const typed = normalise(input.personalNumber ?? '');
  if (input.person !== OTHER_PERSON && !typed) return { ok: true };
  if (!isValidPersonalIdentityNumber(typed)) {
    return { ok: false, field: 'personalNumber', message: 'Ange ett giltigt personnummer med 12 siffror, till exempel 199001012385.' };
  }
  const givenName = (input.givenName ?? '').trim();
  const surname = (input.surname ?? '').trim();
  if (!givenName || givenName.length > 100) return { ok: false, field: 'givenName', message: 'Ange förnamn.' };
  if (!surname || surname.length > 100) return { ok: false, field: 'surname', message: 'Ange efternamn.' };
  return { ok: true, identity: { personalNumber: typed, givenName, surname } };
}
