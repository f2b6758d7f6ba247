import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { KEY_PREFIXES, type KeyEnvironment } from "../../contract/api-keys";
import { randomBase62 } from "../ids";

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type GeneratedKey = { value: string; start: string; last4: string; hash: string };

/** A new key value: `sk_live_` or `sk_test_` and 32 base62 characters (190 bits). */
export function generateApiKey(environment: KeyEnvironment): GeneratedKey {
  const start = KEY_PREFIXES[environment];
  const value = `${start}${randomBase62(32)}`;
  return { value, start, last4: value.slice(-4), hash: sha256(value) };
}

export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString("base64")}$${derived.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const derived = await scryptAsync(password, Buffer.from(salt, "base64"), 32);
  return timingSafeEqual(derived, Buffer.from(hash, "base64"));
}
