// Measures initial JavaScript, gzipped, from the build's manifest (dist/app/.vite/manifest.json):
// - the start page: the entry and its static imports (what index.html loads). Target: at most 130 KB.
// - every other page given on the command line (default: the vacant homes list): the start page's set plus the page's
//   lazy chunk and its static imports, i.e. what a first visit straight to that page downloads before any click.
//   Map code (maplibre-gl, mapbox-gl, react-map-gl) must not be in it: it loads only when the map view opens.
// Run: npx vite build && npx tsx bench/bundle-size.ts [src/features/x/Page.tsx ...]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(process.env.BUNDLE_DIR ?? 'dist/app');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
};

/** The chunk and everything it imports statically. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
  return into;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function report(title: string, keys: Set<string>): number {
  const files = [...keys].map((k) => manifest[k]?.file).filter((f): f is string => !!f && f.endsWith('.js'));
  let total = 0;
  console.log(`\n${title}`);
  for (const file of files) {
    total += sizeOf(file);
    console.log(`  ${file.padEnd(50)} gzip ${kb(sizeOf(file)).padStart(9)}`);
  }
  console.log(`  total (gzip): ${kb(total)}`);
  return total;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry in the manifest: build with `npx vite build` first');
const start = closure(entryKey);
const budget = 130 * 1024;
const startTotal = report('Start page (index.html)', start);
console.log(`  budget ${kb(budget)}: ${startTotal <= budget ? 'within' : 'OVER'}`);
if (startTotal > budget) process.exitCode = 1;

const mapCode = /maplibre|mapbox|react-map-gl/i;
const pages = process.argv.slice(2);
for (const page of pages.length ? pages : ['src/features/listings/ListingsPage.tsx']) {
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
  const keys = closure(page, new Set(start));
  report(`${page} (first visit, before any click)`, keys);
  const withMap = [...keys].filter((k) => mapCode.test(k) || mapCode.test(manifest[k]?.file ?? ''));
  console.log(`  map code in it: ${withMap.length ? withMap.join(', ') : 'none'}`);
  if (withMap.length) process.exitCode = 1;
}
