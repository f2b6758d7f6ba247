import { createHash, randomUUID } from "node:crypto";
import { and, eq, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { idempotencyKeys } from "./tables";

/**
 * Idempotency-Key for any write (DESIGN.md): the first successful response to a key is kept
 * for 24 h and replayed for the same request; the same key with another request, or while
 * the first is still running, is refused. Errors keep nothing: the work they interrupted
 * rolled back, so retrying with the same key simply runs it again.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim older than this whose request never finished (a crash) may be taken over. */
const ABANDONED_CLAIM_MS = 2 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export type IdempotentRequest = {
  workspaceId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
};
export type StoredResponse = { status: number; body: unknown };

export type IdempotencyRefusal = "invalid_key" | "reused" | "in_progress";
export class IdempotencyError extends Error {
  constructor(readonly reason: IdempotencyRefusal) {
    super(`idempotency: ${reason}`);
  }
}

/** A usable key is 1 to 255 printable ASCII characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e][\x20-\x7e]*$/.test(key);
}

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What makes two requests the same: method, path and query, body, and the member behind the key
 * (none for a key without a recorded creator). A response is replayed only to the member whose
 * request made it, so another member reusing their key cannot read what it answered, such as a
 * Copilot thread of theirs; it gets the reused key's 422.
 */
export function requestHash(
  method: string,
  path: string,
  body: unknown,
  memberId: string | null,
): string {
  const member = memberId === null ? "" : `\nmember ${memberId}`;
  return createHash("sha256")
    .update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}${member}`)
    .digest("hex");
}

export type Claim =
  | { kind: "claimed"; token: string }
  | { kind: "replay"; response: StoredResponse };

/**
 * Takes the key for this request, or says why not: its kept response (a replay), another
 * request under it ("reused"), or the same request still running ("in_progress").
 */
export async function claim(db: Db, request: IdempotentRequest, now: Date): Promise<Claim> {
  const token = randomUUID();
  const values = {
    ...request,
    state: "running" as const,
    claimToken: token,
    responseStatus: null,
    responseBody: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
  };
  const whereKey = and(
    eq(idempotencyKeys.workspaceId, request.workspaceId),
    eq(idempotencyKeys.key, request.key),
  );
  // A deleted record (a released claim) between the two statements just means: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [taken] = await db
      .insert(idempotencyKeys)
      .values(values)
      .onConflictDoUpdate({
        target: [idempotencyKeys.workspaceId, idempotencyKeys.key],
        set: values,
        setWhere: or(
          lte(idempotencyKeys.expiresAt, now),
          and(
            eq(idempotencyKeys.state, "running"),
            lte(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_CLAIM_MS)),
          ),
        ),
      })
      .returning({ token: idempotencyKeys.claimToken });
    if (taken?.token === token) return { kind: "claimed", token };

    const [existing] = await db.select().from(idempotencyKeys).where(whereKey);
    if (!existing) continue;
    const sameRequest =
      existing.method === request.method &&
      existing.path === request.path &&
      existing.requestHash === request.requestHash;
    if (!sameRequest) throw new IdempotencyError("reused");
    if (existing.state === "running" || existing.responseStatus === null) {
      throw new IdempotencyError("in_progress");
    }
    return {
      kind: "replay",
      response: { status: existing.responseStatus, body: existing.responseBody },
    };
  }
  throw new IdempotencyError("in_progress");
}

/** Gives up a claim whose request failed: its work rolled back, so a retry may run it. */
export async function release(db: Db, request: IdempotentRequest, token: string) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.workspaceId, request.workspaceId),
        eq(idempotencyKeys.key, request.key),
        eq(idempotencyKeys.claimToken, token),
      ),
    );
}

/** Stores the response in the work's own transaction, so work and record commit together. */
export async function complete(
  tx: Db,
  request: IdempotentRequest,
  token: string,
  response: StoredResponse,
) {
  const stored = await tx
    .update(idempotencyKeys)
    .set({ state: "completed", responseStatus: response.status, responseBody: response.body })
    .where(
      and(
        eq(idempotencyKeys.workspaceId, request.workspaceId),
        eq(idempotencyKeys.key, request.key),
        eq(idempotencyKeys.claimToken, token),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  // Another request took the claim over (ours looked abandoned): roll our work back.
  if (stored.length === 0) throw new IdempotencyError("in_progress");
}

export async function pruneExpired(db: Db, workspaceId: string, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.workspaceId, workspaceId), lte(idempotencyKeys.expiresAt, now)));
}
