// What every resolver receives: the services and the caller's session.
import { GraphQLError } from 'graphql';
import type { SessionPrincipal } from '../session/session.service';
import type { Services } from '../services';

export interface GraphQLContext {
  services: Services;
  principal: SessionPrincipal | null;
}

/** The logged-in applicant's id, or an UNAUTHENTICATED error (authorisation is thrown, not data). */
export function requireApplicant(ctx: GraphQLContext): number {
  const id = ctx.principal?.applicantId;
  if (!id) {
    throw new GraphQLError('Du måste vara inloggad.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
  return id;
}
