// CI check of the built SPA (run right after `vite build`; exits 1 on any failure, listing every chunk):
// - the start page's first-load JavaScript is at most 130 kB and a first visit to the vacant homes list at most
//   150 kB, brotli-compressed (what browsers receive);
// - neither carries map-engine or back-office code;
// - a first visit to the account page or the saved searches loads no zod (their forms load it when first used);
// - no library's development build is in any chunk (bundle/production-builds.ts);
// - no built script points at a source map (maps are 'hidden' and never served);
// - every script but the map libraries' begins with V8's compile hint (bundle/compile-hints.ts), and every .br and .gz
//   file holds exactly its file (the hint is added after Vite's own last change, just before compression).
// Sizes are deterministic for a given source, so this is a test, not a timing.
// Run: npx vite build && npx tsx scripts/check-bundle.ts   (BUNDLE_DIR=dist/app-x for another build folder)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPILE_HINT, wantsCompileHint } from './bundle/compile-hints';
import { isDevelopmentBuild } from './bundle/production-builds';
import { firstLoadFiles, formatFirstLoad, measureFirstLoad, readBuild } from './bundle/first-load';

export const BUDGETS = [
  { title: 'Start page (index.html)', page: undefined, budget: 130_000 },
  { title: 'Vacant homes list, first visit', page: 'src/features/listings/ListingsPage.tsx', budget: 150_000 },
] as const;

const build = readBuild(path.resolve(process.env.BUNDLE_DIR ?? 'dist/app'));
const failures: string[] = [];

for (const { title, page, budget } of BUDGETS) {
  const load = measureFirstLoad(build, page);
  console.log(`${formatFirstLoad(title, load, budget)}\n`);
  if (load.total > budget) failures.push(`${title}: ${load.total} bytes is over the budget of ${budget}`);
  if (load.forbidden.length) failures.push(`${title}: carries map or back-office code`);
}

/** Pages whose first visit loads no zod: their forms load it when first used (lazyResolver, the saved-search form). */
export const ZOD_FREE_PAGES = ['src/features/account/AccountPage.tsx', 'src/features/subscriptions/SubscriptionsPage.tsx'] as const;
for (const page of ZOD_FREE_PAGES) {
  const carrying = firstLoadFiles(build, page).filter((file) => (build.chunkModules[file] ?? []).some((m) => /(^|\/)node_modules\/zod\//.test(m)));
  console.log(`zod in the first visit of ${page}: ${carrying.length ? carrying.join(', ') : 'none'}`);
  if (carrying.length) failures.push(`${page}: its first visit loads zod (${carrying.join(', ')})`);
}

const development = Object.entries(build.chunkModules).flatMap(([file, modules]) => modules.filter(isDevelopmentBuild).map((m) => `${file}: ${m}`));
console.log(`Modules from a library's development build: ${development.length ? `\n  ${development.join('\n  ')}` : 'none'}`);
if (development.length) failures.push(`${development.length} modules come from a library's development build`);

const assets = path.join(build.dir, 'assets');
const files = readdirSync(assets);
const scripts = files.filter((f) => f.endsWith('.js'));
const pointing = scripts.filter((f) => /\/\/# sourceMappingURL=/.test(readFileSync(path.join(assets, f), 'utf8')));
console.log(`Scripts pointing at a source map: ${pointing.length ? pointing.join(', ') : 'none'}`);
if (pointing.length) failures.push('built scripts point at source maps (build.sourcemap must be "hidden")');

const unhinted = scripts.filter((f) => {
  const moduleIds = build.chunkModules[`assets/${f}`] ?? [];
  return wantsCompileHint({ moduleIds }) !== readFileSync(path.join(assets, f), 'utf8').startsWith(COMPILE_HINT);
});
console.log(`Scripts with a compile hint where they should have none, or without one: ${unhinted.length ? unhinted.join(', ') : 'none'}`);
if (unhinted.length) failures.push('compile hints are not where bundle/compile-hints.ts puts them');

const stale = files
  .filter((f) => /\.(br|gz)$/.test(f))
  .filter((f) => {
    const original = path.join(assets, f.replace(/\.(br|gz)$/, ''));
    const packed = readFileSync(path.join(assets, f));
    return !existsSync(original) || !(f.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed)).equals(readFileSync(original));
  });
console.log(`Compressed files that differ from their file: ${stale.length ? stale.join(', ') : 'none'}`);
if (stale.length) failures.push('compressed files differ from the files they stand for');

if (failures.length) {
  console.error(`\nBundle check FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nBundle check passed.');
