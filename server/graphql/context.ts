// What every resolver receives: the services and the caller's session.
// createGraphQLError uses Yoga's own copy of graphql, so its errors are never masked by an instanceof miss.
import { createGraphQLError } from 'graphql-yoga';
import type { SessionPrincipal } from '../session/session.service';
import type { Services } from '../services';
import { applicantActor, type ApplicantActor } from '../domain/actor';

export interface GraphQLContext {
  services: Services;
  principal: SessionPrincipal | null;
}

/** The logged-in applicant as an actor for the services, or an UNAUTHENTICATED error (authorisation is thrown, not data). */
export function requireApplicant(ctx: GraphQLContext): ApplicantActor {
  const p = ctx.principal;
  if (!p?.applicantId) {
    throw createGraphQLError('Du måste vara inloggad.', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return applicantActor(p.applicantId, p.sessionId);
}
