import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makePrivateDir } from "../platform/private-dir";

export type ConsoleSecrets = { apiKey: string; sessionSecret: string };

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function base62(length: number): string {
  // 248 = 4 * 62: bytes at or above it would bias the alphabet.
  const chars = [...randomBytes(length * 2)].filter((b) => b < 248).map((b) => BASE62[b % 62]);
  return chars.length >= length ? chars.slice(0, length).join("") : base62(length);
}

export function consoleSecretsFile(dataDir: string): string {
  return join(dataDir, "console-secrets.json");
}

/**
 * The embedded default's secrets: the console's server-held API key and the cookie
 * secret, made once per data folder. The folder and everything in it are made private to
 * the user running the console (0700 / 0600) first, also when an older start left them open.
 */
export function loadOrCreateConsoleSecrets(dataDir: string): ConsoleSecrets {
  makePrivateDir(dataDir);
  const file = consoleSecretsFile(dataDir);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return JSON.parse(readFileSync(file, "utf8")) as ConsoleSecrets;
  }
  const secrets = {
    apiKey: `sk_live_${base62(32)}`,
    sessionSecret: randomBytes(32).toString("hex"),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
