// What every staff resolver receives: the services and the staff member of the request's staff session (resolved in the
// staff API's preHandler from its own cookie; an applicant's session never becomes one).
import { createGraphQLError } from 'graphql-yoga';
import { ForbiddenError, hasStaffRole, type StaffActor, type StaffRole } from '../../domain/actor';
import type { Services } from '../../services';

export interface StaffGraphQLContext {
  services: Services;
  staff: StaffActor | null;
}

/**
 * The logged-in staff member as an actor for the services: UNAUTHENTICATED without a staff session, FORBIDDEN when a
 * role is asked for and the member lacks it (an administrator has every role). The services check permission again.
 */
export function requireStaff(ctx: StaffGraphQLContext, role?: StaffRole): StaffActor {
  const staff = ctx.staff;
  if (!staff) throw createGraphQLError('Du måste vara inloggad.', { extensions: { code: 'UNAUTHENTICATED' } });
  if (role && !hasStaffRole(staff, role)) throw new ForbiddenError();
  return staff;
}
