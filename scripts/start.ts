import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { DEFAULT_SEED_PASSWORD } from "../platform/config";
import { PRIVATE_UMASK } from "../platform/private-dir";
import { DEMO_MEMBERS } from "../platform/seed/demo";
import { buildIfStale } from "./build-if-stale";
import { consoleSecretsFile, loadOrCreateConsoleSecrets } from "./console-secrets";

/**
 * `npm start`: the embedded platform (unless OUTREACH_API_BASE_URL points elsewhere) and the
 * console's production build, with the secrets that join them. Prints where to sign in.
 */
const env = process.env;
const port = env.PORT ?? "3000";
// Only this machine can reach the console unless the operator says otherwise.
const host = env.HOST || "127.0.0.1";
const platformPort = env.PLATFORM_PORT ?? "4010";
const dataDir = env.DATA_DIR ?? ".data";
const external = Boolean(env.OUTREACH_API_BASE_URL);
const log = (line: string) => console.log(`[start] ${line}`);
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], childEnv: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: "inherit", env: childEnv });
  children.push(child);
  child.on("exit", (code, signal) => {
    log(`${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    shutdown(code ?? 1);
  });
  return child;
}

function shutdown(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** The addresses printed at start; writes are accepted only from these origins by default. */
function localOrigins(): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

async function main() {
  // Every file the programs write (data folder, logs of their own) is for this user only.
  process.umask(PRIVATE_UMASK);
  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));

  if (external && !env.OUTREACH_API_KEY) {
    throw new Error("OUTREACH_API_BASE_URL is set, so OUTREACH_API_KEY must be set too.");
  }
  const secrets = loadOrCreateConsoleSecrets(dataDir);
  const apiKey = env.OUTREACH_API_KEY ?? secrets.apiKey;
  const baseUrl = env.OUTREACH_API_BASE_URL ?? `http://127.0.0.1:${platformPort}`;

  if (!external) {
    log(`Starting the embedded platform on port ${platformPort}.`);
    run("platform", process.execPath, ["--import", "tsx", join("platform", "main.ts")], {
      ...env,
      PLATFORM_PORT: platformPort,
      DATA_DIR: dataDir,
      OUTREACH_API_KEY: apiKey,
    });
  }
  // The build and the platform's first seed both take a while; they run side by side.
  buildIfStale(log);
  await waitFor(`${baseUrl.replace(/\/$/, "")}/healthz`, 300_000).catch((err) => {
    if (!external) throw err;
    log(`Warning: ${err.message}`);
  });

  if (host !== "127.0.0.1" && host !== "localhost" && host !== "::1" && !env.CONSOLE_ORIGINS) {
    log(
      `Warning: the console listens on ${host}, but CONSOLE_ORIGINS is not set, so only pages from ${localOrigins().join(", ")} may make changes; set CONSOLE_ORIGINS to the address people use.`,
    );
  }
  run("console", process.execPath, ["--import", "tsx", join("scripts", "console-server.ts")], {
    ...env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: port,
    HOST: host,
    CONSOLE_ORIGINS: env.CONSOLE_ORIGINS || localOrigins().join(","),
    OUTREACH_API_BASE_URL: baseUrl,
    // The embedded default's key lives in the data folder, where rolling it from the API keys
    // page writes the replacement; an operator's OUTREACH_API_KEY is used as given.
    ...(env.OUTREACH_API_KEY
      ? { OUTREACH_API_KEY: apiKey }
      : { OUTREACH_API_KEY: "", OUTREACH_API_KEY_FILE: consoleSecretsFile(dataDir) }),
    SESSION_SECRET: env.SESSION_SECRET ?? secrets.sessionSecret,
  });
  const probeHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  await waitFor(
    `http://${probeHost.includes(":") ? `[${probeHost}]` : probeHost}:${port}/sign-in`,
    120_000,
  );

  const password = env.SEED_PASSWORD || DEFAULT_SEED_PASSWORD;
  console.log(
    [
      "",
      `  Outreach Console is ready: http://localhost:${port}`,
      external
        ? `  Connected to ${baseUrl}.`
        : `  Sign in as ${DEMO_MEMBERS[0]!.email} with password ${password}`,
      external
        ? ""
        : `  (also ${DEMO_MEMBERS.slice(1)
            .map((m) => m.email)
            .join(", ")})`,
      "",
    ].join("\n"),
  );
}

main().catch((err) => {
  console.error(`[start] ${err instanceof Error ? err.message : err}`);
  shutdown(1);
});
