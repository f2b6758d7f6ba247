import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  CREDITS_PER_ENRICHED_RESULT,
  PREVIEW_SNAPSHOT_LIMIT,
  type PreviewStatus,
} from "../../contract/prospect-search";
import type { ProspectingFilters } from "../../contract/prospecting";
import type { Db } from "../db/client";
import { leadLists, prospectSearchPreviews as previews } from "../db/schema";
import { ApiError } from "../http/errors";
import { chargeCredits } from "./credits";
import { type PreviewResultRow, readPreviewResults } from "./prospect-search-results";
import { matchingSeqsQuery, planForActualValues } from "./prospect-search-snapshot";

export type PreviewMeta = {
  id: string;
  workspaceId: string;
  leadListId: string;
  status: PreviewStatus;
  errorMessage: string | null;
  /** Seqs stored: the result set plus, when more matched, one sentinel beyond the limit. */
  stored: number;
  enrichedFrom: number;
  enrichedTo: number;
};

/** Everything of a preview but its (large) seq array. */
const previewMeta = {
  id: previews.id,
  workspaceId: previews.workspaceId,
  leadListId: previews.leadListId,
  status: previews.status,
  errorMessage: previews.errorMessage,
  stored: sql<number>`cardinality(${previews.matchedSeqs})`.mapWith(Number),
  enrichedFrom: previews.enrichedFrom,
  enrichedTo: previews.enrichedTo,
};

/** Exact up to the snapshot limit; past it, counting would cost more than it tells. */
export function totalMatches(preview: Pick<PreviewMeta, "stored">): number | null {
  return preview.stored > PREVIEW_SNAPSHOT_LIMIT ? null : preview.stored;
}

/** Positions [from, to) of the result set that a page covers (empty past the end). */
export function pageWindow(stored: number, page: number, pageSize: number) {
  const size = Math.min(stored, PREVIEW_SNAPSHOT_LIMIT);
  const from = Math.min(size, (page - 1) * pageSize);
  return { from, to: Math.min(size, from + pageSize) };
}

/** How many results of the set carry contact fields: the enriched window within the set. */
export function enrichedResults(
  preview: Pick<PreviewMeta, "stored" | "enrichedFrom" | "enrichedTo">,
): number {
  const size = Math.min(preview.stored, PREVIEW_SNAPSHOT_LIMIT);
  return Math.max(0, Math.min(preview.enrichedTo, size) - Math.min(preview.enrichedFrom, size));
}

/**
 * Widens the preview's enriched window to its whole result set and charges for the results
 * it adds (the ones the preview had not enriched). Returns the preview as it now stands and
 * the credits charged. Call it in a transaction: a shortfall throws and leaves no trace.
 */
export async function enrichWholeResultSet(
  tx: Db,
  given: PreviewMeta,
  at: Date,
): Promise<{ preview: PreviewMeta; charged: number }> {
  // Locked, so two imports of one preview at once cannot both charge for the same results.
  const [locked] = await tx
    .select(previewMeta)
    .from(previews)
    .where(eq(previews.id, given.id))
    .for("update");
  const preview = locked ?? given;
  const size = Math.min(preview.stored, PREVIEW_SNAPSHOT_LIMIT);
  const added = size - enrichedResults(preview);
  if (added <= 0) return { preview, charged: 0 };
  await chargeCredits(tx, {
    workspaceId: preview.workspaceId,
    amount: added * CREDITS_PER_ENRICHED_RESULT,
    reason: "prospect_enrichment",
    previewId: preview.id,
    at,
  });
  const [widened] = await tx
    .update(previews)
    .set({ enrichedFrom: 0, enrichedTo: size })
    .where(eq(previews.id, preview.id))
    .returning(previewMeta);
  return { preview: widened!, charged: added * CREDITS_PER_ENRICHED_RESULT };
}

/**
 * Holds the workspace's list until the transaction ends: a delete of the list (which locks it
 * for update) waits for this transaction, and then sees what it wrote. A list deleted before
 * the hold is not found, so nothing is written under a list that is gone.
 */
export async function holdLeadList(tx: Db, workspaceId: string, listId: string): Promise<void> {
  const [row] = await tx
    .select({ id: leadLists.id })
    .from(leadLists)
    .where(and(eq(leadLists.workspaceId, workspaceId), eq(leadLists.id, listId)))
    .for("key share");
  if (!row) throw new ApiError("lead_list_not_found");
}

export async function leadListExists(db: Db, workspaceId: string, listId: string) {
  const [row] = await db
    .select({ id: leadLists.id })
    .from(leadLists)
    .where(and(eq(leadLists.workspaceId, workspaceId), eq(leadLists.id, listId)));
  return row !== undefined;
}

/** A preview of this list in this workspace; any other is simply not found. */
export async function findPreview(
  db: Db,
  scope: { workspaceId: string; leadListId: string; previewId: string },
): Promise<PreviewMeta | undefined> {
  const [row] = await db
    .select(previewMeta)
    .from(previews)
    .where(
      and(
        eq(previews.id, scope.previewId),
        eq(previews.workspaceId, scope.workspaceId),
        eq(previews.leadListId, scope.leadListId),
      ),
    );
  return row;
}

export type NewPreview = {
  workspaceId: string;
  leadListId: string;
  filters: ProspectingFilters;
  page: number;
  pageSize: number;
  autoEnrich: boolean;
  at: Date;
};

/**
 * Runs the search, stores its result set, charges for the enriched page and returns that
 * page. Call it in a transaction: a shortfall of credits throws and leaves no trace.
 */
export async function createPreview(
  tx: Db,
  input: NewPreview,
): Promise<{ preview: PreviewMeta; results: PreviewResultRow[] }> {
  const id = randomUUID();
  await holdLeadList(tx, input.workspaceId, input.leadListId);
  await planForActualValues(tx);
  const matching = await matchingSeqsQuery(tx, input.filters);
  // Enrichment covers the requested page; positions past the end simply never exist.
  const requested = pageWindow(PREVIEW_SNAPSHOT_LIMIT, input.page, input.pageSize);
  const [preview] = await tx
    .insert(previews)
    .values({
      id,
      workspaceId: input.workspaceId,
      leadListId: input.leadListId,
      filters: input.filters,
      status: "completed",
      matchedSeqs: sql`array(${matching})`,
      enrichedFrom: input.autoEnrich ? requested.from : 0,
      enrichedTo: input.autoEnrich ? requested.to : 0,
      createdAt: input.at,
    })
    .returning(previewMeta);
  const window = pageWindow(preview!.stored, input.page, input.pageSize);
  const enrichedCount = input.autoEnrich ? window.to - window.from : 0;
  if (enrichedCount > 0) {
    await chargeCredits(tx, {
      workspaceId: input.workspaceId,
      amount: enrichedCount * CREDITS_PER_ENRICHED_RESULT,
      reason: "prospect_enrichment",
      previewId: id,
      at: input.at,
    });
  }
  return { preview: preview!, results: await readPreviewResults(tx, preview!, window) };
}

/** A page of an existing preview; reading never charges. */
export async function readPreviewPage(db: Db, preview: PreviewMeta, page: number, size: number) {
  return readPreviewResults(db, preview, pageWindow(preview.stored, page, size));
}
