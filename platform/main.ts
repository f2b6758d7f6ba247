import { validAddressRanges } from "../contract/forwarded-for";
import { createApp } from "./app";
import { startCallWorker } from "./calls";
import { recordingBaseOf, startCampaignEngine } from "./campaigns/engine";
import { readConfig } from "./config";
import { openDatabase } from "./db/client";
import { platformDeps } from "./deps";
import { servePlatform } from "./http/server";
import { startJobRunner } from "./job-runner";
import { makePrivateDir, PRIVATE_UMASK } from "./private-dir";
import { seedDemo } from "./seed/demo";
import { seedDemoCampaigns, seedDemoVoiceAgents } from "./seed/demo-campaigns";
import { seedDemoWebhooks } from "./seed/demo-webhooks";
import { webhookSettings } from "./webhook-settings";
import { startWebhooks } from "./webhooks";

/** Starts the platform: migrate, seed the demo data, serve. `npm run platform`. */
async function main() {
  const config = readConfig();
  const log = (line: string) => console.log(`[platform] ${line}`);
  if (!validAddressRanges(config.trustedProxies)) {
    throw new Error("TRUSTED_PROXIES must list IP addresses or CIDR ranges, comma-separated.");
  }
  // PGlite's files, and anything else written here, are for this user only.
  process.umask(PRIVATE_UMASK);
  if (!config.databaseUrl && config.dataDir) makePrivateDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  // PGlite's first start writes its initial files 0666 whatever the umask; later ones follow it.
  if (!config.databaseUrl && config.dataDir) makePrivateDir(config.dataDir);
  log(`Database: ${database.kind === "postgres" ? "Postgres" : `PGlite in ${config.dataDir}`}.`);
  await database.startupLock(() =>
    seedDemo(database.db, {
      password: config.seedPassword,
      prospects: config.seedProspects,
      consoleKey: config.consoleApiKey,
      log,
    }),
  );
  await database.startupLock(() => seedDemoVoiceAgents(database.db));
  const deps = {
    ...platformDeps(database.db, config),
    webhooks: webhookSettings(config),
    // PGlite lives in this process and cannot go away; Postgres can.
    requestDeadlineMs: database.kind === "postgres" ? config.requestDeadlineMs : undefined,
  };
  // Shared counting from the first request when Redis is there; memory meanwhile if not.
  await deps.limiter.ready?.();
  const app = createApp(deps);
  const webhooks = startWebhooks({
    db: database.db,
    settings: deps.webhooks,
    worker: { concurrency: config.webhookConcurrency },
  });
  const receiverBase = deps.webhooks.builtInReceiverBase;
  if (receiverBase) {
    await database.startupLock(() =>
      seedDemoWebhooks(database.db, {
        receiverBase,
        retryDelaysSeconds: deps.webhooks.retryDelaysSeconds,
        log,
      }),
    );
    // After the endpoints: the campaigns' events go to them, as a user's campaign's would.
    await database.startupLock(() =>
      seedDemoCampaigns(database.db, { recordingBase: recordingBaseOf(config), log }),
    );
    log(`Webhooks: built-in demo receiver at ${receiverBase}{name} (WEBHOOK_DEMO=0 turns it off).`);
  }
  // Every instance runs jobs: new ones, and those an instance that died left behind.
  const jobs = startJobRunner(database.db, config);
  log(`Job runner ${jobs.id} started.`);
  // Every instance advances campaigns too; SKIP LOCKED claims share the enrollments out.
  const engine = startCampaignEngine(database.db, config);
  log(`Campaign engine ${engine.id} started at SIMULATION_SPEED ${config.simulationSpeed}.`);
  // And completes the calls placed through POST /calls, each once across instances.
  const callWorker = startCallWorker(database.db, config);
  if (deps.webhooks.allowPrivateTargets) {
    log("Webhooks: private targets and http allowed; test receiver at /dev/receiver/{name}.");
  }
  const server = servePlatform(app, { port: config.port, hostname: "127.0.0.1" }, (info) =>
    log(`Listening on http://127.0.0.1:${info.port}.`),
  );
  const stop = async () => {
    server.close();
    await jobs.stop();
    await engine.stop();
    await callWorker.stop();
    await webhooks.stop();
    await deps.keyUsage?.stop();
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
