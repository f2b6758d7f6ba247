import { serve } from "@hono/node-server";
import { createApp } from "../platform/app";
import { readConfig } from "../platform/config";
import { openDatabase } from "../platform/db/client";
import { platformDeps } from "../platform/deps";
import { seedDemo } from "../platform/seed/demo";

/**
 * The platform as production runs it (auth and rate limits on), in its own process, on an
 * in-memory PGlite or DATABASE_URL. Prints `ready <port> <key>` for the bench to read.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const key = `sk_live_${"b".repeat(32)}`;
await seedDemo(database.db, { password: "bench", prospects: 100, consoleKey: key });
const deps = platformDeps(database.db, readConfig());
// The bench measures throughput, not the 300/min limit: the limiter still runs on every request.
const limiter = deps.limiter;
deps.limiter = {
  ...limiter,
  hit: (bucket, _limit, windowMs) => limiter.hit(bucket, Number.MAX_SAFE_INTEGER, windowMs),
};
serve({ fetch: createApp(deps).fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  console.log(`ready ${info.port} ${key}`);
});
// A clean exit lets `node --cpu-prof` write its profile.
process.on("SIGINT", () => process.exit(0));
