import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/client";
import { platformDeps } from "./deps";
import { resumeInterruptedImports } from "./jobs/prospect-import";
import { makePrivateDir, PRIVATE_UMASK } from "./private-dir";
import { seedDemo } from "./seed/demo";
import { startWebhooks } from "./webhooks";
import { webhookSettings } from "./webhooks/settings";

/** Starts the platform: migrate, seed the demo data, serve. `npm run platform`. */
async function main() {
  const config = readConfig();
  const log = (line: string) => console.log(`[platform] ${line}`);
  // PGlite's files, and anything else written here, are for this user only.
  process.umask(PRIVATE_UMASK);
  if (!config.databaseUrl && config.dataDir) makePrivateDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  // PGlite's first start writes its initial files 0666 whatever the umask; later ones follow it.
  if (!config.databaseUrl && config.dataDir) makePrivateDir(config.dataDir);
  log(`Database: ${database.kind === "postgres" ? "Postgres" : `PGlite in ${config.dataDir}`}.`);
  await seedDemo(database.db, {
    password: config.seedPassword,
    prospects: config.seedProspects,
    consoleKey: config.consoleApiKey,
    log,
  });
  const deps = { ...platformDeps(database.db, config), webhooks: webhookSettings(config) };
  const app = createApp(deps);
  const webhooks = startWebhooks({ db: database.db, settings: deps.webhooks });
  // After the webhooks start, so a resumed import still announces job.completed.
  const resumed = await resumeInterruptedImports(deps);
  if (resumed > 0) log(`Resumed ${resumed} interrupted import job(s).`);
  if (deps.webhooks.allowPrivateTargets) {
    log("Webhooks: private targets and http allowed; test receiver at /dev/receiver/{name}.");
  }
  const server = serve({ fetch: app.fetch, port: config.port, hostname: "127.0.0.1" }, (info) =>
    log(`Listening on http://127.0.0.1:${info.port}.`),
  );
  const stop = async () => {
    server.close();
    await webhooks.stop();
    await deps.limiter.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error("[platform] failed to start:", err);
  process.exit(1);
});
