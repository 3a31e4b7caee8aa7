// @vitest-environment jsdom
import { PAGE_DATA_ELEMENT_ID } from '../../rules/pageData';
import { resetPageData, takePageCache, takePageContent, takePageSession } from './pageData';

function pageWith(text: string | null): void {
  document.body.innerHTML = text === null ? '' : `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${text}</script>`;
  resetPageData();
}

afterEach(() => pageWith(null));

describe('the page data read from the HTML', () => {
  it('gives each part once: a later check asks the server', () => {
    pageWith(JSON.stringify({ me: { success: false }, content: { menu: [], footer: {} }, cache: { ROOT_QUERY: { __typename: 'Query' } } }));
    expect(takePageSession()).toEqual({ success: false });
    expect(takePageSession()).toBeUndefined();
    expect(takePageContent()).toEqual({ menu: [], footer: {} });
    expect(takePageContent()).toBeUndefined();
    expect(takePageCache()).toEqual({ ROOT_QUERY: { __typename: 'Query' } });
    expect(takePageCache()).toBeUndefined();
  });

  it.each([
    ['no element (the dev server)', null],
    ['unreadable JSON', '{"me":'],
    ['not an object', '[1,2]'],
    ['an empty element', ''],
  ])('gives nothing for %s, so everything is fetched', (_what, text) => {
    pageWith(text);
    expect(takePageSession()).toBeUndefined();
    expect(takePageContent()).toBeUndefined();
    expect(takePageCache()).toBeUndefined();
  });

  it('gives no cache when the cache part is not an object', () => {
    pageWith(JSON.stringify({ cache: 'x' }));
    expect(takePageCache()).toBeUndefined();
  });
});
