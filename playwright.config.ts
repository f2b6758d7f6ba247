import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CONSOLE_URL, ownerStateFile, PLATFORM_PORT, serverLogFile } from "./e2e/env";

/**
 * End-to-end tests against the production build of both programs, started by
 * `scripts/start.ts` on their own ports with a fresh data folder.
 */
// Workers load this file again; they inherit the variable, so all share one folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "outreach-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Debian's headless shell (Chromium's old headless mode, without the browser's own UI: a tenth
 * less time over the suite) when installed, else Debian's Chromium, else Playwright's own.
 */
const SYSTEM_CHROMIUM = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find(existsSync);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed test runs once more and is reported as flaky when it then passes, so the
  // report keeps naming what a loaded machine shakes loose (the Back-navigation flake was
  // Next's router dropping a traversal: e2e/back-after-reload.spec.ts).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: CONSOLE_URL,
    headless: true,
    // Recording a trace screenshots every action: a quarter of the browser tests' time. CI
    // records one only when a failed test runs again.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The console honours reduced motion; with it a check (axe's contrast, a position) reads
    // the page at rest, not halfway through a button's colour change.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    {
      name: "console",
      testMatch: /.*\.spec\.ts/,
      dependencies: ["setup"],
      use: { storageState: ownerStateFile() },
    },
  ],
  webServer: {
    // Also kept in a file, so tests can check that no log line holds a secret.
    command: `npx tsx scripts/start.ts 2>&1 | tee "${serverLogFile()}"`,
    url: `${CONSOLE_URL}/sign-in`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: new URL(CONSOLE_URL).port,
      PLATFORM_PORT: String(PLATFORM_PORT),
      DATA_DIR: dataDir,
      SEED_PROSPECTS: "2000",
      // Webhooks: the platform's built-in test receiver (/dev/receiver/{name}) on plain http,
      // and a retry schedule short enough to watch a delivery fail within a test.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "1",
      WEBHOOK_RETRY_DELAYS: "1,2",
      WEBHOOK_TIMEOUT_MS: "3000",
      // Every test signs in, from one address, far more often than a person would.
      SIGN_IN_LIMITS: "10000/10000/10000",
      // The demo's seeded history stays; its background trickle would make counts move.
      // Auto-disable after 12 s of failures, so a test can watch it happen.
      WEBHOOK_DISABLE_AFTER_SECONDS: "12",
      // The outreach engine runs two simulated hours a second, so a campaign's first reply
      // (minutes to a day and a half after a send) shows within seconds.
      SIMULATION_SPEED: "7200",
    },
  },
});
