// REST of the bank area under /mypages/api/open-banking: Tink Link's callback (the registered redirect URI). The state
// ties it to the session that asked for the link (SameSite=Lax sends the session cookie on this top-level GET); the
// browser is sent on to the return page with status and case_id.
import type { FastifyInstance } from 'fastify';
import { applicantActorOf } from '../http/actor';
import { returnPageAddress, type BankService, type CallbackQuery } from './bank.service';

export async function bankRoutes(app: FastifyInstance, { bank }: { bank: BankService }): Promise<void> {
  app.get('/callback', async (req, reply) => reply.redirect(returnPageAddress(await bank.callback(applicantActorOf(req), req.query as CallbackQuery)), 302));
}
