import { inlineScriptSources } from './inline-scripts';

describe('inline script sources for the Content-Security-Policy', () => {
  it('hashes each attribute-less script as CSP Level 2 does, and nothing else', () => {
    // The example of the CSP specification: alert('Hello, world.');
    const html = `<head><script>alert('Hello, world.');</script><script type="module" src="/a.js"></script></head><body><script>x()</script></body>`;
    expect(inlineScriptSources(html)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(inlineScriptSources('<script src="/a.js"></script>')).toEqual([]);
  });
});
