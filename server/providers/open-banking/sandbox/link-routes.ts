// Tink Link under <mount>/link: GET /1.0/transactions/connect-accounts starts a session (client_id and redirect_uri
// must be the registered ones), then /session/{id} walks its steps: bank → BankID (an order at our BankID sandbox,
// collected when the page is loaded) → accounts → consent → 302 to redirect_uri with code and state, or with
// error … on failure. The tester's switches make a step fail or the validation wait.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BankIdClient } from '../../bankid/client';
import { toBase64Utf8 } from '../../bankid/client';
import { refuseCrossSitePosts } from '../../same-origin';
import { sendHtml as html } from './reply-html';
import { LINK_PATH } from '../link-url';
import { bankByName, type Bank } from './banks';
import type { LinkSession, OpenBankingBook } from './book';
import { failureUrl, FAILURES, successUrl, type LinkFailure } from './callback';
import { accountsOf, type Customer } from './ledger';
import { accountsStep, bankIdStep, bankStep, consentStep, dead, type LinkPageModel } from './link-page';
import { personaOf } from './personas';

export interface LinkRoutesOptions {
  book: OpenBankingBook;
  clientId: string;
  redirectUris: string[];
  bankId: () => BankIdClient;
  /** The sandbox's mount point (pages link to its icons and sessions). */
  base: string;
}

