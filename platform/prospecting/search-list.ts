import { and, asc, eq, sql } from "drizzle-orm";
import type { LeadList } from "../../contract/lead-lists";
import type { Db } from "../db/client";
import { createLeadList, leadLists, toLeadList } from "../leads";

/** The advisory-lock space of search lists (the second key is the workspace id's hash). */
const SEARCH_LIST_LOCKS = 7_341;

/**
 * The workspace's oldest list the console keeps for itself, or a new one with this name and
 * description, kept by the console (so the lead-list listing leaves it out and no picker offers
 * it). Two members running their first search at once take turns on a lock of the workspace,
 * so the second finds the list the first made.
 */
export async function findOrCreateSearchList(
  db: Db,
  workspaceId: string,
  marker: { name: string; description: string },
): Promise<{ list: LeadList; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SEARCH_LIST_LOCKS}, hashtext(${workspaceId}))`,
    );
    const [found] = await tx
      .select()
      .from(leadLists)
      .where(and(eq(leadLists.workspaceId, workspaceId), eq(leadLists.keptByConsole, true)))
      .orderBy(asc(leadLists.createdAt), asc(leadLists.id))
      .limit(1);
    if (found) return { list: toLeadList(found, found.leadCount), created: false };
    const made = await createLeadList(tx, workspaceId, { ...marker, keptByConsole: true });
    return { list: toLeadList(made, 0), created: true };
  });
}
