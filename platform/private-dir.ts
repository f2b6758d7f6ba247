import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Files we create from here on are readable and writable by their owner only. */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes `dir` private to the user running the programs: the folder and every folder below it
 * 0700, every file 0600. The data folder holds the database, the console's API key and its
 * cookie secret, so no other local user may read or change any of it. Symbolic links are left
 * alone (chmod would follow them out of the folder).
 */
export function makePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}

function tighten(path: string) {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    for (const entry of readdirSync(path)) tighten(join(path, entry));
  } else if ((stat.mode & 0o777 & ~0o600) !== 0) {
    chmodSync(path, stat.mode & 0o600);
  }
}
