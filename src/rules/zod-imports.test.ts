// zod must be configured (jitless) before any schema parses, or the browser reports the CSP's refused eval probe
// (Lighthouse best practices, the detail page's interest dialog once did): the app reaches zod only through
// src/rules/zod.ts. Type-only imports load nothing and may name zod directly.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('the app imports zod at run time only through src/rules/zod.ts', () => {
  const direct = sourceFiles(SRC)
    .filter((file) => file !== path.join(SRC, 'rules', 'zod.ts'))
    .filter((file) => /^import (?!type\b)[^;]*from 'zod(\/[^']*)?';/m.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file));
  expect(direct).toEqual([]);
});
