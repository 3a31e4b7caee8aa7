// The applicant statuses the portal knows. COAPPLICANT marks a co-applicant (spec 000 §3).
export const APPLICANT_STATUSES = {
  QUEUE: { applicantStatusId: 1, name: 'QUEUE' },
  COAPPLICANT: { applicantStatusId: 2, name: 'COAPPLICANT' },
  PENDING_PAYMENT: { applicantStatusId: 3, name: 'PENDING_PAYMENT' },
  DEREGISTERED: { applicantStatusId: 4, name: 'DEREGISTERED' },
} as const;

export type ApplicantStatusName = keyof typeof APPLICANT_STATUSES;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[ApplicantStatusName];

export function applicantStatusById(id: number): ApplicantStatus {
  const found = Object.values(APPLICANT_STATUSES).find((s) => s.applicantStatusId === id);
  if (!found) throw new Error(`Unknown applicant status id ${id}`);
  return found;
}

/** A deregistered account can no longer log in. */
export function canLogIn(statusId: number): boolean {
  return statusId !== APPLICANT_STATUSES.DEREGISTERED.applicantStatusId;
}
