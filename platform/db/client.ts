import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { guardPostgres } from "./guarded-postgres";
import { POOL_SIZE, postgresOptions } from "./postgres-options";
import { withStartupLock } from "./startup-lock";
import { RUN_ONCE, retryConflictingTransactions } from "./transaction-retry";

/**
 * Either driver; the code above this module never knows which. Opened without the relational
 * `schema` option: queries name their tables through the query builder, so this floor needs to
 * know no feature's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A database handle or an open transaction: writes that must land beside another take either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Runs start-up work (seeding) one instance at a time; PGlite has only one instance. */
  startupLock: <T>(fn: () => Promise<T>) => Promise<T>;
};

export const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

/**
 * Opens Postgres when `databaseUrl` is set, otherwise PGlite in `dataDir`
 * (in memory when `dataDir` is undefined), and brings the schema up to date (on Postgres under
 * an advisory lock, so instances started together migrate one after the other).
 *
 * On either driver, `db.transaction` runs a transaction again when the database refuses it as
 * a deadlock's victim or for a serialization failure (see transaction-retry.ts).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * PGlite starts from this dump of a data directory (the tests' migrated template) instead of
   * an empty one; the migrations still run and find nothing left to do.
   */
  loadDataDir?: Blob;
  statementTimeoutMs?: number;
  log?: (line: string) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const sql = postgres(opts.databaseUrl, postgresOptions(opts));
    // Fails fast while Postgres is away and resumes alone when it is back.
    const guarded = guardPostgres(sql, {
      slots: POOL_SIZE,
      log: opts.log ?? ((line) => console.log(`[database] ${line}`)),
    });
    const db = drizzlePostgres(guarded);
    const startupLock = <T>(fn: () => Promise<T>) => withStartupLock(sql, fn);
    await startupLock(() => migrateWithoutTimeouts(opts.databaseUrl!));
    return {
      db: retryConflictingTransactions(db as unknown as Db),
      kind: "postgres",
      close: () => sql.end({ timeout: 5 }),
      startupLock,
    };
  }
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: retryConflictingTransactions(db as unknown as Db),
    kind: "pglite",
    close: () => client.close(),
    startupLock: (fn) => fn(),
  };
}

/**
 * A transaction whose body runs once, whatever the database answers: for a body that cannot
 * be repeated. A deadlock or serialization failure reaches the caller at once. Inside a
 * transaction (`db` a transaction's handle) it is a savepoint, as `db.transaction` is.
 */
export function transactionOnce<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const once = (db as { [RUN_ONCE]?: Db["transaction"] })[RUN_ONCE];
  return once ? once(fn) : db.transaction(fn);
}

/**
 * Migrations on a connection of their own, free of the request time-outs: building an index
 * of a large prospect corpus takes minutes, and a time-out would stop every start half-way.
 */
async function migrateWithoutTimeouts(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 2 });
  try {
    await migratePostgres(drizzlePostgres(sql), { migrationsFolder });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
