// /sandbox/newsletter: the Mailchimp v3 member endpoints the client uses, in memory, plus a tester page
// that lists members and can make the service fail (to see the portal hide its newsletter tab).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, sandboxPage } from '../../sandbox-html';
import { subscriberHash } from '../client';

interface Member {
  email_address: string;
  status: 'subscribed' | 'unsubscribed';
  list_id: string;
}

const problem = (reply: FastifyReply, status: number, title: string, detail: string) =>
  reply.code(status).type('application/problem+json').send({ type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: '' });

export async function newsletterSandboxPlugin(app: FastifyInstance, opts: { apiKey: string }): Promise<void> {
  const members = new Map<string, Member>();
  const state = { failing: false };
  const key = (listId: string, hash: string) => `${listId}/${hash}`;

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.includes('/3.0/')) return;
    if (state.failing) return problem(reply, 503, 'Service Unavailable', 'The sandbox is set to fail.');
    const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (auth.split(':')[1] !== opts.apiKey) return problem(reply, 401, 'API Key Invalid', 'Your API key may be invalid.');
  });

  app.get('/3.0/lists/:listId/members/:hash', async (req, reply) => {
    const { listId, hash } = req.params as { listId: string; hash: string };
    const m = members.get(key(listId, hash));
    if (!m) return problem(reply, 404, 'Resource Not Found', 'The requested resource could not be found.');
    return { id: hash, ...m };
  });

  app.put('/3.0/lists/:listId/members/:hash', async (req, reply) => {
    const { listId, hash } = req.params as { listId: string; hash: string };
    const body = (req.body ?? {}) as { email_address?: string; status?: string; status_if_new?: string };
    const email = body.email_address ?? '';
    if (!email || subscriberHash(email) !== hash) return problem(reply, 400, 'Invalid Resource', 'The email address does not match the subscriber hash.');
    const existing = members.get(key(listId, hash));
    const status = (existing ? body.status : (body.status_if_new ?? body.status)) as Member['status'] | undefined;
    if (status !== 'subscribed' && status !== 'unsubscribed') return problem(reply, 400, 'Invalid Resource', 'Invalid status.');
    const member = { email_address: email, status, list_id: listId };
    members.set(key(listId, hash), member);
    return { id: hash, ...member };
  });

  app.get('/', async (_req, reply) => {
    const rows = [...members.values()]
      .map((m) => `<tr><td>${escapeHtml(m.list_id)}</td><td>${escapeHtml(m.email_address)}</td><td>${m.status === 'subscribed' ? 'Prenumererar' : 'Avslutad'}</td></tr>`)
      .join('');
    const table = rows
      ? `<table><caption>Mottagare</caption><thead><tr><th scope="col">Lista</th><th scope="col">E-post</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>Inga mottagare ännu.</p>';
    const toggle = `<form method="post" action="/sandbox/newsletter/failing"><input type="hidden" name="failing" value="${state.failing ? 'false' : 'true'}"><p>Tjänsten ${state.failing ? '<strong>svarar med fel</strong>' : 'fungerar'}.</p><button type="submit">${state.failing ? 'Låt tjänsten fungera igen' : 'Låt tjänsten svara med fel'}</button></form>`;
    return reply.type('text/html; charset=utf-8').send(sandboxPage('Nyhetsbrev', `${toggle}\n${table}`));
  });

  app.post('/failing', async (req, reply) => {
    const body = (req.body ?? {}) as { failing?: string | boolean };
    state.failing = body.failing === true || body.failing === 'true';
    const wantsHtml = (req.headers.accept ?? '').includes('text/html') || req.headers['content-type']?.includes('form-urlencoded');
    return wantsHtml ? reply.redirect('/sandbox/newsletter/') : { failing: state.failing };
  });
}
