import { and, desc, eq, gt, isNull, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { KeyEnvironment } from "../../contract/api-keys";
import type { Role } from "../../contract/roles";
import { generateApiKey, sha256 } from "../auth/secrets";
import { apiKeys, members } from "../auth/tables";
import type { Db, DbOrTx } from "../db/client";
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
  /** "console" for the console's own key; "session" for a member's session key. */
  purpose?: KeyPurpose | null;
  /** The sign-in session a session key belongs to and dies with. */
  sessionId?: string | null;
};

type KeyPurpose = "console" | "session";

export async function insertApiKey(db: DbOrTx, input: NewKeyInput) {
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
      purpose: input.purpose ?? null,
      sessionId: input.sessionId ?? null,
    })
    .returning();
  return { row: row!, value };
}

/**
 * Session keys are credentials of a sign-in, not keys anyone made: they are never listed,
 * revoked or rolled as keys, and they end with their session.
 */
const notSessionKey = or(isNull(apiKeys.purpose), ne(apiKeys.purpose, "session"));

const creators = alias(members, "creators");
/** The creator as they are now: the key's access follows their current role and status. */
const creatorNow = {
  id: creators.id,
  email: creators.email,
  role: creators.role,
  status: creators.status,
};

export async function listApiKeys(db: Db, workspaceId: string) {
  return db
    .select({ key: apiKeys, creator: creatorNow })
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.creatorMemberId))
    .where(and(eq(apiKeys.workspaceId, workspaceId), notSessionKey))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findApiKey(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select({ key: apiKeys, creator: creatorNow })
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.creatorMemberId))
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id), notSessionKey));
  return row;
}

/**
 * The key's row, locked until the transaction ends, so two rolls of one key run one after
 * the other and the second sees what the first did.
 */
export async function lockApiKey(tx: DbOrTx, workspaceId: string, id: string) {
  const [row] = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id), notSessionKey))
    .for("update");
  return row;
}

/** Revokes a key that is still active; returns false when it was already revoked or expired. */
export async function revokeApiKey(db: DbOrTx, id: string, at: Date): Promise<boolean> {
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
 * `creator` (null for a workspace-level key such as the console's); the old key expires after
 * the grace period (now when it is 0), or keeps an earlier expiry it already had. Run it inside
 * the caller's transaction.
 */
export async function rollApiKey(
  tx: DbOrTx,
  old: typeof apiKeys.$inferSelect,
  creator: { id: string; role: Role } | null,
  graceSeconds: number,
  at: Date,
) {
  const created = await insertApiKey(tx, {
    workspaceId: old.workspaceId,
    label: old.label,
    scopes: old.scopes,
    environment: old.environment,
    expiresAt: old.expiresAt && old.expiresAt > at ? old.expiresAt : null,
    creator,
    // The console's key stays the console's key: the replacement inherits the mark.
    purpose: old.purpose,
  });
  const graceEnds = new Date(at.getTime() + graceSeconds * 1000);
  const oldExpiresAt = old.expiresAt && old.expiresAt < graceEnds ? old.expiresAt : graceEnds;
  await tx
    .update(apiKeys)
    .set({ expiresAt: oldExpiresAt, replacedBy: created.row.id })
    .where(eq(apiKeys.id, old.id));
  return { ...created, oldExpiresAt };
}

/** A member's keys that are still active: the ones a change to that member can affect. */
export async function activeKeysCreatedBy(db: DbOrTx, memberId: string, at: Date) {
  return db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.creatorMemberId, memberId),
        notSessionKey,
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, at)),
      ),
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
