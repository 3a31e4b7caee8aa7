// Who is asking: every service method takes an actor and decides permission itself, so the applicant portal and the
// back office call the same services (DESIGN: "services take an actor"). Pure: no app imports.

export type StaffRole = 'handlaggare' | 'administrator';

export interface ApplicantActor {
  readonly kind: 'applicant';
  readonly applicantId: number;
  readonly sessionId: string;
}

export interface StaffActor {
  readonly kind: 'staff';
  readonly staffUserId: number;
  readonly role: StaffRole;
  readonly sessionId: string;
}

export type Actor = ApplicantActor | StaffActor;

/**
 * Steps nobody takes by hand: the scheduled jobs (a deadline passed, an interest period closed) and the demo seed.
 * Not an Actor: no request ever carries it, so no applicant-facing service can be called with it.
 */
export interface SystemActor {
  readonly kind: 'system';
  /** What took the step (a job's name, 'seed'). */
  readonly source: string;
}

export const systemActor = (source: string): SystemActor => ({ kind: 'system', source });

export const applicantActor = (applicantId: number, sessionId = ''): ApplicantActor => ({ kind: 'applicant', applicantId, sessionId });

export const staffActor = (staffUserId: number, role: StaffRole, sessionId = ''): StaffActor => ({ kind: 'staff', staffUserId, role, sessionId });

/** May this actor read or change the given applicant's own data? The applicant themself, or any staff member. */
export function mayActFor(actor: Actor, applicantId: number): boolean {
  return actor.kind === 'staff' || actor.applicantId === applicantId;
}

/** Is the actor staff with (at least) the given role? Administrators may do everything a case handler may. */
export function hasStaffRole(actor: Actor, role: StaffRole): actor is StaffActor {
  return actor.kind === 'staff' && (actor.role === 'administrator' || actor.role === role);
}

/** Thrown when an actor asks for something it may not do; the GraphQL and REST edges turn it into FORBIDDEN / 403. */
export class ForbiddenError extends Error {
  readonly code = 'FORBIDDEN';
  constructor(message = 'Du har inte behörighet att göra detta.') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** The applicant id an applicant actor acts as; staff must name the applicant explicitly. */
export function ownApplicantId(actor: Actor): number {
  if (actor.kind !== 'applicant') throw new ForbiddenError();
  return actor.applicantId;
}

/**
 * The applicant whose data a call is about: an applicant's own when none is named; a named one only when the actor
 * may act for them (staff, or the applicant themself).
 */
export function applicantIdFor(actor: Actor, applicantId?: number): number {
  if (applicantId === undefined) return ownApplicantId(actor);
  if (!mayActFor(actor, applicantId)) throw new ForbiddenError();
  return applicantId;
}
