// Every type of schema.graphql and how the cache stores it, in one file. Entities are normalised
// by their id fields; result envelopes and value objects have no identity and live inside their
// parent (keyFields: false), replaced as a whole (merge: true keeps Apollo from warning about it).
// Normalisation is never turned off: add each new type here when it enters the schema.
import type { TypePolicies } from '@apollo/client';

const embedded = { keyFields: false, merge: true } as const;

export const typePolicies: TypePolicies = {
  // Entities
  Applicant: { keyFields: ['applicantId'] },
  ApplicantStatus: { keyFields: ['applicantStatusId'] },
  AgencyProfile: { keyFields: ['agencyCode'] },
  MaintenanceMessage: { keyFields: ['maintenanceMessageId'] },

  // Result envelopes (interface Result) and value objects
  ApplicantResult: embedded,
  StatusResult: embedded,
  MaintenanceMessageResult: embedded,
  AgencyProfileResult: embedded,
  ValidationError: { keyFields: false },
  SystemStatus: embedded,
  Address: embedded,
};

/** Lets fragments on the Result interface match its implementations. */
export const possibleTypes = {
  Result: ['ApplicantResult', 'StatusResult', 'MaintenanceMessageResult', 'AgencyProfileResult'],
};
