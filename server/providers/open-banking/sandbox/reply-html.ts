// Every sandbox page leaves the same way: never cached, as HTML.
import type { FastifyReply } from 'fastify';

export const sendHtml = (reply: FastifyReply, status: number, body: string) => reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
