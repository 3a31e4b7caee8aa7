// Page data (issue 9): as it serves a page of the applicants' SPA, the server answers what that page asks for first —
// the session (GET me), the menu and footer, and the GraphQL queries of page-plan.ts — and puts the answers into the
// HTML. The queries run on the same schema, resolvers and session as over /mypages/api (so they see exactly what the
// SPA's own requests would), and their answers are written into an Apollo cache with the SPA's type policies
// (src/rules/cache): the SPA restores that cache before its first render, which then shows the page with its data,
// with no request, no loading state and no re-render per answer. A query that fails is left out: the SPA asks for it
// itself and shows its error as before. Nothing here is logged with its values.
import { createRequire } from 'node:module';
import { InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import type { FastifyRequest } from 'fastify';
import { Kind, type DocumentNode } from 'graphql';
import { possibleTypes, typePolicies } from '../../../src/rules/cache/typePolicies';
import { meReply, type MeReply } from '../../account/me-reply';
import type { MenuItem, SiteFooter } from '../../domain/content';
import { applicantActor } from '../../domain/actor';
import { SESSION_COOKIE } from '../../http/cookies';
import type { Services } from '../../services';
import type { SessionPrincipal } from '../../session/session.service';
import type { GraphQLContext } from '../context';
import { applicantSchema } from '../schema';
import { OPERATIONS_DIR, operationDocuments } from '../trusted-documents';
import { pagePlan, type PlannedQuery } from './page-plan';

// graphql's execute and validate as Yoga's schema was built with: Node's require of the package (graphql-yoga's own
// import resolves to the same CommonJS file). An ES import may load the package's .mjs copy instead (vitest does),
// whose instanceof checks refuse a schema of the other copy.
const { execute, validate } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export interface PageData {
  /** The session as GET /mypages/api/account/me answers it. */
  me: MeReply;
  /** GET …/content/navigationapi/menu and …/content/GetSiteFooter. */
  content: { menu: MenuItem[]; footer: SiteFooter };
  /** Apollo's normalised cache (InMemoryCache.extract()) with the page's first answers. */
  cache: NormalizedCacheObject;
}

const nameOf = (document: DocumentNode): string => {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return operation?.name?.value ?? '';
};

/** The SPA's operations by name, each checked against the schema once. */
function operationsByName(): Map<string, DocumentNode> {
  const schema = applicantSchema();
  const byName = new Map<string, DocumentNode>();
  for (const document of operationDocuments(OPERATIONS_DIR, ['staff'])) {
    const errors = validate(schema, document);
    if (errors.length) throw new Error(`operation ${nameOf(document)} does not fit the schema: ${errors[0]!.message}`);
    byName.set(nameOf(document), document);
  }
  return byName;
}

export type PageDataSource = (req: FastifyRequest, path: string) => Promise<PageData>;

/** The page data of a request for a page at `path` (under the SPA's base, without the query string). */
export function pageDataSource(services: Services): PageDataSource {
  const operations = operationsByName();
  const schema = applicantSchema();

  /** Runs one planned query and adds its answer to the cache and to `answers` (a failed one is left out, logged by name). */
  async function ask(req: FastifyRequest, query: PlannedQuery, answers: Map<string, unknown>, cache: InMemoryCache, principal: SessionPrincipal | null): Promise<void> {
    const variables = typeof query.variables === 'function' ? query.variables(answers) : query.variables;
    const operation = operations.get(query.operation);
    if (!variables || !operation) return;
    // The document as Apollo sends it (with __typename), so the answer normalises as the SPA's own would.
    const document = cache.transformDocument(operation);
    const contextValue: GraphQLContext = { services, principal };
    const result = await execute({ schema, document, variableValues: variables, contextValue });
    if (result.errors?.length || !result.data) {
      req.log.info({ operation: query.operation }, 'page data: a planned query failed and was left out');
      return;
    }
    // Plain objects (graphql-js builds the answer's objects without a prototype).
    const data = JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>;
    cache.writeQuery({ query: document, variables, data });
    answers.set(query.operation, data);
  }

  return async (req, path) => {
    const principal = await services.sessions.resolve(req.cookies[SESSION_COOKIE]);
    const actor = principal?.applicantId ? applicantActor(principal.applicantId, principal.sessionId) : null;
    const loggedIn = actor !== null;
    const plan = pagePlan(path, req.url.includes('?'), loggedIn);
    const cache = new InMemoryCache({ typePolicies, possibleTypes });
    const answers = new Map<string, unknown>();
    const [applicant, menu, footer] = await Promise.all([
      services.account.me(actor),
      services.content.menu(),
      services.content.footer(),
      ...plan.first.map((q) => ask(req, q, answers, cache, principal)),
    ]);
    await Promise.all(plan.second.map((q) => ask(req, q, answers, cache, principal)));
    return { me: meReply(applicant, services.config), content: { menu, footer }, cache: cache.extract() };
  };
}
