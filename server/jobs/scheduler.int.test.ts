// The job lease: two schedulers (two server processes) on one database never run a job at once, and the
// schedule survives a restart because the last run is stored.
import { startTestServer, type TestServer } from '../test/harness';
import { JobScheduler, type Job } from './scheduler';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const quiet = { info: () => undefined, error: () => undefined };

it('runs a job in only one of two processes at a time', async () => {
  let runs = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const job: Job = { name: 'slow', everyMs: 60_000, run: async () => { runs++; await gate; return 'done'; } };
  const db = server.services.database.db;
  const a = new JobScheduler(db, [job], quiet, () => server.clock.now);
  const b = new JobScheduler(db, [job], quiet, () => server.clock.now);
  const first = a.runNow('slow');
  await new Promise((r) => setTimeout(r, 50));
  expect(await b.runNow('slow')).toEqual({ ran: false, reason: 'busy' });
  release();
  expect(await first).toEqual({ ran: true, result: 'done' });
  expect(runs).toBe(1);
  // Once released, the other process may run it.
  expect(await b.runNow('slow')).toEqual({ ran: true, result: 'done' });
  expect(runs).toBe(2);
});

it('runs due jobs on a tick and remembers across restarts', async () => {
  let runs = 0;
  const job: Job = { name: 'hourly', everyMs: 3_600_000, run: async () => String(++runs) };
  const db = server.services.database.db;
  await new JobScheduler(db, [job], quiet, () => server.clock.now).tick();
  expect(runs).toBe(1);
  // A "restarted" server (new scheduler) within the hour does not run it again…
  await new JobScheduler(db, [job], quiet, () => server.clock.now).tick();
  expect(runs).toBe(1);
  // …but does once the hour has passed.
  server.clock.now = new Date(server.clock.now.getTime() + 3_600_001);
  await new JobScheduler(db, [job], quiet, () => server.clock.now).tick();
  expect(runs).toBe(2);
});

it('refuses an unknown job and releases the lease when a job fails', async () => {
  const db = server.services.database.db;
  const failing: Job = { name: 'failing', everyMs: 1, run: async () => { throw new Error('boom'); } };
  const s = new JobScheduler(db, [failing], quiet, () => server.clock.now);
  expect(await s.runNow('nope')).toEqual({ ran: false, reason: 'unknown' });
  await expect(s.runNow('failing')).rejects.toThrow('boom');
  await expect(s.runNow('failing')).rejects.toThrow('boom'); // not stuck as busy
});
