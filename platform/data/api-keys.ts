import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { KeyEnvironment } from "../../contract/api-keys";
import type { Role } from "../../contract/roles";
import { generateApiKey, sha256 } from "../auth/secrets";
import type { Db } from "../db/client";
import { apiKeys, members } from "../db/schema";
import { newId } from "../ids";

export type NewKeyInput = {
  workspaceId: string;
  label: string;
  scopes: string[] | null;
  environment: KeyEnvironment;
  expiresAt: Date | null;
  creator: { id: string; role: Role } | null;
  /** Use this value instead of a random one (the console's server-held key at seed time). */
  value?: string;
};

export async function insertApiKey(db: Db, input: NewKeyInput) {
  const generated = generateApiKey(input.environment);
  const value = input.value ?? generated.value;
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: newId("key"),
      workspaceId: input.workspaceId,
      label: input.label,
      environment: input.environment,
      start: value.slice(0, 8),
      last4: value.slice(-4),
      hash: input.value ? sha256(value) : generated.hash,
      scopes: input.scopes,
      creatorMemberId: input.creator?.id ?? null,
      creatorRole: input.creator?.role ?? null,
      expiresAt: input.expiresAt,
    })
    .returning();
  return { row: row!, value };
}

const creators = alias(members, "creators");

export async function listApiKeys(db: Db, workspaceId: string) {
  return db
    .select({ key: apiKeys, creator: { id: creators.id, email: creators.email } })
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.creatorMemberId))
    .where(eq(apiKeys.workspaceId, workspaceId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findApiKey(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({ key: apiKeys, creator: { id: creators.id, email: creators.email } })
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.creatorMemberId))
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id)));
  return row;
}

/** Revokes a key that is still active; returns false when it was already revoked or expired. */
export async function revokeApiKey(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(
      and(
        eq(apiKeys.id, id),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, at)),
      ),
    )
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/**
 * The spec's rotation: a replacement with the same label, scopes and environment, made by
 * `creator`; the old key expires after the grace period (now when it is 0).
 */
export async function rollApiKey(
  db: Db,
  old: typeof apiKeys.$inferSelect,
  creator: { id: string; role: Role },
  graceSeconds: number,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const created = await insertApiKey(tx as unknown as Db, {
      workspaceId: old.workspaceId,
      label: old.label,
      scopes: old.scopes,
      environment: old.environment,
      expiresAt: old.expiresAt && old.expiresAt > at ? old.expiresAt : null,
      creator,
    });
    const oldExpiry = new Date(at.getTime() + graceSeconds * 1000);
    const keepsEarlierExpiry = old.expiresAt && old.expiresAt < oldExpiry;
    if (!keepsEarlierExpiry) {
      await tx.update(apiKeys).set({ expiresAt: oldExpiry }).where(eq(apiKeys.id, old.id));
    }
    return created;
  });
}
