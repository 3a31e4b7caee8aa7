// How errors thrown by services reach GraphQL clients: a refusal (ForbiddenError) as FORBIDDEN with its Swedish text,
// so the client can tell "not allowed" from a fault; anything else unexpected stays masked by Yoga (no stack, no SQL).
import { createGraphQLError, maskError, type MaskError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { ForbiddenError } from '../domain/actor';

export const maskServiceErrors: MaskError = (error, message, isDev) => {
  // A resolver's error arrives wrapped in a GraphQLError (a duck test: Yoga's graphql may be another copy).
  const at = (error ?? {}) as Partial<GraphQLError>;
  const original = at.originalError ?? error;
  if (original instanceof ForbiddenError) {
    return createGraphQLError(original.message, { nodes: at.nodes, source: at.source, positions: at.positions, path: at.path, extensions: { code: original.code } });
  }
  return maskError(error, message, isDev);
};
