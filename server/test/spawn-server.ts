// Runs the real entry point (server/main.ts) in a child process with exactly the given environment, as an operator
// would start it: either it refuses to start (exit code and stderr) or it listens (its address and stdout).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface StartedProcess {
  /** Set when the process ended before it listened. */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  baseUrl: string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL: no shutdown hooks, requests cut mid-way), as a crash would. */
  kill(): Promise<void>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** Called with each chunk the process writes to stderr (besides keeping it in `stderr`), e.g. to pass its warnings on. */
  onStderr?: (text: string) => void;
  /** Listen on this port (default: a free one), e.g. the same one again after a crash, where the webhooks are sent. */
  port?: number;
}

/** Starts server/main.ts on a free port and an in-memory database; resolves once it listens or has exited. */
export async function startMain(env: Record<string, string>, options: StartOptions = {}): Promise<StartedProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), PGLITE_DIR: 'memory://', JOBS_ENABLED: 'false', STATIC_DIR: './no-such-dir', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    out.stderr += chunk.toString();
    options.onStderr?.(chunk.toString());
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve) => child.stdout.on('data', () => out.stdout.includes('is running') && resolve()));
  const exitCode = await Promise.race([exited, listening.then(() => null)]);
  return {
    exitCode,
    get stdout() {
      return out.stdout;
    },
    get stderr() {
      return out.stderr;
    },
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
