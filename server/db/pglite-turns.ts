// PGlite runs each statement synchronously on the event loop, and its own queue hands the next statement to the next
// waiter in a promise callback: under many concurrent requests the statements ran back to back without the event loop
// taking a turn. No timer fired and no other request was read until the queue was empty: with 50 requests for new
// list filters at once, /mypages/api/status (which reads nothing) took 1.5–2.4 s, some list requests waited over 10 s
// and a few connections were never answered at all (bench/listings-scale.ts). Statements now run in the order they were
// asked for, and after at most TURN_MS of them back to back the event loop gets a turn: Node reads sockets and fires
// timers, so a request that needs no database is answered within a statement or two and a new one queues behind those
// already waiting. (A turn before every statement cost half the throughput of 50 000-home filters: each turn also
// handles whatever I/O is ready; slices of 10 ms keep it.) PGlite runs one statement at a time anyway.
import type { PGlite } from '@electric-sql/pglite';

/** Statements run back to back for at most this long before the event loop gets its turn. */
export const TURN_MS = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Turned = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * For a client that is ready (after `await client.waitReady`: its start-up calls the same methods).
 * Makes the client's statements (query, exec, and a transaction as a whole: the statements inside it go through the
 * transaction's own handle) run one at a time, first asked first run, with a turn of the event loop every TURN_MS.
 */
export function takeTurns<T extends Turned>(client: T): T {
  let previous: Promise<unknown> = Promise.resolve();
  let turnStarted = performance.now();
  const inTurn = <R>(run: () => Promise<R>): Promise<R> => {
    const result = previous.then(async () => {
      if (performance.now() - turnStarted >= TURN_MS) {
        await nextTurn();
        turnStarted = performance.now();
      }
      return run();
    });
    previous = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const exec = client.exec.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const transaction = client.transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.query = ((...args: unknown[]) => inTurn(() => query(...args))) as T['query'];
  client.exec = ((...args: unknown[]) => inTurn(() => exec(...args))) as T['exec'];
  client.transaction = ((...args: unknown[]) => inTurn(() => transaction(...args))) as T['transaction'];
  return client;
}
