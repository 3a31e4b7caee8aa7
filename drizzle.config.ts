import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema's index (server/db/schema/index.ts re-exports every area's tables) and
// applied by the server itself at start (never run drizzle-kit against a PGlite folder the server has open).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './drizzle',
});
