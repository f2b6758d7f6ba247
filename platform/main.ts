import { createApp } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/client";
import { platformDeps } from "./deps";
import { servePlatform } from "./http/server";
import { resumeInterruptedImports } from "./jobs/prospect-import";
import { seedDemo } from "./seed/demo";
import { startWebhooks } from "./webhooks";
import { webhookSettings } from "./webhooks/settings";

/** Starts the platform: migrate, seed the demo data, serve. `npm run platform`. */
async function main() {
  const config = readConfig();
  const log = (line: string) => console.log(`[platform] ${line}`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
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
  const server = servePlatform(app, { port: config.port, hostname: "127.0.0.1" }, (info) =>
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
