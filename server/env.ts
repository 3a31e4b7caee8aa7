// Reads ./.env (if present) into process.env before the configuration is parsed; real environment wins.
import { existsSync } from 'node:fs';

export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
