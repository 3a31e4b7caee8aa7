// The entry's stylesheet inside index.html, so the static first paint needs no second request.
import { withInlineCss } from './inline-css-plugin';

const HTML = '<head><script type="module" crossorigin src="/app/assets/index-a.js"></script><link rel="stylesheet" crossorigin href="/app/assets/index-b.css"></head>';

describe('withInlineCss', () => {
  it("replaces the build's stylesheet link by a style element with its content", () => {
    const html = withInlineCss(HTML, { 'assets/index-b.css': { type: 'asset', source: '.a{color:red}\n' } }, '/app/');
    expect(html).toBe('<head><script type="module" crossorigin src="/app/assets/index-a.js"></script><style>.a{color:red}</style></head>');
  });

  it('reads a stylesheet emitted as bytes', () => {
    const html = withInlineCss(HTML, { 'assets/index-b.css': { type: 'asset', source: new TextEncoder().encode('.b{margin:0}') } }, '/app/');
    expect(html).toContain('<style>.b{margin:0}</style>');
  });

  it('refuses what would break inlined: a missing file, a closing style tag, a relative url()', () => {
    expect(() => withInlineCss(HTML, {}, '/app/')).toThrow(/not in the build/);
    expect(() => withInlineCss(HTML, { 'assets/index-b.css': { type: 'asset', source: 'a{content:"</style>"}' } }, '/app/')).toThrow(/<\/style/);
    expect(() => withInlineCss(HTML, { 'assets/index-b.css': { type: 'asset', source: 'a{background:url(./x.svg)}' } }, '/app/')).toThrow(/relative url/);
    expect(withInlineCss(HTML, { 'assets/index-b.css': { type: 'asset', source: 'a{background:url(/app/assets/x.svg)}b{background:url("data:image/svg+xml,")}' } }, '/app/')).toContain('<style>');
  });
});
