// /sandbox/mail: the outbox as a page (links clickable) and as JSON for tests.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { escapeHtml, linkify, sandboxPage } from '../../sandbox-html';
import { listMail } from '../outbox.repository';

export async function mailSandboxPlugin(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.get('/messages', async (req) => {
    const { to } = req.query as { to?: string };
    return listMail(opts.db, { to });
  });

  app.get('/', async (req, reply) => {
    const { to } = req.query as { to?: string };
    const mails = await listMail(opts.db, { to });
    const list = mails.length
      ? mails
          .map(
            (m) => `<article aria-labelledby="mail-${m.mailId}">
<h2 id="mail-${m.mailId}">${escapeHtml(m.subject)}</h2>
<p class="meta">Till: ${escapeHtml(m.to)} · Från: ${escapeHtml(m.from)} · ${escapeHtml(m.createdAt.toISOString())}</p>
<pre>${linkify(m.text)}</pre>
${m.attachments.map((a) => `<details><summary>Bilaga: ${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</summary><pre>${escapeHtml(a.content)}</pre></details>`).join('\n')}
</article>`,
          )
          .join('\n')
      : '<p>Utkorgen är tom.</p>';
    const form = `<form method="get"><label for="to">Visa e-post till</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"> <button type="submit">Filtrera</button></form>`;
    return reply.type('text/html; charset=utf-8').send(sandboxPage('E-post (utkorg)', `${form}\n${list}`));
  });
}
