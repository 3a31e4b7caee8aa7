// Libraries' production builds in our builds. React Router 7 sends every bundler to its development build whatever the
// mode (its package.json exports name dist/development under every condition: remix-run/react-router#12532, #14102,
// fixed only in its next major). That build keeps its development warnings on (ENABLE_DEV_WARNINGS) and its checks on
// every navigation, in the shell every page runs. For `vite build` this points `react-router` and `react-router/dom` at
// the production build the package also ships (same API, same version). Dev and the tests keep what the package names.
// scripts/check-bundle.ts fails when a development build of any library reaches dist/.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

/** Entries of packages whose exports map leads every bundler to a development build, and their production builds. */
export const PRODUCTION_ENTRIES = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/** A module of a library's development build (react-dom/cjs/react-dom.development.js, react-router/dist/development/…). */
export const isDevelopmentBuild = (moduleId: string): boolean =>
  /(^|\/)node_modules\/.+(\/dist\/development\/|[./]development\.m?js$)/.test(moduleId);

export const productionBuildsPlugin = (): Plugin => ({
  name: 'production-builds',
  apply: 'build',
  config: () => ({ resolve: { alias: PRODUCTION_ENTRIES } }),
});
