// Vite plugin: writes .vite/chunk-modules.json beside the manifest, mapping each emitted JavaScript chunk to the
// source modules bundled into it (paths relative to the project root). The manifest names only entry and shared
// chunks; this file lets the bundle budget check prove that no map or back-office module is in a page's first load.
import path from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'bostadsko:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds
          .map((id) => id.split('?')[0] ?? id)
          .map((id) => (path.isAbsolute(id) ? path.relative(root, id).split(path.sep).join('/') : id))
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(modules, null, 1)}\n` });
    },
  };
}
