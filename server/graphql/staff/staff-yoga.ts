// GraphQL Yoga for the staff API at /staff/api/graphql, with its own schema (staff.graphql) and context; the same
// limits, input guard, error masking and reply bound as the applicants' endpoint. POST only: no operation over GET, so
// the CSRF check of every state-changing request covers every staff operation.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Services } from '../../services';
import { maskServiceErrors } from '../errors';
import { safeYogaLogging } from '../yoga-logging';
import { useInputGuard } from '../input-guard';
import { useRequestLimits } from '../limits';
import { useProductionHardening } from '../production-hardening';
import { OPERATIONS_DIR, trustedDocumentManifest, trustedDocumentsOn, useTrustedDocuments } from '../trusted-documents';
import { boundedBody } from '../response-size';
import type { StaffGraphQLContext } from './staff-context';
import { staffResolvers } from './staff-resolvers';
import { staffTypeDefs } from './staff-schema';
import '../../staff/staff.routes';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export async function staffGraphqlPlugin(app: FastifyInstance, opts: { services: Services; endpoint: string }): Promise<void> {
  const config = opts.services.config;
  const yoga = createYoga<ServerContext, StaffGraphQLContext>({
    graphqlEndpoint: opts.endpoint,
    schema: createSchema<ServerContext & StaffGraphQLContext>({ typeDefs: staffTypeDefs, resolvers: staffResolvers as never }),
    context: ({ req }) => ({ services: opts.services, staff: req.staffActor }),
    maskedErrors: { isDev: false, maskError: maskServiceErrors },
    graphiql: false,
    landingPage: false,
    cors: false,
    plugins: [
      ...(trustedDocumentsOn(config) ? [useTrustedDocuments(trustedDocumentManifest(path.join(OPERATIONS_DIR, 'staff')))] : []),
      useRequestLimits(),
      useInputGuard(),
      ...(config.NODE_ENV === 'production' ? [useProductionHardening()] : []),
    ],
    logging: safeYogaLogging(app),
  });

  app.route({
    url: opts.endpoint,
    method: ['POST'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      const { body, tooLarge } = boundedBody(await response.text(), config.GRAPHQL_MAX_RESPONSE_BYTES);
      if (tooLarge) req.log.warn({ limit: config.GRAPHQL_MAX_RESPONSE_BYTES }, 'GraphQL reply over the size bound replaced by an error');
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(body);
    },
  });
}
