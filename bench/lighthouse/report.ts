// Medians of several Lighthouse runs per page and the markdown table the bench prints. Pure.

export interface RunMetrics {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** milliseconds */
  lcp: number | null;
  /** milliseconds */
  tbt: number | null;
  cls: number | null;
  /** milliseconds; null where Lighthouse cannot measure it (a navigation has no interaction) */
  inp: number | null;
  /** bytes over the network (total-byte-weight) */
  transferred: number | null;
  benchmarkIndex: number | null;
}

export type Metric = keyof RunMetrics;
const METRICS: Metric[] = ['performance', 'accessibility', 'bestPractices', 'lcp', 'tbt', 'cls', 'inp', 'transferred', 'benchmarkIndex'];

export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!known.length) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

/** Each metric's median over the runs (metric by metric, as Lighthouse's own advice on variability suggests). */
export function medianOfRuns(runs: readonly RunMetrics[]): RunMetrics {
  return Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))])) as unknown as RunMetrics;
}

const dash = '—';
const score = (v: number | null) => (v === null ? dash : String(Math.round(v * 100)));
const seconds = (v: number | null) => (v === null ? dash : `${(v / 1000).toFixed(1)} s`);
const ms = (v: number | null) => (v === null ? dash : `${Math.round(v).toLocaleString('sv-SE')} ms`);
const kib = (v: number | null) => (v === null ? dash : `${Math.round(v / 1024).toLocaleString('sv-SE')} KiB`);
const cls = (v: number | null) => (v === null ? dash : v.toFixed(3));
const index = (v: number | null) => (v === null ? dash : String(Math.round(v)));

export function markdownTable(rows: readonly { page: string; runs: number; metrics: RunMetrics }[]): string {
  const head = '| page | performance | accessibility | best practices | LCP | TBT | CLS | INP | transferred | benchmarkIndex | runs |';
  const rule = '|---|---|---|---|---|---|---|---|---|---|---|';
  const body = rows.map(({ page, runs, metrics: m }) =>
    `| ${page} | ${score(m.performance)} | ${score(m.accessibility)} | ${score(m.bestPractices)} | ${seconds(m.lcp)} | ${ms(m.tbt)} | ${cls(m.cls)} | ${m.inp === null ? 'n/a' : ms(m.inp)} | ${kib(m.transferred)} | ${index(m.benchmarkIndex)} | ${runs} |`,
  );
  return [head, rule, ...body].join('\n');
}
