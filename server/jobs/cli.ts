// npm run job -- <name>   Asks the running server to run a job now (and prints the job names without a name).
import { parseConfig } from '../config';
import { loadDotEnv } from '../env';

loadDotEnv();
const config = parseConfig(process.env);
const name = process.argv[2];
const base = `http://127.0.0.1:${config.PORT}/internal/jobs`;
const headers = { 'x-jobs-token': config.JOBS_TOKEN };
try {
  const res = name ? await fetch(`${base}/${encodeURIComponent(name)}`, { method: 'POST', headers }) : await fetch(base, { headers });
  const body = (await res.json()) as Record<string, unknown>;
  if (!name) console.log(`Jobs: ${(body.jobs as string[]).join(', ')}\nRun one: npm run job -- <name>`);
  else if (res.ok) console.log(`${name}: ${String(body.result)}`);
  else {
    console.error(`${name}: ${res.status === 404 ? 'no such job' : res.status === 409 ? 'already running elsewhere' : JSON.stringify(body)}`);
    process.exitCode = 1;
  }
} catch {
  console.error(`No server answers on port ${config.PORT}: start it with npm start first.`);
  process.exitCode = 1;
}
