// Which chunks carry V8's compile hint, and how it is added: first line, the source map a line down.
import { addCompileHints, COMPILE_HINT, wantsCompileHint } from './compile-hints';

describe('wantsCompileHint', () => {
  it.each([
    [['/p/node_modules/react-dom/cjs/react-dom.production.js', '/p/src/main.tsx'], true],
    [['/p/src/features/account/AccountPage.tsx'], true],
    [['/p/node_modules/mapbox-gl/dist/mapbox-gl.js', '/p/src/features/map/MapboxMap.tsx'], false],
    [['C:\\p\\node_modules\\maplibre-gl\\dist\\maplibre-gl.js'], false],
    [['/p/src/features/map/mapbox-gl-style.ts'], true],
  ])('%j → %j', (moduleIds, wanted) => {
    expect(wantsCompileHint({ moduleIds })).toBe(wanted);
  });
});

describe('addCompileHints', () => {
  const chunk = (fileName: string, code: string, moduleIds: string[]) => ({ type: 'chunk' as const, fileName, code, moduleIds, map: { mappings: 'AAAA;CAAC' } });

  it('puts the magic comment on the first line, above what Vite put there, and moves the map down a line', () => {
    const entry = chunk('assets/index-a.js', 'const __vite__mapDeps=1;\nexport{}', ['/p/src/main.tsx']);
    const bundle = { [entry.fileName]: entry, 'assets/index-a.js.map': { type: 'asset' as const, source: '{"version":3,"mappings":"AAAA;CAAC"}' } };
    addCompileHints(bundle);
    expect(entry.code).toBe('//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=1;\nexport{}');
    expect(entry.map.mappings).toBe(';AAAA;CAAC');
    expect(JSON.parse(bundle['assets/index-a.js.map'].source as string)).toEqual({ version: 3, mappings: ';AAAA;CAAC' });
  });

  it('leaves the map chunks and assets alone, and adds the hint once', () => {
    const map = chunk('assets/MapboxMap-b.js', 'export{}', ['/p/node_modules/mapbox-gl/dist/mapbox-gl.js']);
    const page = chunk('assets/Page-c.js', `${COMPILE_HINT}export{}`, ['/p/src/Page.tsx']);
    const css = { type: 'asset' as const, source: 'a{}' };
    addCompileHints({ [map.fileName]: map, [page.fileName]: page, 'assets/x.css': css });
    expect(map.code).toBe('export{}');
    expect(page.code).toBe(`${COMPILE_HINT}export{}`);
    expect(css.source).toBe('a{}');
  });
});
