import { buildMenuTree, buildSiteFooter } from './content';

describe('buildMenuTree', () => {
  it('nests children under their parents in row order', () => {
    const tree = buildMenuTree([
      { navigationItemId: 1, parentId: null, name: 'Hyra', url: '/hyra' },
      { navigationItemId: 2, parentId: 1, name: 'Lediga', url: '/hyra/lediga' },
      { navigationItemId: 3, parentId: null, name: 'Om oss', url: '/om' },
    ]);
    expect(tree).toEqual([
      { id: 1, name: 'Hyra', url: '/hyra', children: [{ id: 2, name: 'Lediga', url: '/hyra/lediga', children: [] }] },
      { id: 3, name: 'Om oss', url: '/om', children: [] },
    ]);
  });
  it('drops orphans and survives cycles', () => {
    const tree = buildMenuTree([
      { navigationItemId: 1, parentId: 2, name: 'A', url: '/a' },
      { navigationItemId: 2, parentId: 1, name: 'B', url: '/b' },
    ]);
    expect(tree).toEqual([]);
  });
});

describe('buildSiteFooter', () => {
  it('maps positions to the three column fields and leaves missing ones null', () => {
    expect(
      buildSiteFooter([
        { position: 3, title: null, html: '<p>c</p>' },
        { position: 1, title: 'Kontakt', html: '<p>a</p>' },
      ]),
    ).toEqual({
      footerFirstColumnTitle: 'Kontakt',
      footerFirstColumnText: '<p>a</p>',
      footerSecondColumnTitle: null,
      footerSecondColumnText: null,
      footerThirdColumnTitle: null,
      footerThirdColumnText: '<p>c</p>',
    });
  });
});
