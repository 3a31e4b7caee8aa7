// Masked errors: the client gets a Swedish message, never a stack trace or SQL; the log gets the detail.
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../domain/actor';

export const SERVER_ERROR_MESSAGE = 'Serverfel - var god försök igen om en liten stund';
export const NOT_FOUND_MESSAGE = 'Det du letade efter finns inte.';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: { statusCode?: number; message?: string }, req, reply) => {
    // A service's refusal: the actor may not do this (its text is meant for the user).
    if (err instanceof ForbiddenError) return reply.code(403).send({ success: false, error: true, errorText: err.message, validationErrors: [] });
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const errorText = status >= 500 ? SERVER_ERROR_MESSAGE : 'Felaktig begäran.';
    return reply.code(status).send({ success: false, error: true, errorText, validationErrors: [] });
  });
}
