// What every resolver receives: the services and the caller's session.
// createGraphQLError uses Yoga's own copy of graphql, so its errors are never masked by an instanceof miss.
import { createGraphQLError } from 'graphql-yoga';
import type { SessionPrincipal } from '../session/session.service';
import type { Services } from '../services';

export interface GraphQLContext {
  services: Services;
  principal: SessionPrincipal | null;
}

/** The logged-in applicant's id, or an UNAUTHENTICATED error (authorisation is thrown, not data). */
export function requireApplicant(ctx: GraphQLContext): number {
  return requireApplicantSession(ctx).applicantId;
}

/** The logged-in applicant's id together with the session making the request. */
export function requireApplicantSession(ctx: GraphQLContext): { applicantId: number; sessionId: string } {
  const p = ctx.principal;
  if (!p?.applicantId) {
    throw createGraphQLError('Du måste vara inloggad.', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return { applicantId: p.applicantId, sessionId: p.sessionId };
}
