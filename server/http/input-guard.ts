// Refuses a REST request under /mypages/api whose JSON body or query string holds a forbidden character (NUL and other
// control characters; server/domain/forbidden-text.ts), before any handler runs. GraphQL has its own check
// (server/graphql/input-guard.ts) and the registration form's JSON part is checked where it is read.
import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_TEXT_MESSAGE, findForbiddenText } from '../domain/forbidden-text';

export function registerInputGuard(app: FastifyInstance, prefix: string, graphqlEndpoint: string): void {
  app.addHook('preValidation', async (req, reply) => {
    if (!req.url.startsWith(prefix)) return;
    const pathname = req.url.split('?')[0];
    if (pathname === graphqlEndpoint) return;
    const field = findForbiddenText(req.query) ?? findForbiddenText(req.body);
    if (field) {
      return reply.code(400).send({ success: false, error: true, errorText: FORBIDDEN_TEXT_MESSAGE, validationErrors: [{ code: field, text: FORBIDDEN_TEXT_MESSAGE }] });
    }
  });
}
