// Loads a table in the physical order a live database would have: rows are generated home by home, but a live table
// receives them as they happen, so one home's registrations lie scattered over the heap. COPY goes into an unlogged
// staging table, then INSERT … SELECT … ORDER BY the time column into the real one, with its primary key dropped for
// the load and added again after (a sorted build instead of ten million random inserts).
import type { Client } from 'pg';
import { copyRows, type Cell } from './copy';

export async function copyInTimeOrder(client: Client, table: string, columns: readonly string[], rows: Iterable<readonly Cell[]>, orderBy: string): Promise<number> {
  const staging = `scale_load_${table}`;
  await client.query(`create unlogged table ${staging} (like ${table} including defaults)`);
  const n = await copyRows(client, staging, columns, rows);
  const { rows: pk } = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass and contype = 'p'`,
    [table],
  );
  for (const c of pk) await client.query(`alter table ${table} drop constraint "${c.name}"`);
  await client.query(`insert into ${table} select * from ${staging} order by ${orderBy}`);
  await client.query(`drop table ${staging}`);
  for (const c of pk) await client.query(`alter table ${table} add constraint "${c.name}" ${c.definition}`);
  return n;
}
