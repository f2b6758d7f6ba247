import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "contract",
  "public",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
];
const FINGERPRINT_FILE = join(".next", "console-fingerprint");

function walk(path: string, out: string[]) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) walk(join(path, entry), out);
  } else if (!path.endsWith(".test.ts") && !path.endsWith(".test.tsx")) {
    out.push(`${path}:${stat.size}:${stat.mtimeMs}`);
  }
}

/** A cheap fingerprint of everything the console build reads: names, sizes, mtimes. */
function sourceFingerprint(): string {
  const entries: string[] = [];
  for (const source of SOURCES) walk(source, entries);
  return createHash("sha256").update(entries.sort().join("\n")).digest("hex");
}

/** Runs `next build` unless the last build was made from the same sources. */
export function buildIfStale(log: (line: string) => void): void {
  const fingerprint = sourceFingerprint();
  const built =
    existsSync(join(".next", "BUILD_ID")) &&
    existsSync(FINGERPRINT_FILE) &&
    readFileSync(FINGERPRINT_FILE, "utf8") === fingerprint;
  if (built) return;
  log("Building the console (next build); this takes a minute or two the first time.");
  const result = spawnSync(join("node_modules", ".bin", "next"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed; see the output above.");
  writeFileSync(FINGERPRINT_FILE, fingerprint);
}
