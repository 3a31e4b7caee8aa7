import { htmlWithPageData } from './spa';

const TEMPLATE = '<!doctype html><html><head><link rel="preload" href="/mypages/api/account/me" as="fetch" crossorigin /><title>t</title></head><body><div id="root"></div></body></html>';
const dataOf = (html: string) => JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as unknown;

describe('htmlWithPageData', () => {
  it('puts the data before </body> and drops the preload of GET me', () => {
    const html = htmlWithPageData(TEMPLATE, { me: { success: false } });
    expect(html).toBe('<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script id="page-data" type="application/json">{"me":{"success":false}}</script></body></html>');
  });

  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['an HTML comment opening', '<!--<script>'],
    ['replacement patterns', "$& $' $` $$"],
    ['line and paragraph separators', 'a\u2028b\u2029c'],
  ])('keeps %s as text of the data, never markup', (_what, text) => {
    const html = htmlWithPageData(TEMPLATE, { name: text });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(dataOf(html)).toEqual({ name: text });
  });

  it('appends the data to a template without a body element', () => {
    expect(dataOf(htmlWithPageData('<!doctype html><title>t</title>', [1]))).toEqual([1]);
  });
});
