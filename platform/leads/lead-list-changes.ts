import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { ApiError } from "../http/errors";
import { jobs } from "../jobs/tables";
import { prospectSearchPreviews as previews, prospectImports } from "../prospecting";
import { leadLists, leads } from "./tables";

/** Locks the workspace's list until the transaction ends; undefined when there is no such list. */
async function lockLeadList(tx: DbOrTx, workspaceId: string, id: string) {
  const [row] = await tx
    .select({ id: leadLists.id })
    .from(leadLists)
    .where(and(eq(leadLists.workspaceId, workspaceId), eq(leadLists.id, id)))
    .for("update");
  return row;
}

export async function updateLeadList(
  db: Db,
  workspaceId: string,
  id: string,
  change: { name?: string; description?: string },
) {
  const [row] = await db
    .update(leadLists)
    .set(change)
    .where(and(eq(leadLists.workspaceId, workspaceId), eq(leadLists.id, id)))
    .returning({ id: leadLists.id });
  return row;
}

/** Deletes the given leads of one list; ids of other lists or workspaces are left alone. */
export async function removeLeads(db: Db, workspaceId: string, listId: string, leadIds: string[]) {
  return db.transaction(async (tx) => {
    if (!(await lockLeadList(tx, workspaceId, listId))) throw new ApiError("lead_list_not_found");
    const removed = await tx
      .delete(leads)
      .where(
        and(
          eq(leads.workspaceId, workspaceId),
          eq(leads.leadListId, listId),
          inArray(leads.id, leadIds),
        ),
      )
      .returning({ id: leads.id });
    return removed.length;
  });
}

/** The list's prospect search previews, as a subquery. */
const previewsOf = (tx: DbOrTx, listId: string) =>
  tx.select({ id: previews.id }).from(previews).where(eq(previews.leadListId, listId));

/**
 * An import into the list, an import from one of its previews into another list (an import
 * takes a preview of any list of the workspace), or an enrichment of the list, that has not
 * finished yet. Deleting the list under it would make the job fail half-way, so the caller is
 * asked to wait instead.
 */
async function unfinishedJobOf(tx: DbOrTx, workspaceId: string, listId: string) {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .leftJoin(prospectImports, eq(prospectImports.jobId, jobs.id))
    .where(
      and(
        eq(jobs.workspaceId, workspaceId),
        inArray(jobs.status, ["queued", "running"]),
        or(
          eq(prospectImports.leadListId, listId),
          inArray(prospectImports.previewId, previewsOf(tx, listId)),
          sql`${jobs.result} ->> 'lead_list_id' = ${listId}`,
        ),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Deletes a list with its leads and its prospect search previews. Finished jobs stay in the
 * job history; their import bookkeeping, only needed to resume an unfinished import, goes.
 */
export async function deleteLeadList(db: Db, workspaceId: string, listId: string) {
  await db.transaction(async (tx) => {
    if (!(await lockLeadList(tx, workspaceId, listId))) throw new ApiError("lead_list_not_found");
    if (await unfinishedJobOf(tx, workspaceId, listId)) throw new ApiError("lead_list_busy");
    await tx
      .delete(prospectImports)
      .where(
        or(
          eq(prospectImports.leadListId, listId),
          inArray(prospectImports.previewId, previewsOf(tx, listId)),
        ),
      );
    await tx.delete(leads).where(eq(leads.leadListId, listId));
    await tx.delete(previews).where(eq(previews.leadListId, listId));
    await tx.delete(leadLists).where(eq(leadLists.id, listId));
  });
}
