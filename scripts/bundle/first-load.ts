// What a page's first load downloads, from the build's manifest (.vite/manifest.json) and the chunk-modules file our
// Vite plugin writes beside it. Shared by the CI budget check (scripts/check-bundle-budget.ts) and the on-demand
// bench (bench/bundle-size.ts), so both measure the same thing the same way:
// - the start page: the entry chunk and its static imports (what index.html loads and modulepreloads);
// - any other page: the start page's set plus the page's lazy chunk and its static imports (a first visit straight
//   to that page, before any click).
// Sizes are brotli at quality 11: the bytes a browser receives, since the build writes .br files with the same
// settings and the server sends them (server/http/spa.ts). kB = 1000 bytes, as Vite reports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { CHUNK_MODULES_FILE } from './chunk-modules-plugin';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface Build {
  dir: string;
  manifest: Record<string, ManifestChunk>;
  /** Emitted chunk file → the source modules bundled into it. */
  chunkModules: Record<string, string[]>;
}

export interface ChunkSize {
  file: string;
  bytes: number;
}

export interface FirstLoad {
  /** undefined: the start page. */
  page: string | undefined;
  chunks: ChunkSize[];
  total: number;
  /** Modules that must never be in a first load (map engines, back office) and the chunk that carries each. */
  forbidden: { file: string; module: string }[];
}

/** Map engines with their React wrappers, and the back office: loaded only when asked for, never on a first visit. */
export const NEVER_IN_FIRST_LOAD: readonly RegExp[] = [
  /^node_modules\/(maplibre-gl|mapbox-gl|react-map-gl|@vis\.gl\/react-(maplibre|mapbox))\//,
  /^src\/features\/map\/(MaplibreMap|MapboxMap)\.tsx$/,
  /^src\/features\/staff\//,
];

export function readBuild(dir: string): Build {
  const read = (file: string) => {
    try {
      return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
    } catch {
      throw new Error(`${path.join(dir, file)} is missing: build first with \`npx vite build\` (this repository's vite.config.ts)`);
    }
  };
  return {
    dir,
    manifest: read('.vite/manifest.json') as Build['manifest'],
    chunkModules: read(CHUNK_MODULES_FILE) as Build['chunkModules'],
  };
}

/** The manifest key and every key it imports statically. */
function closure(build: Build, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of build.manifest[key]?.imports ?? []) closure(build, dep, into);
  return into;
}

/** The JavaScript files a first visit to the page downloads, in load order (entry first). */
export function firstLoadFiles(build: Build, page?: string): string[] {
  const entry = Object.keys(build.manifest).find((k) => build.manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const keys = closure(build, entry, new Set());
  if (page) {
    if (!build.manifest[page]) throw new Error(`${page} is not a chunk of the build (give its source path, e.g. src/features/listings/ListingsPage.tsx)`);
    closure(build, page, keys);
  }
  const files = [...keys].map((k) => build.manifest[k]?.file).filter((f): f is string => !!f && f.endsWith('.js'));
  return [...new Set(files)];
}

const brotliCache = new Map<string, number>();
/** Brotli size (quality 11, text mode) of a built file: what the server sends to a browser that accepts br. */
export function brotliSize(dir: string, file: string): number {
  const full = path.join(dir, file);
  let size = brotliCache.get(full);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(full), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }).length;
    brotliCache.set(full, size);
  }
  return size;
}

export function measureFirstLoad(build: Build, page?: string): FirstLoad {
  const files = firstLoadFiles(build, page);
  const chunks = files.map((file) => ({ file, bytes: brotliSize(build.dir, file) }));
  const forbidden = files.flatMap((file) =>
    (build.chunkModules[file] ?? []).filter((m) => NEVER_IN_FIRST_LOAD.some((re) => re.test(m))).map((module) => ({ file, module })),
  );
  return { page, chunks, total: chunks.reduce((sum, c) => sum + c.bytes, 0), forbidden };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A readable report: each chunk with its size, the total, the budget's verdict and any forbidden module. */
export function formatFirstLoad(title: string, load: FirstLoad, budget?: number): string {
  const lines = [title];
  for (const c of [...load.chunks].sort((a, b) => b.bytes - a.bytes)) lines.push(`  ${c.file.padEnd(56)} ${kB(c.bytes).padStart(10)}`);
  lines.push(`  ${'total (brotli)'.padEnd(56)} ${kB(load.total).padStart(10)}`);
  if (budget !== undefined) lines.push(`  budget ${kB(budget)}: ${load.total <= budget ? 'within' : `OVER by ${kB(load.total - budget)}`}`);
  lines.push(
    load.forbidden.length
      ? `  map or back-office code in it (not allowed):\n${load.forbidden.map((f) => `    ${f.module} (in ${f.file})`).join('\n')}`
      : '  map or back-office code in it: none',
  );
  return lines.join('\n');
}
