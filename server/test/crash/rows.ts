// Raw SQL for the crash test's checks: the rows of a query on the database the killed servers wrote.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export async function rows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
