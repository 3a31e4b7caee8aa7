// The open-banking sandbox as a Fastify plugin: Tink's API under <prefix>/api, Tink Link under <prefix>/link, the
// banks' logos under <prefix>/icons and the tester page at <prefix>/. Register it with prefix /sandbox/open-banking,
// only when sandboxes are on. Its bank identifies users through our BankID sandbox, over HTTP like any RP.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { BankIdClient } from '../../bankid/client';
import type { SelfUrl } from '../../self-url';
import { openBankingSettings } from '../settings';
import { apiRoutes } from './api-routes';
import { bankByName } from './banks';
import { DEFAULT_TIMING, OpenBankingBook, type OpenBankingTiming } from './book';
import { bankIcon } from './icons';
import { linkRoutes } from './link-routes';
import { testerRoutes } from './tester-routes';

export interface OpenBankingSandboxOptions {
  config: Config;
  /** Where this server listens: the bank's BankID orders go to its /sandbox/bankid. */
  selfUrl: SelfUrl;
  now?: () => Date;
  timing?: Partial<OpenBankingTiming>;
}

export async function openBankingSandboxPlugin(app: FastifyInstance, opts: OpenBankingSandboxOptions): Promise<void> {
  const settings = openBankingSettings(opts.config);
  const book = new OpenBankingBook(opts.now ?? (() => new Date()), { ...DEFAULT_TIMING, ...opts.timing });
  const base = app.prefix.replace(/\/+$/, '');
  let bankIdClient: BankIdClient | undefined;
  const bankId = () => (bankIdClient ??= new BankIdClient({ baseUrl: opts.selfUrl.resolve('', '/sandbox/bankid') }));
  const sandboxUrl = (req: FastifyRequest) => `${req.protocol}://${req.host}${base}`;

  await app.register(apiRoutes, { prefix: '/api', book, clientId: settings.clientId, clientSecret: settings.clientSecret, sandboxUrl });
  await app.register(linkRoutes, { prefix: '/link', book, clientId: settings.clientId, redirectUris: [settings.redirectUri], bankId, base });
  await app.register(testerRoutes, { book, base });
  app.get('/icons/:file', async (req, reply) => {
    const bank = bankByName((req.params as { file: string }).file.replace(/\.svg$/, ''));
    if (!bank) return reply.code(404).send();
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(bankIcon(bank));
  });
}
