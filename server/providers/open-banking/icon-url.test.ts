import { iconType, isAllowedIconUrl } from './icon-url';

const SANDBOX_API = 'http://127.0.0.1:41234/sandbox/open-banking/api';
const TINK_API = 'https://api.tink.com';
const HOSTS = ['cdn.tink.se'];

describe('isAllowedIconUrl', () => {
  it.each([
    ['the sandbox’s icon on the API’s own origin', 'http://127.0.0.1:41234/sandbox/open-banking/icons/se-nordea-ob.svg', SANDBOX_API, true],
    ['another port of that host', 'http://127.0.0.1:8080/icons/x.svg', SANDBOX_API, false],
    ['Tink’s CDN over https', 'https://cdn.tink.se/provider-images/nordea.png', TINK_API, true],
    ['the CDN’s host in capitals', 'https://CDN.TINK.SE/provider-images/nordea.png', TINK_API, true],
    ['Tink’s CDN over plain http', 'http://cdn.tink.se/provider-images/nordea.png', TINK_API, false],
    ['a look-alike host', 'https://cdn.tink.se.evil.example/nordea.png', TINK_API, false],
    ['a sub-domain of an allowed host', 'https://x.cdn.tink.se/nordea.png', TINK_API, false],
    ['credentials in the address', 'https://user:pw@cdn.tink.se/nordea.png', TINK_API, false],
    ['another scheme', 'file:///etc/passwd', TINK_API, false],
    ['a data address', 'data:image/svg+xml,<svg/>', TINK_API, false],
    ['no address', 'not a url', TINK_API, false],
    ['an internal address', 'http://169.254.169.254/latest/meta-data', TINK_API, false],
  ])('%s', (_name, url, api, allowed) => {
    expect(isAllowedIconUrl(url, api, HOSTS)).toBe(allowed);
  });
});

describe('iconType', () => {
  it.each([
    ['image/png', 'image/png'],
    ['image/svg+xml; charset=utf-8', 'image/svg+xml'],
    ['IMAGE/JPEG', 'image/jpeg'],
    ['text/html', null],
    ['image/svg', null],
    [null, null],
  ])('%s → %s', (header, type) => {
    expect(iconType(header)).toBe(type);
  });
});
