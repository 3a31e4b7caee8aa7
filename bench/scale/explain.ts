// The plans behind a service call: a Drizzle handle over the same pool that records every query it sends, so each
// call's SQL can be run again under EXPLAIN (ANALYZE, BUFFERS) with the same parameters. Read-only calls only
// (EXPLAIN ANALYZE executes the statement).
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';

export interface Recorded {
  query: string;
  params: unknown[];
}

export function recordingDb(pool: Pool): { db: Db; take: () => Recorded[] } {
  let log: Recorded[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => log.push({ query, params }) } });
  return {
    db: db as unknown as Db,
    take: () => {
      const taken = log;
      log = [];
      return taken;
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each recorded SELECT, slowest first: [execution ms, plan text]. */
export async function explainAll(pool: Pool, recorded: readonly Recorded[]): Promise<{ ms: number; query: string; plan: string }[]> {
  const plans = [];
  for (const r of recorded) {
    if (!/^\s*(select|with)/i.test(r.query)) continue;
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${r.query}`, r.params as unknown[]);
    const plan = rows.map((x) => x['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    plans.push({ ms, query: r.query, plan });
  }
  return plans.sort((a, b) => b.ms - a.ms);
}
