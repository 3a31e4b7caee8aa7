import { parseScrollMemory, restoreTarget, serializeScrollMemory } from './scrollMemory';

describe('scroll memory', () => {
  it('reads back what it wrote and ignores damaged values', () => {
    expect(parseScrollMemory(serializeScrollMemory({ y: 1234, leftForHome: true }))).toEqual({ y: 1234, leftForHome: true });
    expect(parseScrollMemory('{"y":50}')).toEqual({ y: 50, leftForHome: false });
    for (const bad of [null, '', 'nonsense', 'null', '{"y":-3}', '{"y":"12"}', '{}']) expect(parseScrollMemory(bad)).toBeNull();
  });

  it.each([
    ['POP', { y: 900, leftForHome: false }, 900],
    ['POP', { y: 900, leftForHome: true }, 900],
    ['PUSH', { y: 900, leftForHome: true }, 900],
    ['PUSH', { y: 900, leftForHome: false }, null],
    ['REPLACE', { y: 900, leftForHome: false }, null],
    ['POP', null, null],
  ] as const)('after %s with %j returns to %s', (type, memory, expected) => expect(restoreTarget(type, memory)).toBe(expected));
});
