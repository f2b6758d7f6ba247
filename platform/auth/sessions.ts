import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { consoleSessions, members, workspaces } from "./tables";

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: consoleSessions, member: members, workspace: workspaces })
    .from(consoleSessions)
    .innerJoin(members, eq(members.id, consoleSessions.memberId))
    .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
    .where(eq(consoleSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}
