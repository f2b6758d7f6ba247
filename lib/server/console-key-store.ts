import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";

/**
 * Where the console's own API key comes from, and how rolling it switches the console in place.
 *
 * `OUTREACH_API_KEY_FILE` (the embedded default sets it to DATA_DIR/console-secrets.json) wins
 * over `OUTREACH_API_KEY`. The file may hold the bare key or JSON with an `apiKey` field; it is
 * re-read when it changes, so an operator can replace the key without a restart too. After a
 * roll from the API keys page this process uses the replacement at once and writes it to the
 * file, so a restart keeps it; without a file the switch lasts until the console restarts.
 *
 * Several console instances stay on one key by sharing the file: a roll from any of them
 * writes it, and every other one reads the replacement on its next request (the file is
 * checked on each, by its identity, not its time alone: a copy that keeps the old time still
 * counts). Should a change still go unseen (a network file system's cached attributes), a
 * refusal of the key reads the file again before it is believed (`rereadConsoleKey`).
 */
type Env = Record<string, string | undefined>;

/** What identifies one version of the file: a rename, a rewrite or a copy changes it. */
type FileVersion = { dev: number; ino: number; mtimeMs: number; ctimeMs: number; size: number };

let fileCache: { path: string; version: FileVersion; key: string } | null = null;
let switched: { from: string; to: string } | null = null;

function sameVersion(a: FileVersion, b: FileVersion): boolean {
  return (
    a.dev === b.dev &&
    a.ino === b.ino &&
    a.mtimeMs === b.mtimeMs &&
    a.ctimeMs === b.ctimeMs &&
    a.size === b.size
  );
}

function readKeyFile(path: string): string {
  const { dev, ino, mtimeMs, ctimeMs, size } = statSync(path);
  const version = { dev, ino, mtimeMs, ctimeMs, size };
  if (fileCache?.path === path && sameVersion(fileCache.version, version)) return fileCache.key;
  const key = parseKeyFile(readFileSync(path, "utf8"));
  fileCache = { path, version, key };
  return key;
}

function parseKeyFile(text: string): string {
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === "object" && "apiKey" in json && typeof json.apiKey === "string") {
      return json.apiKey.trim();
    }
  } catch {
    // Not JSON: the file holds the key itself.
  }
  return text.trim();
}

/** The key the operator configured, before any switch made by a roll. */
function configuredKey(env: Env): string {
  const file = env.OUTREACH_API_KEY_FILE?.trim();
  if (file) {
    try {
      return readKeyFile(file);
    } catch {
      return "";
    }
  }
  return env.OUTREACH_API_KEY?.trim() ?? "";
}

/** The key the console acts with now. */
export function currentConsoleKey(env: Env = process.env): string {
  const configured = configuredKey(env);
  return switched && switched.from === configured ? switched.to : configured;
}

/**
 * The platform refused `refused`: reads the key file again whatever its attributes say, and
 * returns the key to use instead, or null when there is no other (then the refusal stands).
 * Another instance's roll, or an operator's new file, is found here at the latest.
 */
export function rereadConsoleKey(refused: string, env: Env = process.env): string | null {
  fileCache = null;
  const key = currentConsoleKey(env);
  return key && key !== refused ? key : null;
}

/**
 * From now on this process uses `to` wherever it used `from`; with a key file, the file holds
 * `to` afterwards (written whole and renamed, readable by its owner only). Returns whether the
 * switch survives a restart.
 */
export function switchConsoleKey(from: string, to: string, env: Env = process.env): boolean {
  switched = { from: configuredKey(env), to };
  const file = env.OUTREACH_API_KEY_FILE?.trim();
  if (!file || configuredKey(env) !== from) return false;
  try {
    const text = readFileSync(file, "utf8");
    let next: string;
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      next = `${JSON.stringify({ ...json, apiKey: to }, null, 2)}\n`;
    } catch {
      next = `${to}\n`;
    }
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    writeFileSync(temporary, next, { mode: 0o600 });
    renameSync(temporary, file);
    return true;
  } catch (err) {
    console.error("[console] could not save the rolled console key to OUTREACH_API_KEY_FILE", err);
    return false;
  }
}

/** For tests: forget any switch and cached file. */
export function resetConsoleKeyStore() {
  switched = null;
  fileCache = null;
}
