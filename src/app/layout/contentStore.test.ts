import { contentHref, toFooterColumns, toMenuItems } from './contentStore';

describe('toMenuItems', () => {
  it('keeps nested items and drops malformed ones', () => {
    const menu = toMenuItems([
      { id: 1, name: 'Hyra', url: '/hyra', children: [{ id: 2, name: 'Lediga', url: '/hyra/lediga', children: [] }] },
      { id: 3, name: null, url: '/x' },
      'nonsense',
    ]);
    expect(menu).toEqual([
      { id: 1, name: 'Hyra', url: '/hyra', children: [{ id: 2, name: 'Lediga', url: '/hyra/lediga', children: [] }] },
    ]);
  });

  it('returns no items for a reply that is not a list', () => {
    expect(toMenuItems({ error: true })).toEqual([]);
  });
});

describe('toFooterColumns', () => {
  it('shows a column when it has text; titles may be null', () => {
    expect(
      toFooterColumns({
        footerFirstColumnTitle: 'Kontakt',
        footerFirstColumnText: '<p>018-10 00 00</p>',
        footerSecondColumnTitle: 'Tom',
        footerSecondColumnText: '',
        footerThirdColumnTitle: null,
        footerThirdColumnText: '<p>Om oss</p>',
      }),
    ).toEqual([
      { title: 'Kontakt', html: '<p>018-10 00 00</p>' },
      { title: null, html: '<p>Om oss</p>' },
    ]);
  });
});

describe('contentHref', () => {
  it('puts the content host before the url', () => {
    expect(contentHref('/hyra', 'https://www.example.se')).toBe('https://www.example.se/hyra');
    expect(contentHref('/hyra', '')).toBe('/hyra');
  });
});
