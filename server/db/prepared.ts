// Statements prepared once per database handle, for the hot reads whose planning costs PostgreSQL more than running
// them (the queue place, the applications page: docs/performance.md). Drizzle's prepare(name) makes node-postgres
// send a named statement, which each pooled connection parses and plans once and then only binds; on PGlite it runs
// as any other query. A transaction is a handle of its own (prepared again there, under the same name and text).
import type { DbOrTx } from './client';

export function preparedPerHandle<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byHandle = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (!prepared) byHandle.set(db, (prepared = build(db)));
    return prepared;
  };
}
