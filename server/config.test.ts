import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('has defaults that work offline', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATABASE_URL: '', PGLITE_DIR: './data/pglite', SESSION_SECONDS: 3600, SESSION_WARNING_SECONDS: 120 });
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
  ])('refuses %o', (env, key) => {
    expect(() => parseConfig(env)).toThrow(key);
  });
});
