// Secondary indexes around a bulk load: read their definitions from the catalog, drop them, and build them again after
// the COPY (one sorted build each instead of millions of inserts). Primary keys and unique constraints stay: they back
// foreign keys and conflict targets.
import type { Client } from 'pg';

export interface IndexDef {
  name: string;
  table: string;
  definition: string;
}

export async function secondaryIndexes(client: Client, tables: readonly string[]): Promise<IndexDef[]> {
  const { rows } = await client.query<IndexDef>(
    `select ic.relname as name, t.relname as "table", pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class t on t.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
      where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by t.relname, ic.relname`,
    [tables],
  );
  return rows;
}

export async function dropIndexes(client: Client, defs: readonly IndexDef[]): Promise<void> {
  for (const d of defs) await client.query(`drop index "${d.name}"`);
}

/** Builds them again, each timed (the definition is the catalog's own, so the schema is exactly the migrations'). */
export async function createIndexes(client: Client, defs: readonly IndexDef[], log: (line: string) => void): Promise<void> {
  for (const d of defs) {
    const t = performance.now();
    await client.query(d.definition);
    log(`  index ${d.name} (${d.table}) ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
}
