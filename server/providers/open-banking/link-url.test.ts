import { buildLinkUrl } from './link-url';

describe('buildLinkUrl', () => {
  const base = { linkUrl: 'https://link.tink.com/', clientId: 'abc', redirectUri: 'https://bostad.example.se/cb?x=1', state: 'st&ate' };

  it('builds the one-time flow URL with market SE and locale sv_SE, encoding every value', () => {
    const url = new URL(buildLinkUrl(base));
    expect(`${url.origin}${url.pathname}`).toBe('https://link.tink.com/1.0/transactions/connect-accounts');
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'abc', redirect_uri: 'https://bostad.example.se/cb?x=1', market: 'SE', locale: 'sv_SE', state: 'st&ate' });
  });

  it('adds input_provider only when given', () => {
    expect(new URL(buildLinkUrl({ ...base, inputProvider: 'se-nordea-ob' })).searchParams.get('input_provider')).toBe('se-nordea-ob');
    expect(buildLinkUrl(base)).not.toContain('input_provider');
  });

  it('keeps a base path (our sandbox)', () => {
    expect(buildLinkUrl({ ...base, linkUrl: 'http://localhost:3000/sandbox/open-banking/link' })).toMatch(/^http:\/\/localhost:3000\/sandbox\/open-banking\/link\/1\.0\/transactions\/connect-accounts\?/);
  });
});
