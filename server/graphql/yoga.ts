// GraphQL Yoga at /mypages/api, in its own encapsulated Fastify plugin (it owns multipart parsing).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { Services } from '../services';
import type { GraphQLContext } from './context';
import { maskServiceErrors } from './errors';
import { safeYogaLogging } from './yoga-logging';
import { useInputGuard } from './input-guard';
import { useRequestLimits } from './limits';
import { useProductionHardening } from './production-hardening';
import { OPERATIONS_DIR, trustedDocumentManifest, trustedDocumentsOn, useTrustedDocuments } from './trusted-documents';
import { applicantSchema, applicantTypeDefs } from './schema';
import { boundedBody } from './response-size';
import { COMPRESSION_THRESHOLD_BYTES } from '../http/compression';
import { ListingResponseCache } from '../listings/listing-response-cache';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export async function graphqlPlugin(app: FastifyInstance, opts: { services: Services; endpoint: string }): Promise<void> {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    graphqlEndpoint: opts.endpoint,
    schema: applicantSchema(),
    context: ({ req }) => ({ services: opts.services, principal: req.principal }),
    // Unexpected errors reach the client as a bare "Unexpected error."; GraphQLErrors we throw keep their text, and a
    // service's refusal is FORBIDDEN.
    maskedErrors: { isDev: false, maskError: maskServiceErrors },
    graphiql: opts.services.config.NODE_ENV === 'development',
    landingPage: false,
    // The SPA is served from this origin, so no cross-origin reader is ever allowed (Yoga's default echoes any Origin
    // with credentials).
    cors: false,
    plugins: [
      ...(trustedDocumentsOn(opts.services.config) ? [useTrustedDocuments(trustedDocumentManifest(OPERATIONS_DIR))] : []),
      useRequestLimits(),
      useInputGuard(),
      ...(opts.services.config.NODE_ENV === 'production' ? [useProductionHardening()] : []),
    ],
    // Yoga logs unexpected errors (a failed database query among them) as loose arguments: never with their values.
    logging: safeYogaLogging(app),
  });

  // Yoga reads multipart (file uploads) itself.
  app.addContentTypeParser('multipart/form-data', {}, (_req, _payload, done) => done(null));

  // The public list and map points are answered from memory before Yoga when the listings have not changed.
  const listingCache = new ListingResponseCache(applicantTypeDefs, opts.services.listings, { compressAbove: COMPRESSION_THRESHOLD_BYTES });

  app.route({
    url: opts.endpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    preHandler: (req, reply) => listingCache.answer(req, reply),
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      // Every reply is one JSON document (no subscriptions or incremental delivery), so it can be measured.
      const { body, tooLarge } = boundedBody(await response.text(), opts.services.config.GRAPHQL_MAX_RESPONSE_BYTES);
      if (tooLarge) req.log.warn({ limit: opts.services.config.GRAPHQL_MAX_RESPONSE_BYTES }, 'GraphQL reply over the size bound replaced by an error');
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') reply.header(key, value);
      });
      listingCache.keep(req, reply, response.status, response.headers, body);
      reply.status(response.status);
      reply.send(body);
      return reply;
    },
  });
}
