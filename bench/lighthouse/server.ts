// Starts the portal the way `npm start` does (server/main.ts on a built SPA), on an in-memory PGlite seeded with the
// demo scenarios, and waits until it answers. Compression and cache headers do not depend on NODE_ENV, so the pages
// travel exactly as in production; NODE_ENV stays the default because production refuses demo data.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface StartedServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startPortal(opts: { port: number; staticDir: string; cwd?: string }): Promise<StartedServer> {
  const cwd = opts.cwd ?? process.cwd();
  const staticDir = path.resolve(cwd, opts.staticDir);
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new Error(`no built SPA in ${staticDir}: run \`npx vite build\` first`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      PGLITE_DIR: 'memory://',
      STATIC_DIR: staticDir,
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited with ${code}`))));
  const ready = (async () => {
    for (let i = 0; i < 240; i++) {
      try {
        const res = await fetch(`${baseUrl}/mypages/api/status`);
        if (res.status === 200 || res.status === 401) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the server did not answer within two minutes');
  })();
  await Promise.race([ready, exited]);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
