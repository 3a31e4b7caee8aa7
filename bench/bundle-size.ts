// First-load JavaScript of the start page and of a first visit straight to other pages (default: the vacant homes
// list), brotli-compressed, each chunk listed, with map-engine or back-office code flagged. The measuring is the
// CI budget check's (scripts/bundle/first-load.ts); this prints it for any pages you name. With --modules it also
// estimates where those bytes come from (packages and source files, from the hidden source maps).
// Run: npx vite build && npx tsx bench/bundle-size.ts [--modules] [src/features/x/Page.tsx ...]   (BUNDLE_DIR=…)
import path from 'node:path';
import { formatFirstLoad, kB, measureFirstLoad, readBuild, type FirstLoad } from '../scripts/bundle/first-load';
import { moduleShares } from '../scripts/bundle/module-shares';

const build = readBuild(path.resolve(process.env.BUNDLE_DIR ?? 'dist/app'));
const args = process.argv.slice(2);
const withModules = args.includes('--modules');
const pages = args.filter((a) => a !== '--modules');

/** Each chunk's brotli size split over its sources by their share of the minified bytes; the top ones. */
function sources(load: FirstLoad, top = Number(process.env.BUNDLE_TOP ?? 20)): string {
  const estimate = new Map<string, number>();
  for (const chunk of load.chunks) {
    const shares = moduleShares(build.dir, chunk.file);
    const total = [...shares.values()].reduce((a, b) => a + b, 0);
    for (const [group, bytes] of shares) estimate.set(group, (estimate.get(group) ?? 0) + (chunk.bytes * bytes) / total);
  }
  const rows = [...estimate].sort((a, b) => b[1] - a[1]).slice(0, top);
  return ['  where the bytes come from (estimate, brotli):', ...rows.map(([g, b]) => `    ${g.padEnd(60)} ${kB(b).padStart(9)}`)].join('\n');
}

function print(title: string, load: FirstLoad) {
  console.log(formatFirstLoad(title, load));
  if (withModules) console.log(sources(load));
}

print('Start page (index.html)', measureFirstLoad(build));
for (const page of pages.length ? pages : ['src/features/listings/ListingsPage.tsx']) {
  console.log('');
  print(`${page} (first visit, before any click)`, measureFirstLoad(build, page));
}
