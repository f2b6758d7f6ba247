import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type Database, openDatabase } from "../db/client";

export type TestDatabase = Database & {
  /** Same as close(): closes the connection and, on Postgres, drops the database. */
  cleanup: () => Promise<void>;
  /** The URL of the fresh Postgres database; undefined on PGlite. */
  databaseUrl?: string;
};

/**
 * A database of its own for one test file, migrated and empty.
 *
 * Without DATABASE_URL (or `opts.databaseUrl`): in-memory PGlite. With it: a new database
 * `t_<random>` created on that server, which close() (and its alias cleanup()) drops again.
 */
export async function openTestDatabase(opts: { databaseUrl?: string } = {}): Promise<TestDatabase> {
  const serverUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { ...database, cleanup: database.close };
  }

  const { url, drop: dropIt } = await emptyPostgresDatabase(serverUrl);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url });
  } catch (error) {
    await dropIt();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        await database.close();
      } finally {
        await dropIt();
      }
    })();
    return closing;
  };
  return { ...database, close, cleanup: close, databaseUrl: url };
}

/**
 * A new, empty database `t_<random>` on the server of `serverUrl`: not even migrated (tests of
 * start-up). `drop()` removes it, closing whatever connections are left.
 */
export async function emptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(8).toString("hex")}`;
  await withAdmin(serverUrl, (admin) => admin.unsafe(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await withAdmin(serverUrl, (admin) =>
      admin.unsafe(`drop database if exists "${name}" with (force)`),
    );
  };
  return { url: url.toString(), drop };
}

/**
 * Runs `fn` on a one-connection client of the server's database, falling back to the
 * `postgres` maintenance database when the URL names a database that does not exist.
 */
async function withAdmin<T>(
  serverUrl: string,
  fn: (admin: postgres.Sql) => Promise<T>,
): Promise<T> {
  const run = async (url: string) => {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      return await fn(admin);
    } finally {
      await admin.end({ timeout: 5 });
    }
  };
  try {
    return await run(serverUrl);
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error; // invalid_catalog_name
    const fallback = new URL(serverUrl);
    fallback.pathname = "/postgres";
    return run(fallback.toString());
  }
}