const PENDING_TEXT: Record<string, string> = {
  outstandingTransaction: 'Väntar på att du öppnar BankID.',
  noClient: 'Väntar på att du öppnar BankID.',
  started: 'BankID startar.',
  userSign: 'Skriv in din säkerhetskod i BankID-appen.',
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : []);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function linkRoutes(app: FastifyInstance, opts: LinkRoutesOptions): Promise<void> {
  const { book, base } = opts;
  app.addHook('onRequest', refuseCrossSitePosts);

  const model = (s: LinkSession, problem?: string): LinkPageModel => ({ base, sessionId: s.id, problem });
  const customerOf = (s: LinkSession, bank: Bank): Customer => ({ personalNumber: s.personalNumber!, persona: personaOf(s.personalNumber!), bank });
  const fail = (reply: FastifyReply, s: LinkSession, f: LinkFailure) => {
    book.end(s);
    return reply.header('cache-control', 'no-store').redirect(failureUrl(s.redirectUri, f, s.state, s.bankName), 302);
  };
  const toSession = (reply: FastifyReply, s: LinkSession) => reply.redirect(`${base}/link/session/${s.id}`, 303);

  /** The bank is chosen: the switches may end the flow here, else a BankID order starts at the bank. */
  async function chooseBank(req: FastifyRequest, reply: FastifyReply, s: LinkSession, bank: Bank) {
    if (book.switches.bankUnavailable) return fail(reply, { ...s, bankName: bank.name }, FAILURES.bankUnavailable);
    if (book.switches.userCancels) return fail(reply, { ...s, bankName: bank.name }, FAILURES.bankIdCancelled);
    try {
      const order = await opts.bankId().auth({ endUserIp: req.ip, userVisibleData: toBase64Utf8(`Identifiera dig hos ${bank.displayName} för att dela dina kontouppgifter.`) });
      return toSession(reply, book.update(s, { step: 'bankid', bankName: bank.name, orderRef: order.orderRef, autoStartToken: order.autoStartToken }));
    } catch {
      return fail(reply, { ...s, bankName: bank.name }, FAILURES.bankIdUnavailable);
    }
  }

  const sessionOf = (req: FastifyRequest) => book.session((req.params as { id: string }).id);
  const gone = (reply: FastifyReply) => html(reply, 404, dead('Sessionen finns inte', 'Anslutningen är avslutad eller har gått ut. Gå tillbaka till tjänsten och börja om.'));

  app.get(LINK_PATH, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    if (str(q.client_id) !== opts.clientId) return html(reply, 400, dead('Felaktig begäran', 'Tjänsten är okänd (INVALID_PARAMETER_CLIENT_ID).'));
    const redirectUri = str(q.redirect_uri);
    if (!opts.redirectUris.includes(redirectUri)) return html(reply, 400, dead('Felaktig begäran', 'Adressen att återvända till är inte registrerad (INVALID_PARAMETER_REDIRECT_URI).'));
    const s = book.startSession(redirectUri, str(q.state) || undefined);
    if (str(q.market).toUpperCase() !== 'SE') return fail(reply, s, FAILURES.badMarket);
    const bank = bankByName(str(q.input_provider));
    return bank ? chooseBank(req, reply, s, bank) : toSession(reply, s);
  });

  app.get('/session/:id', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return gone(reply);
    const bank = s.bankName ? bankByName(s.bankName) : undefined;
    if (s.step === 'bank' || !bank) return html(reply, 200, bankStep(model(s)));
    if (s.step === 'bankid') return collect(reply, s, bank);
    const chosen = accountsOf(customerOf(s, bank), book.now());
    if (s.step === 'accounts') return html(reply, 200, accountsStep(model(s), bank, chosen));
    return html(reply, 200, consentStep(model(s), bank, chosen.filter((a) => s.accountIds?.includes(a.id))));
  });

  async function collect(reply: FastifyReply, s: LinkSession, bank: Bank) {
    let result;
    try {
      result = await opts.bankId().collect(s.orderRef!);
    } catch {
      return fail(reply, s, FAILURES.bankIdUnavailable);
    }
    if (result.status === 'pending') return html(reply, 200, bankIdStep(model(s), bank, s.autoStartToken!, PENDING_TEXT[result.hintCode] ?? 'Väntar på BankID.'));
    if (result.status === 'failed') return fail(reply, s, result.hintCode === 'userCancel' ? FAILURES.bankIdCancelled : FAILURES.bankIdFailed);
    const next = book.update(s, { step: 'accounts', personalNumber: result.completionData.user.personalNumber });
    return html(reply, 200, accountsStep(model(next), bank, accountsOf(customerOf(next, bank), book.now())));
  }

  const body = (req: FastifyRequest) => (typeof req.body === 'object' && req.body ? req.body : {}) as Record<string, unknown>;

  app.post('/session/:id/bank', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return gone(reply);
    const bank = bankByName(str(body(req).provider));
    if (s.step !== 'bank') return toSession(reply, s);
    return bank ? chooseBank(req, reply, s, bank) : html(reply, 422, bankStep(model(s, 'Välj en bank i listan.')));
  });

  app.post('/session/:id/accounts', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return gone(reply);
    const bank = s.bankName ? bankByName(s.bankName) : undefined;
    if (s.step !== 'accounts' || !bank) return toSession(reply, s);
    const owned = accountsOf(customerOf(s, bank), book.now());
    const ids = strings(body(req).accountId).filter((id) => owned.some((a) => a.id === id));
    if (ids.length === 0) return html(reply, 422, accountsStep(model(s, 'Välj minst ett konto.'), bank, owned));
    return toSession(reply, book.update(s, { step: 'consent', accountIds: ids }));
  });

  app.post('/session/:id/consent', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return gone(reply);
    if (s.step !== 'consent' || !s.accountIds?.length) return toSession(reply, s);
    book.end(s); // one consent per session, even while the validation below waits
    if (book.switches.validationDelayMs > 0) await sleep(book.switches.validationDelayMs);
    const credentialsId = book.newCredentialsId();
    const code = book.issueCode({ personalNumber: s.personalNumber!, bankName: s.bankName!, accountIds: s.accountIds, credentialsId });
    return reply.header('cache-control', 'no-store').redirect(successUrl(s.redirectUri, code, credentialsId, s.state), 302);
  });

  app.post('/session/:id/cancel', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return gone(reply);
    if (s.orderRef && s.step === 'bankid') await opts.bankId().cancel(s.orderRef).catch(() => undefined);
    return fail(reply, s, FAILURES.cancelled);
  });
}
