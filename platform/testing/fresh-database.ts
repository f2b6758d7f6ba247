import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type Database, openDatabase } from "../db/client";
import { withAdmin } from "./postgres-admin";
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from "./template-database";

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
 *
 * Under Vitest both start as a copy of the run's migrated template (template-database.ts), so
 * the migrations that still run at open find nothing to do; elsewhere each one migrates.
 */
export async function openTestDatabase(opts: { databaseUrl?: string } = {}): Promise<TestDatabase> {
  const serverUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const templateFile = process.env[PGLITE_TEMPLATE_ENV];
    const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    const database = await openDatabase({ loadDataDir });
    return { ...database, cleanup: database.close };
  }

  // The template is on DATABASE_URL's server; another server's database migrates.
  const template = serverUrl === process.env.DATABASE_URL ? process.env[POSTGRES_TEMPLATE_ENV] : "";
  const { url, drop: dropIt } = await emptyPostgresDatabase(serverUrl, template);
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
 * start-up), or a copy of the database `template`. `drop()` removes it, closing whatever
 * connections are left.
 */
export async function emptyPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(8).toString("hex")}`;
  const from = template ? ` template "${template}"` : "";
  await withAdmin(serverUrl, (admin) => admin.unsafe(`create database "${name}"${from}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await withAdmin(serverUrl, (admin) =>
      admin.unsafe(`drop database if exists "${name}" with (force)`),
    );
  };
  return { url: url.toString(), drop };
}
