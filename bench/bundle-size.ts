// First-load JavaScript of the start page and of a first visit straight to other pages (default: the vacant homes
// list), brotli-compressed, each chunk listed, with map-engine or back-office code flagged. The measuring is the
// CI budget check's (scripts/bundle/first-load.ts); this prints it for any pages you name.
// Run: npx vite build && npx tsx bench/bundle-size.ts [src/features/x/Page.tsx ...]   (BUNDLE_DIR=… for another build)
import path from 'node:path';
import { formatFirstLoad, measureFirstLoad, readBuild } from '../scripts/bundle/first-load';

const build = readBuild(path.resolve(process.env.BUNDLE_DIR ?? 'dist/app'));
const pages = process.argv.slice(2);
console.log(formatFirstLoad('Start page (index.html)', measureFirstLoad(build)));
for (const page of pages.length ? pages : ['src/features/listings/ListingsPage.tsx']) {
  console.log(`\n${formatFirstLoad(`${page} (first visit, before any click)`, measureFirstLoad(build, page))}`);
}
