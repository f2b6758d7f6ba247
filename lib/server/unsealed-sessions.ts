/**
 * Session cookies already unsealed by this process, so a browser's every API call does not pay
 * again for iron-session's key derivation, decryption and HMAC check (a quarter of a
 * millisecond each, a good share of the console's own time per forwarded request).
 *
 * A seal is immutable and authenticated: the same string under the same secret always opens
 * to the same data, so remembering the answer changes nothing but the cost. Only seals that
 * opened are kept, never past the expiry written (and authenticated) inside them, and at most
 * MAX_ENTRIES of them, the least recently used leaving first. A new secret forgets them all.
 */
export const MAX_ENTRIES = 2_000;

type Entry = { data: Record<string, unknown>; expiresAtMs: number };

let secret: string | null = null;
const entries = new Map<string, Entry>();

/**
 * The expiry inside an iron seal (`Fe26.2*id*salt*iv*data*expiry*salt*hmac`, with iron-session's
 * `~2` version after it), or NaN when it has none.
 */
export function sealExpiry(seal: string): number {
  const fields = seal.split("~")[0]!.split("*");
  return fields.length === 8 && fields[5] ? Number(fields[5]) : Number.NaN;
}

/** A copy of what `seal` opened to under `sessionSecret`, if this process opened it already. */
export function knownSession(
  sessionSecret: string,
  seal: string,
  now = Date.now(),
): Record<string, unknown> | undefined {
  if (secret !== sessionSecret) return undefined;
  const entry = entries.get(seal);
  if (!entry) return undefined;
  entries.delete(seal);
  if (entry.expiresAtMs <= now) return undefined;
  entries.set(seal, entry);
  return structuredClone(entry.data);
}

/** Remembers what `seal` opened to; a seal without an expiry, or that opened to nothing, is not. */
export function rememberSession(
  sessionSecret: string,
  seal: string,
  data: Record<string, unknown>,
  now = Date.now(),
): void {
  const expiresAtMs = sealExpiry(seal);
  if (!(expiresAtMs > now) || Object.keys(data).length === 0) return;
  if (secret !== sessionSecret) {
    entries.clear();
    secret = sessionSecret;
  }
  entries.delete(seal);
  entries.set(seal, { data: structuredClone(data), expiresAtMs });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/** For tests. */
export function forgetSessions() {
  entries.clear();
  secret = null;
}
