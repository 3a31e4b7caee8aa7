// The account area's applicant record (ApplicantView, Applicant's codegen mapper) as the schema's Applicant: the
// status by id, and each address as an object only when any part of it is filled in.
import type { ApplicantView } from '../../account/applicant-view';
import { applicantStatusById } from '../../domain/applicant-status';

interface AddressParts {
  careOf: string | null;
  street: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
}

const address = (a: AddressParts) => (a.street || a.city || a.zipcode || a.careOf || a.country ? a : null);

export const applicantStatusOf = (row: ApplicantView) => applicantStatusById(row.applicantStatusId);

export const addressOf = (row: ApplicantView) =>
  address({ careOf: row.careOf, street: row.street, zipcode: row.zipcode, city: row.city, country: row.country });

export const temporaryAddressOf = (row: ApplicantView) =>
  address({
    careOf: row.temporaryCareOf,
    street: row.temporaryStreet,
    zipcode: row.temporaryZipcode,
    city: row.temporaryCity,
    country: row.temporaryCountry,
  });
