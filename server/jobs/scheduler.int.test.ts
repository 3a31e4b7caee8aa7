// The job lease: two schedulers (two server processes) on one database never run a job at once nor one due period
// twice, a long run keeps its lease by its heartbeat, a failed job is retried with backoff and then shown failed, and
// the schedule survives a restart because the last run is stored.
import { eq } from 'drizzle-orm';
import { jobRuns } from '../db/schema';
import { JOB_MAX_ATTEMPTS } from '../domain/job-retry';
import { startTestServer, type TestServer } from '../test/harness';
import { releaseLease, tryTakeLease } from './job-lease.repository';
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

it('takes a scheduled run only while the job is due, in the same statement as the lease', async () => {
  const db = server.services.database.db;
  const at = server.clock.now;
  // Process A takes and finishes the job; process B, a moment later (with the old read-then-take it could have read
  // "never finished" before A finished), finds it not due.
  expect(await tryTakeLease(db, 'due-check', 'a', at, 60_000, { dueEveryMs: 3_600_000 })).not.toBeNull();
  expect(await tryTakeLease(db, 'due-check', 'b', at, 60_000, { dueEveryMs: 3_600_000 })).toBeNull(); // held
  await releaseLease(db, 'due-check', 'a', at, { outcome: 'ok', result: 'done' });
  expect(await tryTakeLease(db, 'due-check', 'b', at, 60_000, { dueEveryMs: 3_600_000 })).toBeNull(); // not due
  expect(await tryTakeLease(db, 'due-check', 'b', new Date(at.getTime() + 3_599_999), 60_000, { dueEveryMs: 3_600_000 })).toBeNull();
  expect(await tryTakeLease(db, 'due-check', 'b', new Date(at.getTime() + 3_600_000), 60_000, { dueEveryMs: 3_600_000 })).not.toBeNull();
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, 'due-check'));
  expect(row).toMatchObject({ runCount: 2, leaseOwner: 'b' });
});

it('runs each due period once when two schedulers tick at the same time', async () => {
  let runs = 0;
  const job: Job = { name: 'contended', everyMs: 3_600_000, run: async () => String(++runs) };
  const db = server.services.database.db;
  const a = new JobScheduler(db, [job], quiet, () => server.clock.now);
  const b = new JobScheduler(db, [job], quiet, () => server.clock.now);
  await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
  expect(runs).toBe(1);
  server.clock.now = new Date(server.clock.now.getTime() + 3_600_000);
  await Promise.all([b.tick(), a.tick(), b.tick(), a.tick()]);
  expect(runs).toBe(2);
});

it('renews the lease while a long job runs, so another process never starts it again', async () => {
  let runs = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const job: Job = { name: 'long', everyMs: 60_000, run: async () => { runs++; await gate; return 'done'; } };
  const db = server.services.database.db;
  // A real clock and a lease of 1 s renewed every 100 ms: without the heartbeat it would lapse halfway through.
  const timing = { leaseMs: 1_000, heartbeatMs: 100 };
  const a = new JobScheduler(db, [job], quiet, () => new Date(), timing);
  const b = new JobScheduler(db, [job], quiet, () => new Date(), timing);
  const first = a.runNow('long');
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 400));
    expect(await b.runNow('long')).toEqual({ ran: false, reason: 'busy' });
  }
  release();
  expect(await first).toEqual({ ran: true, result: 'done' });
  expect(runs).toBe(1);
  // The run is over: its lease is gone, not renewed on.
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, 'long'));
  expect(row).toMatchObject({ leaseOwner: null, leaseUntil: null });
});

it('retries a failing job after 1, 5 and 25 minutes, then shows it failed until its next regular run', async () => {
  let fail = true;
  let runs = 0;
  const job: Job = {
    name: 'flaky',
    everyMs: 3_600_000,
    run: async () => {
      runs++;
      if (fail) throw new Error('Mejlservern svarar inte för anna.andersson@example.se');
      return 'sent';
    },
  };
  const db = server.services.database.db;
  const s = new JobScheduler(db, [job], quiet, () => server.clock.now);
  const row = async () => (await db.select().from(jobRuns).where(eq(jobRuns.name, 'flaky')))[0]!;
  const later = (ms: number) => (server.clock.now = new Date(server.clock.now.getTime() + ms));
  const start = server.clock.now.getTime();
  await s.tick();
  expect(await row()).toMatchObject({ lastOutcome: 'retrying', attempts: 1, nextAttemptAt: new Date(start + 60_000), lastError: 'Mejlservern svarar inte för …' });
  await s.tick(); // not yet
  later(59_999);
  await s.tick();
  expect(runs).toBe(1);
  later(1);
  await s.tick();
  expect(runs).toBe(2);
  expect(await row()).toMatchObject({ lastOutcome: 'retrying', attempts: 2, nextAttemptAt: new Date(start + 60_000 + 300_000) });
  later(300_000);
  await s.tick();
  later(1_500_000);
  await s.tick();
  expect(runs).toBe(4);
  const failed = await row();
  expect(failed).toMatchObject({ lastOutcome: 'failed', attempts: JOB_MAX_ATTEMPTS, nextAttemptAt: null });
  // Failed: no more retries, the job waits for its regular interval from its last run.
  later(3_599_999);
  await s.tick();
  expect(runs).toBe(4);
  later(1);
  fail = false;
  await s.tick();
  expect(runs).toBe(5);
  expect(await row()).toMatchObject({ lastOutcome: 'ok', attempts: 0, nextAttemptAt: null, lastError: null, lastResult: 'sent' });
});
