// npm run db:migrate | db:seed — against the configured database (stop the server first when it is PGlite).
import { parseConfig } from '../config';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';
import { loadDotEnv } from '../env';
import { createFileStorage } from '../storage/create-storage';

loadDotEnv();

const command = process.argv[2];
const config = parseConfig(process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  if (command === 'migrate') {
    await database.migrate();
    console.log(`Migrated the ${database.kind} database.`);
  } else if (command === 'seed') {
    const { seeded } = await prepareDatabase(database, { seedOnEmpty: true, nodeEnv: config.NODE_ENV, storage: createFileStorage(config) });
    console.log(seeded ? 'Seeded the demo scenarios.' : 'The database already has applicants: nothing seeded.');
  } else {
    console.error('Usage: tsx server/db/cli.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
