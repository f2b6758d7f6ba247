import { randomUUID } from "node:crypto";
import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  PREVIEW_SNAPSHOT_LIMIT,
  type PreviewSort,
  type PreviewStatus,
} from "../../contract/prospect-search";
import type { ProspectingFilters } from "../../contract/prospecting";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { ApiError } from "../http/errors";
import { leadLists } from "../leads";
import { plural, quotedListName, revealedSeq, revealProspects } from "./prospect-reveals";
import { titleRank } from "./prospect-search-filters";
import { type PreviewResultRow, readPreviewResults } from "./prospect-search-results";
import { matchingSeqsQuery, planForActualValues } from "./prospect-search-snapshot";
import { orderedSeqsQuery, rankedSeqsQuery } from "./prospect-search-sort";
import { prospectSearchPreviews as previews } from "./tables";

export type PreviewMeta = {
  id: string;
  workspaceId: string;
  leadListId: string;
  status: PreviewStatus;
  sort: PreviewSort | null;
  errorMessage: string | null;
  /** Seqs stored: the result set plus, when more matched, one sentinel beyond the limit. */
  stored: number;
};

/** Everything of a preview but its (large) seq array. */
const previewMeta = {
  id: previews.id,
  workspaceId: previews.workspaceId,
  leadListId: previews.leadListId,
  status: previews.status,
  sort: sql<PreviewSort | null>`${previews.sort}`,
  errorMessage: previews.errorMessage,
  stored: sql<number>`cardinality(${previews.matchedSeqs})`.mapWith(Number),
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

/** The seqs at positions [from, to) of a preview's result set, as one array (a subquery). */
function resultSetSeqs(previewId: string, window: { from: number; to: number }): SQL {
  // Postgres arrays count from 1 and slices include both ends.
  return sql`select ${previews.matchedSeqs}[${window.from + 1}::int:${window.to}::int]
    from ${previews} where ${previews.id} = ${previewId}`;
}

/** Prospects at positions [from, to) of a preview's result set, as rows of `id, seq`. */
function resultSetProspects(previewId: string, window: { from: number; to: number }): SQL {
  return sql`select p.id, p.seq
    from unnest((${resultSetSeqs(previewId, window)})) as u(seq)
    join prospects p on p.seq = u.seq`;
}

/**
 * Of a preview's result set: how many results the workspace has paid for (they carry contact
 * fields), and how many an import with auto_enrich would charge for (not paid for, and not
 * already a lead of the list, which the import skips). It runs on every preview and page read,
 * so each result costs at most two index probes by seq (`prospect_reveals_seq_idx`, then only
 * for the unpaid `leads_list_prospect_seq_idx`), and the prospects themselves are never read.
 */
export async function resultSetCounts(
  db: Db,
  preview: Pick<PreviewMeta, "id" | "workspaceId" | "leadListId" | "stored">,
): Promise<{ enriched: number; importEnrich: number }> {
  const size = Math.min(preview.stored, PREVIEW_SNAPSHOT_LIMIT);
  if (size === 0) return { enriched: 0, importEnrich: 0 };
  // `offset 0` keeps the subquery whole: flattened, the planner copies the case into both
  // counts and probes every result twice (35 ms against 17 ms for 10,000 results at 10M).
  const [row] = await sqlRows<{ enriched: number; import_enrich: number }>(
    db,
    sql`select count(*) filter (where s.state = 'paid')::int as enriched,
        count(*) filter (where s.state = 'to_enrich')::int as import_enrich
      from (select case
          when ${revealedSeq(preview.workspaceId, sql`u.seq`)} then 'paid'
          when exists (select 1 from leads l
            where l.lead_list_id = ${preview.leadListId} and l.prospect_seq = u.seq) then 'in_list'
          else 'to_enrich' end as state
        from unnest((${resultSetSeqs(preview.id, { from: 0, to: size })})) as u(seq)
        offset 0) s`,
  );
  return { enriched: Number(row?.enriched ?? 0), importEnrich: Number(row?.import_enrich ?? 0) };
}

/**
 * Before an import with auto_enrich: pays for the prospects of the set (or of the selection,
 * `selectedSeqs`, when the import names one) that the import will add (not yet leads of the list) and the workspace has not paid for, so every lead the import
 * adds brings its email. Returns the credits charged. Call it in the import's transaction: a
 * shortfall throws and leaves no trace.
 */
export async function enrichForImport(
  tx: Db,
  preview: PreviewMeta,
  at: Date,
  selectedSeqs: number[] | null = null,
): Promise<number> {
  const size = Math.min(preview.stored, PREVIEW_SNAPSHOT_LIMIT);
  const list = await quotedListName(tx, preview.leadListId);
  const candidates =
    selectedSeqs === null
      ? resultSetProspects(preview.id, { from: 0, to: size })
      : sql`select p.id, p.seq from unnest(${`{${selectedSeqs.join(",")}}`}::int4[]) as u(seq)
          join prospects p on p.seq = u.seq`;
  const { charged } = await revealProspects(tx, {
    workspaceId: preview.workspaceId,
    source: sql`select rs.id, rs.seq
      from (${candidates}) as rs(id, seq)
      where not exists (select 1 from leads l
        where l.lead_list_id = ${preview.leadListId} and l.prospect_seq = rs.seq)`,
    at,
    note: {
      reason: "prospect_enrichment",
      previewId: preview.id,
      leadListId: preview.leadListId,
      describe: (n) => `Enrichment for an import into list ${list}: ${plural(n, "prospect")}`,
    },
  });
  return charged;
}

/**
 * How many of the first `pageSize` prospects matching the filters the workspace has not paid
 * for: what an enriching preview of page 1 would charge for. Call it in a transaction (the
 * planner setting stays local to it).
 */
export async function unpaidOnFirstPage(
  tx: Db,
  input: { workspaceId: string; filters: ProspectingFilters; pageSize: number },
): Promise<number> {
  await planForActualValues(tx);
  // The first page in the order a preview without a sort stores (closest titles first).
  const ordered = await resultOrder(tx, input.filters, undefined);
  const [row] = await sqlRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n
      from (select o.seq from unnest(array(${ordered})) with ordinality as o(seq, pos)
        order by o.pos limit ${input.pageSize}::int) f
      where not ${revealedSeq(input.workspaceId, sql`f.seq`)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The matching seqs in the order a preview stores them: by `sort` when one is named, then the
 * titles closest to the similar titles asked for, then corpus order.
 */
async function resultOrder(
  tx: Db,
  filters: ProspectingFilters,
  sort: PreviewSort | null | undefined,
): Promise<SQL> {
  if (sort) {
    const matching = await matchingSeqsQuery(tx, filters);
    return orderedSeqsQuery(matching, sort, titleRank(filters, sql`pp.job_title_key`));
  }
  const rank = titleRank(filters, sql`m.job_title_key`);
  if (!rank) return matchingSeqsQuery(tx, filters);
  return rankedSeqsQuery(await matchingSeqsQuery(tx, filters, undefined, true), rank);
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

/**
 * A preview of this workspace, of the given list when one is named; any other is simply not
 * found. Reading a preview names its list; an import names the list it adds to, which may be
 * another list of the workspace (a search is made first, the list is chosen at import).
 */
export async function findPreview(
  db: Db,
  scope: { workspaceId: string; leadListId?: string; previewId: string },
): Promise<PreviewMeta | undefined> {
  const [row] = await db
    .select(previewMeta)
    .from(previews)
    .where(
      and(
        eq(previews.id, scope.previewId),
        eq(previews.workspaceId, scope.workspaceId),
        scope.leadListId === undefined ? undefined : eq(previews.leadListId, scope.leadListId),
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
  sort?: PreviewSort | undefined;
  at: Date;
};

/**
 * Runs the search, stores its result set and returns the requested page; with auto_enrich,
 * pays for the page's prospects that the workspace has not paid for yet. Call it in a
 * transaction: a shortfall of credits throws and leaves no trace.
 */
export async function createPreview(
  tx: Db,
  input: NewPreview,
): Promise<{ preview: PreviewMeta; results: PreviewResultRow[]; charged: number }> {
  const id = randomUUID();
  await holdLeadList(tx, input.workspaceId, input.leadListId);
  await planForActualValues(tx);
  const ordered = await resultOrder(tx, input.filters, input.sort);
  const [preview] = await tx
    .insert(previews)
    .values({
      id,
      workspaceId: input.workspaceId,
      leadListId: input.leadListId,
      filters: input.filters,
      status: "completed",
      matchedSeqs: sql`array(${ordered})`,
      sort: input.sort ?? null,
      createdAt: input.at,
    })
    .returning(previewMeta);
  const window = pageWindow(preview!.stored, input.page, input.pageSize);
  let charged = 0;
  if (input.autoEnrich && window.to > window.from) {
    const list = await quotedListName(tx, input.leadListId);
    ({ charged } = await revealProspects(tx, {
      workspaceId: input.workspaceId,
      source: resultSetProspects(id, window),
      at: input.at,
      note: {
        reason: "prospect_enrichment",
        previewId: id,
        leadListId: input.leadListId,
        describe: (n) => `Enrichment in a preview of list ${list}: ${plural(n, "prospect")}`,
      },
    }));
  }
  const results = await readPreviewResults(tx, preview!, window);
  return { preview: preview!, results, charged };
}

/** A page of an existing preview; reading never charges. */
export async function readPreviewPage(db: Db, preview: PreviewMeta, page: number, size: number) {
  return readPreviewResults(db, preview, pageWindow(preview.stored, page, size));
}
