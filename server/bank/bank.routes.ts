// REST of the bank area under /mypages/api/open-banking: Tink Link's callback (the registered redirect URI) and the
// banks' icons. The state ties the callback to the session that asked for the link (SameSite=Lax sends the session
// cookie on this top-level GET); the browser is sent on to the return page with status and case_id. An icon is served
// from our own origin (bank-icons.ts) as an image only: nosniff and a CSP of its own that runs nothing, even when an
// SVG is opened directly.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ProviderIcon } from '../providers/open-banking/client';
import { applicantActorOf } from '../http/actor';
import type { BankIcons } from './bank-icons';
import { returnPageAddress, type BankService, type CallbackQuery } from './bank.service';

function sendIcon(reply: FastifyReply, icon: ProviderIcon | null) {
  if (!icon) return reply.code(404).header('cache-control', 'no-store').send();
  return reply
    .header('content-type', icon.contentType)
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(icon.body);
}

export async function bankRoutes(app: FastifyInstance, { bank, bankIcons }: { bank: BankService; bankIcons: BankIcons }): Promise<void> {
  app.get('/callback', async (req, reply) => reply.redirect(returnPageAddress(await bank.callback(applicantActorOf(req), req.query as CallbackQuery)), 302));
  app.get('/icons/:providerId', async (req, reply) => sendIcon(reply, await bankIcons.icon((req.params as { providerId: string }).providerId)));
}
