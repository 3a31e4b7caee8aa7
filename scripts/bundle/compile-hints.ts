// V8's explicit compile hints (Chromium 136 on): a script that begins with the magic comment below has every function
// compiled eagerly, on a background thread while the file downloads, instead of lazily on the main thread when each
// function is first called. The app's chunks run most of their code while a page opens (React, the router, Apollo,
// the page's components), and that first call of cold code was a large part of each start-up task: main-thread CPU
// fell 17-31 % and the blocking time estimated from it 40-90 % (docs/performance.md, "Compile hints, and saved
// searches without zod"). Not for the map libraries: a megabyte and more of which a map uses a part, compiled only as
// it is called.
// Browsers without compile hints read a comment.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const LAZILY_COMPILED = /node_modules[\\/](mapbox-gl|maplibre-gl)[\\/]/;

export function wantsCompileHint(chunk: { moduleIds: readonly string[] }): boolean {
  return !chunk.moduleIds.some((id) => LAZILY_COMPILED.test(id));
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  moduleIds: readonly string[];
  map?: { mappings: string } | null;
}
type Bundle = Record<string, Chunk | { type: 'asset'; source: string | Uint8Array }>;

/** Puts the hint on the first line of each chunk that wants it; its source map moves down a line with the code. */
export function addCompileHints(bundle: Bundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !wantsCompileHint(chunk) || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const map = bundle[`${chunk.fileName}.map`];
    if (map?.type === 'asset') {
      const json = JSON.parse(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source)) as { mappings: string };
      json.mappings = `;${json.mappings}`;
      map.source = JSON.stringify(json);
    }
  }
}

// The hint must come first in the file, and Vite's import analysis puts its own line (__vite__mapDeps) at the top of
// chunks that import others dynamically, in its generateBundle; the .br/.gz files are written right after that, by
// the compression plugin. So the hints are added as the end of import analysis' own generateBundle: after its line,
// before compression (the way vite-plugin-compression2 attaches itself to the manifest plugin).
const IMPORT_ANALYSIS = 'vite:build-import-analysis';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function runAfter(plugin: Plugin, after: (bundle: Bundle) => void): void {
  const hook = plugin.generateBundle as Hook | { handler: Hook } | undefined;
  if (!hook) throw new Error(`compile-hints: ${IMPORT_ANALYSIS} has no generateBundle hook any more`);
  const original = typeof hook === 'function' ? hook : hook.handler;
  const handler = async function (this: unknown, ...args: unknown[]) {
    await original.apply(this, args);
    after(args[1] as Bundle);
  };
  plugin.generateBundle = (typeof hook === 'function' ? handler : { ...hook, handler }) as Plugin['generateBundle'];
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'bostadsko:compile-hints',
    apply: 'build',
    configResolved(config) {
      const importAnalysis = config.plugins.find((p) => p.name === IMPORT_ANALYSIS);
      if (!importAnalysis) throw new Error(`compile-hints: Vite has no plugin ${IMPORT_ANALYSIS} any more`);
      runAfter(importAnalysis as Plugin, addCompileHints);
    },
    // The file's name changes with its content.
    augmentChunkHash: (chunk) => (wantsCompileHint(chunk) ? COMPILE_HINT : undefined),
  };
}
