import { readConfig } from "../platform/config";
import { openDatabase } from "../platform/db/client";
import { reseedProspects } from "../platform/seed/demo";

/**
 * `npm run seed:reset`: deletes the prospect corpus and seeds it again at SEED_PROSPECTS. The
 * one way to change a seeded corpus: starting an instance never deletes shared data. On
 * Postgres it waits for the start-up lock, so no instance seeds at the same moment; on PGlite,
 * stop the platform first (its data folder belongs to one process).
 */
const config = readConfig();
const log = (line: string) => console.log(`[seed:reset] ${line}`);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
try {
  await database.startupLock(() => reseedProspects(database.db, config.seedProspects, log));
} finally {
  await database.close();
}
