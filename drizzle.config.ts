import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts and applied by the server itself at start
// (never run drizzle-kit against a PGlite folder the server has open).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './drizzle',
});
