// COPY … FROM STDIN in PostgreSQL's text format: rows a generator yields, sent in ~256 kB chunks as they are made, so
// the generator and the server work at once and memory stays flat.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value of one column: null is \N, booleans t/f, Dates ISO 8601 (to the millisecond). */
export type Cell = string | number | boolean | null | Date;

const cell = (v: Cell): string => {
  if (v === null) return '\\N';
  if (v === true) return 't';
  if (v === false) return 'f';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number') return String(v);
  // Only the generator's own text reaches here; escape what the text format reserves anyway.
  return /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!) : v;
};

function* chunks(rows: Iterable<readonly Cell[]>, counter: { n: number }): Generator<string> {
  let buffer = '';
  for (const row of rows) {
    buffer += row.map(cell).join('\t') + '\n';
    counter.n++;
    if (buffer.length > 256_000) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/** COPYs the rows into the table's named columns; the others take their defaults. Returns the row count. */
export async function copyRows(client: Client, table: string, columns: readonly string[], rows: Iterable<readonly Cell[]>): Promise<number> {
  const counter = { n: 0 };
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks(rows, counter)), sink);
  return counter.n;
}
