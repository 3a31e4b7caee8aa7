// PGlite runs each statement synchronously on the event loop, and its own queue hands the next statement to the next
// waiter in a promise callback: under many concurrent requests the statements ran back to back without the event loop
// taking a turn. No timer fired and no other request was read until the queue was empty: with 50 requests for new
// list filters at once, /mypages/api/status (which reads nothing) took 1.5–2.4 s, some list requests waited over 10 s
// and a few connections were never answered at all (bench/listings-scale.ts). Statements now run one per turn of the
// event loop, in the order they were asked for: between two of them Node reads sockets and fires timers, so a request
// that needs no database is answered at once and a new one queues behind those already waiting. PGlite runs one
// statement at a time anyway, so nothing runs slower for it.
import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Turned = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * For a client that is ready (after `await client.waitReady`: its start-up calls the same methods).
 * Makes the client's statements (query, exec, and a transaction as a whole: the statements inside it go through the
 * transaction's own handle) run one at a time, each in a turn of the event loop of its own, first asked first run.
 */
export function takeTurns<T extends Turned>(client: T): T {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <R>(run: () => Promise<R>): Promise<R> => {
    const result = previous.then(nextTurn).then(run);
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
