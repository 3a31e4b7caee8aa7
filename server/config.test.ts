import { ConfigError, DEVELOPMENT_SECRETS, parseConfig } from './config';
import { productionEnv } from './test/production-env';

describe('parseConfig', () => {
  it('has defaults that work offline', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATABASE_URL: '', PGLITE_DIR: './data/pglite', SESSION_SECONDS: 3600, SESSION_WARNING_SECONDS: 120 });
    expect(c).toMatchObject({ FILES_DIR: './data/files', S3_BUCKET: '' }); // files in a local folder: nothing to set up
    expect(c.cookieSecure).toBe(false);
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('treats empty strings as unset and turns Secure cookies on behind https', () => {
    const c = parseConfig({ PORT: '', PUBLIC_URL: 'https://bostad.example.se' });
    expect(c.PORT).toBe(3000);
    expect(c.cookieSecure).toBe(true);
  });

  it('lists every bad variable at once', () => {
    try {
      parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECONDS: '5', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const key of ['PORT', 'DATABASE_URL', 'SESSION_SECONDS', 'LOG_LEVEL']) expect(problems).toContain(key);
    }
  });

  it.each([
    [{ SESSION_SECONDS: '100', SESSION_WARNING_SECONDS: '120' }, 'SESSION_WARNING_SECONDS'],
    [{ NODE_ENV: 'production', SANDBOXES_ENABLED: 'true' }, 'SANDBOXES_ENABLED'],
    [{ S3_BUCKET: 'dokument', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'dokument', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
  ])('refuses %o', (env, key) => {
    expect(() => parseConfig(env)).toThrow(key);
  });
});

describe('production', () => {
  it('accepts a complete production environment, and seeds nothing by default', () => {
    const c = parseConfig(productionEnv());
    expect(c.SEED_ON_EMPTY).toBe(false);
    expect(parseConfig({}).SEED_ON_EMPTY).toBe(true);
    expect(parseConfig({ SEED_ON_EMPTY: 'false' }).SEED_ON_EMPTY).toBe(false);
  });

  it.each([
    ['SEED_ON_EMPTY', { SEED_ON_EMPTY: 'true' }],
    ['PAYMENTS_URL', { PAYMENTS_URL: '' }],
    ['PAYMENTS_URL', { PAYMENTS_URL: 'http://test.api.dibspayment.eu' }],
    ['POPULATION_REGISTER_URL', { POPULATION_REGISTER_URL: '' }],
    ['OPEN_BANKING_API_URL', { OPEN_BANKING_API_URL: '' }],
    ['OPEN_BANKING_LINK_URL', { OPEN_BANKING_LINK_URL: '' }],
    ['OPEN_BANKING_LINK_URL', { OPEN_BANKING_LINK_URL: 'http://link.tink.com' }],
    ...Object.entries(DEVELOPMENT_SECRETS).map(([key, value]) => [key, { [key]: value }] as [string, Record<string, string>]),
    ['JOBS_TOKEN', { JOBS_TOKEN: 'development-only-jobs-token-2' }],
  ])('refuses %s = %o', (key, override) => {
    expect(() => parseConfig(productionEnv(override))).toThrow(`${key}:`);
  });
});
