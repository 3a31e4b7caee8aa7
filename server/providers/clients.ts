// The provider clients, built from configuration in one place beside their sandboxes: each speaks to the real service
// when its URL is configured, otherwise to our own sandbox wherever this server listens (known only once it does,
// so clients are built on first use).
import type { Config } from '../config';
import type { Db } from '../db/client';
import { BankIdClient } from './bankid/client';
import { Mailer } from './mail/mailer';
import { NewsletterClient } from './newsletter/client';
import { NexiClient } from './payments/client';
import { OpenBankingClient } from './open-banking/client';
import { OPEN_BANKING_SANDBOX, openBankingSettings } from './open-banking/settings';
import type { PaymentSetup } from './payments/setup';
import { PopulationRegisterClient } from './population-register/client';
import type { SelfUrl } from './self-url';

export interface ProviderClients {
  bankId: () => BankIdClient;
  payments: () => NexiClient;
  paymentSetup: PaymentSetup;
  populationRegister: () => PopulationRegisterClient;
  newsletter: () => NewsletterClient;
  /** Tink's API and Link (open banking): the real service when configured, else our sandbox. */
  openBanking: () => OpenBankingClient;
  mailer: Mailer;
}

export function buildProviderClients(config: Config, db: Db, selfUrl: SelfUrl): ProviderClients {
  const bankIdTls = config.BANKID_CLIENT_PFX || config.BANKID_CLIENT_CERT
    ? {
        pfx: config.BANKID_CLIENT_PFX || undefined,
        passphrase: config.BANKID_CLIENT_PASSPHRASE || undefined,
        cert: config.BANKID_CLIENT_CERT || undefined,
        key: config.BANKID_CLIENT_KEY || undefined,
        ca: config.BANKID_CA || undefined,
      }
    : undefined;
  // One BankID client: its TLS agent keeps connections to the RP API open.
  let bankIdClient: BankIdClient | undefined;
  return {
    bankId: () =>
      (bankIdClient ??= new BankIdClient({ baseUrl: selfUrl.resolve(config.BANKID_URL, '/sandbox/bankid'), tls: bankIdTls, timeoutMs: config.BANKID_TIMEOUT_MS })),
    payments: () => new NexiClient({ baseUrl: selfUrl.resolve(config.PAYMENTS_URL, '/sandbox/payments'), secretKey: config.PAYMENTS_SECRET_KEY }),
    paymentSetup: {
      publicUrl: config.PUBLIC_URL,
      // The server talks to its own sandbox where it listens, but the browser reaches it only through PUBLIC_URL
      // (same origin as the portal, so the card page's form may send the browser back).
      browserUrl: (url) => (config.PAYMENTS_URL ? url : `${new URL(config.PUBLIC_URL).origin}${new URL(url).pathname}${new URL(url).search}`),
      // The sandbox delivers webhooks to wherever this server listens; the real provider to the public address.
      webhookBaseUrl: () => (config.PAYMENTS_URL ? config.PUBLIC_URL.replace(/\/$/, '') : selfUrl.resolve('', '')),
      webhookAuthorization: config.PAYMENTS_WEBHOOK_AUTHORIZATION,
      termsUrl: config.PAYMENTS_TERMS_URL || `${config.PUBLIC_URL.replace(/\/$/, '')}/mypages/app/`,
    },
    populationRegister: () =>
      new PopulationRegisterClient({
        baseUrl: selfUrl.resolve(config.POPULATION_REGISTER_URL, '/sandbox/population-register'),
        apiKey: config.POPULATION_REGISTER_API_KEY,
        customerNumber: config.POPULATION_REGISTER_CUSTOMER_NUMBER,
      }),
    newsletter: () => new NewsletterClient({ baseUrl: selfUrl.resolve(config.NEWSLETTER_URL, '/sandbox/newsletter'), apiKey: config.NEWSLETTER_API_KEY }),
    openBanking: () => {
      const settings = openBankingSettings(config);
      return new OpenBankingClient({ ...settings, apiUrl: selfUrl.resolve(settings.apiUrl, `${OPEN_BANKING_SANDBOX}/api`) });
    },
    mailer: new Mailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
  };
}
