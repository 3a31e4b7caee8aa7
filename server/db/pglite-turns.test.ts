// takeTurns on a real PGlite: the event loop takes a turn between statements (a timer set while twenty heavy statements
// wait fires before they are all done; without takeTurns it fired only after the last), statements run in the order
// they were asked for, a failed one does not hold up the next, and a transaction runs whole before what was asked after.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from './pglite-turns';

/** A statement that keeps PGlite (and so the event loop) busy for some milliseconds. */
const HEAVY = 'select count(*) as n from generate_series(1, 60000)';

let raw: PGlite;
let turned: PGlite;

beforeAll(async () => {
  raw = new PGlite('memory://');
  await raw.waitReady;
  turned = takeTurns(new PGlite('memory://'));
  await turned.waitReady;
}, 60_000);
afterAll(async () => {
  await raw?.close();
  await turned?.close();
});

/** How many of twenty heavy statements, asked for at once, were done when a timer set at the same moment fired. */
async function doneWhenTimerFires(client: PGlite): Promise<number> {
  let done = 0;
  const statements = Array.from({ length: 20 }, () => client.query(HEAVY).then(() => done++));
  const atTimer = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
  await Promise.all(statements);
  return atTimer;
}

describe('takeTurns', () => {
  it('lets the event loop take a turn between statements', async () => {
    expect(await doneWhenTimerFires(raw)).toBe(20);
    // Statements run back to back for at most TURN_MS, so how many are done depends on the machine's speed; that the
    // timer fires before the queue is empty does not.
    expect(await doneWhenTimerFires(turned)).toBeLessThan(20);
  });

  it('runs statements in the order they were asked for, and a failed one does not hold up the next', async () => {
    const order: string[] = [];
    const asked = [
      turned.query(HEAVY).then(() => order.push('first')),
      turned.query('select * from no_such_table').catch(() => order.push('failed')),
      turned.exec('select 1').then(() => order.push('exec')),
      turned.query('select 1').then(() => order.push('last')),
    ];
    await Promise.all(asked);
    expect(order).toEqual(['first', 'failed', 'exec', 'last']);
  });

  it('runs a transaction whole before a statement asked for after it began', async () => {
    await turned.exec('create table turns (n int)');
    const seen: number[] = [];
    const tx = turned.transaction(async (t) => {
      await t.query('insert into turns values (1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await t.query('insert into turns values (2)');
    });
    const after = turned.query<{ c: number }>('select count(*)::int as c from turns').then((r) => seen.push(r.rows[0]!.c));
    await Promise.all([tx, after]);
    expect(seen).toEqual([2]);
  });
});
