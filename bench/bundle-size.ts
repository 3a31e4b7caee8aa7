// Measures the start page's initial JavaScript: the module scripts and modulepreloads that
// dist/app/index.html loads, gzipped. Target: at most 130 KB. Run: npx vite build && npx tsx bench/bundle-size.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist/app');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const urls = [...html.matchAll(/(?:src|href)="\/mypages\/app\/([^"]+\.js)"/g)].map((m) => m[1] as string);
let total = 0;
for (const url of new Set(urls)) {
  const bytes = readFileSync(path.join(dist, url));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  console.log(`${url.padEnd(50)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB  gzip ${(gz / 1024).toFixed(1).padStart(7)} KB`);
}
const budget = 130 * 1024;
console.log(`initial JS (gzip): ${(total / 1024).toFixed(1)} KB of a ${budget / 1024} KB budget`);
if (total > budget) process.exitCode = 1;
