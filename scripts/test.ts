import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale } from "./build-if-stale";

/**
 * `npm test`: every test. Unit and platform tests (Vitest), then the console in a real
 * browser (Playwright) against the production build. Ends with one "N passed, N failed" line.
 */
const reports = mkdtempSync(join(tmpdir(), "outreach-test-"));
const bin = (name: string) => join("node_modules", ".bin", name);
const log = (line: string) => console.log(`[test] ${line}`);

// Each phase's seconds, printed at the end and, for .ci/run's table, appended to
// TEST_PHASES_FILE as "name seconds" lines.
const phases: [string, number][] = [];
function timed<T>(name: string, fn: () => T): T {
  const started = performance.now();
  try {
    return fn();
  } finally {
    const seconds = Math.round((performance.now() - started) / 1000);
    phases.push([name, seconds]);
    const file = process.env.TEST_PHASES_FILE;
    if (file) appendFileSync(file, `${name} ${seconds}\n`);
  }
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return (
    spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1
  );
}

function readCounts(
  file: string,
  pick: (json: Record<string, number>) => [number, number],
): [number, number] {
  if (!existsSync(file)) return [0, 0];
  return pick(JSON.parse(readFileSync(file, "utf8")));
}

log("Vitest: contract, platform and console units.");
const vitestFile = join(reports, "vitest.json");
const vitestStatus = timed("vitest", () =>
  run(bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestFile}`,
  ]),
);
const [vPassed, vFailed] = readCounts(vitestFile, (j) => [
  j.numPassedTests ?? 0,
  j.numFailedTests ?? 0,
]);

log("Playwright: the console in Chromium against the production build.");
timed("build", () => buildIfStale(log));
const playwrightFile = join(reports, "playwright.json");
const playwrightStatus = timed("playwright", () =>
  run(bin("playwright"), ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  }),
);
const playwrightStats = (j: Record<string, number>) =>
  (j as unknown as { stats?: Record<string, number> }).stats ?? {};
const [pPassed, pFailed] = readCounts(playwrightFile, (j) => {
  const stats = playwrightStats(j);
  return [stats.expected ?? 0, stats.unexpected ?? 0];
});
// Failed once, then passed on CI's retry: not a failure, but named so it is not forgotten.
const [pFlaky] = readCounts(playwrightFile, (j) => [playwrightStats(j).flaky ?? 0, 0]);

const passed = vPassed + pPassed;
const failed =
  vFailed +
  pFailed +
  (vitestStatus !== 0 && vFailed === 0 ? 1 : 0) +
  (playwrightStatus !== 0 && pFailed === 0 ? 1 : 0);
log(phases.map(([name, seconds]) => `${name} ${seconds} s`).join(", "));
console.log(
  `\nvitest ${vPassed} passed, ${vFailed} failed; playwright ${pPassed} passed, ${pFailed} failed${pFlaky ? `, ${pFlaky} flaky (passed on a retry)` : ""}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(vitestStatus === 0 && playwrightStatus === 0 && passed > 0 ? 0 : 1);
