// A complete production environment for tests: every value production requires, none of the public development
// defaults. Nothing here is contacted (the tests never reach a payment, BankID, the population register or the open-banking aggregator).
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://bostad.example.se',
    SANDBOXES_ENABLED: 'false',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    BANKID_URL: 'https://appapi2.test.bankid.com',
    BANKID_CLIENT_CERT: 'unused-in-tests.pem',
    BANKID_CLIENT_KEY: 'unused-in-tests.key',
    PAYMENTS_URL: 'https://test.api.dibspayment.eu',
    PAYMENTS_SECRET_KEY: 'live-secret-key-of-the-agency-0001',
    PAYMENTS_WEBHOOK_AUTHORIZATION: 'AgencyWebhookAuth42',
    PAYMENT_LINK_SECRET: 'agency-payment-link-secret-0001',
    JOBS_TOKEN: 'agency-jobs-token-000000000001',
    POPULATION_REGISTER_URL: 'https://population-register.example.se',
    POPULATION_REGISTER_API_KEY: 'agency-population-register-key',
    OPEN_BANKING_API_URL: 'https://api.tink.com',
    OPEN_BANKING_LINK_URL: 'https://link.tink.com',
    OPEN_BANKING_CLIENT_ID: 'agency-open-banking-client',
    OPEN_BANKING_CLIENT_SECRET: 'agency-open-banking-secret-0001',
    OPEN_BANKING_ACCOUNT_KEY_SECRET: 'agency-open-banking-account-key-0001',
    ...overrides,
  };
}
