import { firstCardBelow, parseScrollMemory, restoreTarget, serializeScrollMemory, type ScrollMemory } from './scrollMemory';

const memory = (over: Partial<ScrollMemory> = {}): ScrollMemory => ({ y: 900, leftForHome: false, anchor: { id: 'RO00042', top: 120 }, count: 80, ...over });

describe('scroll memory', () => {
  it('reads back what it wrote and repairs or ignores damaged values', () => {
    expect(parseScrollMemory(serializeScrollMemory(memory({ leftForHome: true })))).toEqual(memory({ leftForHome: true }));
    expect(parseScrollMemory('{"y":50}')).toEqual({ y: 50, leftForHome: false, anchor: null, count: 0 });
    expect(parseScrollMemory('{"y":50,"anchor":{"id":"RO1","top":-30.5},"count":40}')).toEqual({ y: 50, leftForHome: false, anchor: { id: 'RO1', top: -30.5 }, count: 40 });
    for (const anchor of ['"RO1"', '{"id":"","top":3}', '{"id":"RO1"}', '{"id":7,"top":3}', 'null']) {
      expect(parseScrollMemory(`{"y":50,"anchor":${anchor}}`)?.anchor).toBeNull();
    }
    for (const count of ['-20', '2.5', '"40"', 'null']) expect(parseScrollMemory(`{"y":50,"count":${count}}`)?.count).toBe(0);
    for (const bad of [null, '', 'nonsense', 'null', '{"y":-3}', '{"y":"12"}', '{}']) expect(parseScrollMemory(bad)).toBeNull();
  });

  it.each([
    ['POP', memory(), true],
    ['POP', memory({ leftForHome: true }), true],
    ['PUSH', memory({ leftForHome: true }), true],
    ['PUSH', memory(), false],
    ['REPLACE', memory(), false],
  ] as const)('after %s with %j returns: %s', (type, stored, returns) => expect(restoreTarget(type, stored)).toBe(returns ? stored : null));

  it('a first visit has nothing to return to', () => expect(restoreTarget('POP', null)).toBeNull());
});

describe('firstCardBelow: the card at the top of the window', () => {
  // Three columns of cards 400 px high with 24 px between rows: the rows begin at 0, 424, 848 … (relative to the window).
  const grid = (scrolled: number, n = 30) => Array.from({ length: n }, (_, i) => ({ getBoundingClientRect: () => ({ top: Math.floor(i / 3) * 424 - scrolled, bottom: Math.floor(i / 3) * 424 + 400 - scrolled }) }));
  it.each([
    [0, 0, 0],
    [0, 399, 0],
    [0, 400, 3],
    [0, 410, 3],
    [0, 850, 6],
    [0, 4000, 27],
    [0, 5000, 30],
  ])('with the window at %i, the first card whose bottom is below %i is number %i', (scrolled, edge, expected) => expect(firstCardBelow(grid(scrolled), edge)).toBe(expected));
  it('an empty list has none', () => expect(firstCardBelow([], 0)).toBe(0));
});
