// npm run db:migrate: applies the committed migrations to DATABASE_URL, or to PGlite in DATA_DIR.
import { openDatabase } from './client';

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.data',
});
console.log(`Migrations applied (${database.kind}).`);
await database.close();
