import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { serverSecrets } from "./tables";

/** Each database's secrets, read once per process (they never change once made). */
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The platform's secret called `name`: 256 random bits, made by whichever instance needs it
 * first and then shared by all of them through the database.
 */
export function serverSecret(db: Db, name: string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = new Map();
    cache.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrMake(db, name);
    // A failed read (the database away) is tried again next time.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

async function readOrMake(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}
