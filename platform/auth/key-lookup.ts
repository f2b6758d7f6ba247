import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { preparedFor } from "../db/prepared";
import { apiKeys, members, workspaces } from "./tables";

const creators = alias(members, "creators");

// Every public request starts here: built once, not per request. (Exported for the bench's
// bare baseline, which runs the same SQL.)
export const keyByHash = preparedFor((db) =>
  db
    .select({
      key: apiKeys,
      workspace: workspaces,
      creator: { id: creators.id, role: creators.role, status: creators.status },
    })
    .from(apiKeys)
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .leftJoin(creators, eq(creators.id, apiKeys.creatorMemberId))
    .where(eq(apiKeys.hash, sql.placeholder("hash")))
    .limit(1)
    .prepare("api_key_by_hash"),
);

/** A key with its workspace and creator, in one round trip. */
export async function findKeyByHash(db: Db, hash: string) {
  const [row] = await keyByHash(db).execute({ hash });
  return row;
}
