import { mkdirSync, rmSync } from "node:fs";
import postgres from "postgres";
import { openDatabase } from "../platform/db/client";
import { seedDemo } from "../platform/seed/demo";
import { copyProspectCorpus } from "./prospect-corpus-copy";

export type Corpus = {
  size: number;
  kind: "postgres" | "pglite";
  /** DATABASE_URL for Postgres, DATA_DIR for PGlite: what the platform is started with. */
  env: Record<string, string>;
};

const label = (size: number) =>
  size >= 1_000_000 ? `${size / 1_000_000}m` : `${Math.round(size / 1000)}k`;

/**
 * The corpus of `size` prospects in a database of its own, `bench_prospects_<size>` on the
 * server of `serverUrl` (or a PGlite folder `.data-bench/prospects-<size>`), with the demo
 * workspaces. Seeded afresh unless `reuse`, which takes the database as a previous run left it.
 * Postgres is filled with COPY; PGlite, which has no COPY from a client, with the demo seed's
 * own batched inserts.
 */
export async function prepareCorpus(opts: {
  size: number;
  serverUrl?: string;
  reuse: boolean;
  log: (line: string) => void;
}): Promise<Corpus> {
  const { size, log } = opts;
  const started = performance.now();
  if (opts.serverUrl) {
    const name = `bench_prospects_${label(size)}`;
    const url = new URL(opts.serverUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    if (!opts.reuse) {
      const admin = postgres(opts.serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.unsafe(`create database "${name}"`);
      await admin.end();
      const database = await openDatabase({ databaseUrl, log });
      await database.close();
      await copyProspectCorpus(databaseUrl, size, { log });
      const seeded = await openDatabase({ databaseUrl, log });
      await seedDemo(seeded.db, { password: "bench", prospects: size, log });
      await seeded.close();
      log(`${name} seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    return { size, kind: "postgres", env: { DATABASE_URL: databaseUrl } };
  }
  const dataDir = `.data-bench/prospects-${label(size)}`;
  if (!opts.reuse) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    const database = await openDatabase({ dataDir });
    await seedDemo(database.db, { password: "bench", prospects: size, log });
    await database.close();
    log(`${dataDir} seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return { size, kind: "pglite", env: { DATA_DIR: dataDir } };
}
