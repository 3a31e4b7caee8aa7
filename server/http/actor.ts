// The REST edge's counterpart of requireApplicant (server/graphql/context.ts): the request's session as an actor
// for the services, or null for a visitor without one (each route decides what a visitor gets).
import type { FastifyRequest } from 'fastify';
import { applicantActor, type ApplicantActor } from '../domain/actor';
import './principal';

export function applicantActorOf(req: FastifyRequest): ApplicantActor | null {
  const p = req.principal;
  return p?.applicantId ? applicantActor(p.applicantId, p.sessionId) : null;
}
