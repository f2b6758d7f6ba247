import { join } from "node:path";

/**
 * Where the programs under test listen; the config starts them on these ports.
 * `E2E_PORT` moves the pair (console on it, platform on it + 1010) so two runs can share a host.
 */
const CONSOLE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const CONSOLE_URL = `http://127.0.0.1:${CONSOLE_PORT}`;
export const PLATFORM_PORT = CONSOLE_PORT + 1010;
export const PLATFORM_URL = process.env.E2E_PLATFORM_URL ?? `http://127.0.0.1:${PLATFORM_PORT}`;
export const DEMO_PASSWORD = process.env.SEED_PASSWORD || "outreach-demo";

/** The fresh data folder the config made for this run (also holds the console's secrets). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set; run the tests through playwright.config.ts.");
  return dir;
}

/** The owner's signed-in browser state, saved once by the setup project. */
export function ownerStateFile(): string {
  return join(dataDir(), "playwright-owner-state.json");
}

/** Everything both programs printed during the run (the config tees their output here). */
export function serverLogFile(): string {
  return join(dataDir(), "servers.log");
}
