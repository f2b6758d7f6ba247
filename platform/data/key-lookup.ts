import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { apiKeys, members, workspaces } from "../db/schema";

const creators = alias(members, "creators");

/** A key with its workspace and creator, in one round trip. */
export async function findKeyByHash(db: Db, hash: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      workspace: workspaces,
      creator: { id: creators.id, role: creators.role, status: creators.status },
    })
    .from(apiKeys)
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .leftJoin(creators, eq(creators.id, apiKeys.creatorMemberId))
    .where(eq(apiKeys.hash, hash))
    .limit(1);
  return row;
}

/** last_used_at is written at most once a minute per key, to keep reads free of writes. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export async function touchKey(db: Db, keyId: string, at: Date) {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}
