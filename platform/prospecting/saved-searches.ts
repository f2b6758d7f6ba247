import { and, desc, eq, ne, sql } from "drizzle-orm";
import { compactFilters, SAVED_SEARCHES_MAX, SavedSearch } from "../../contract/saved-searches";
import { members } from "../auth/tables";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { iso } from "../http/time";
import { randomBase62 } from "../ids";
import { totalMatches } from "./prospect-search";
import { prospectSearchPreviews as previews, savedSearches } from "./tables";

const columns = {
  search: savedSearches,
  creatorId: members.id,
  creatorEmail: members.email,
  creatorName: members.name,
};

type Joined = {
  search: typeof savedSearches.$inferSelect;
  creatorId: string | null;
  creatorEmail: string | null;
  creatorName: string | null;
};

/**
 * How many of the workspace's newest previews are looked through for the last run of a saved
 * search: the listing costs the same however many previews the workspace has made.
 */
const LAST_RUN_WINDOW = 500;

type LastRun = NonNullable<SavedSearch["last_run"]>;

/**
 * The last run of each saved search: the newest completed preview of the workspace (among the
 * newest LAST_RUN_WINDOW) whose filters, without the members that say nothing, are the saved
 * ones, whoever ran it and on whichever list. Nothing is recorded at run time, so a preview run
 * through the API with the same filters counts too.
 */
async function lastRuns(db: Db, workspaceId: string, id?: string): Promise<Map<string, LastRun>> {
  const rows = await sqlRows<{
    search_id: string;
    preview_id: string;
    lead_list_id: string;
    created_at: string | Date;
    stored: number;
  }>(
    db,
    sql`with recent as materialized (
        select p.id, p.lead_list_id, p.created_at,
          (select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
            from jsonb_each(p.filters) e
            where e.value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb)) as compact
        from ${previews} p
        where p.workspace_id = ${workspaceId} and p.status = 'completed'
        order by p.created_at desc
        limit ${LAST_RUN_WINDOW})
      select s.id as search_id, r.id as preview_id, r.lead_list_id, r.created_at,
        (select cardinality(${previews.matchedSeqs}) from ${previews}
          where ${previews.id} = r.id)::int as stored
      from ${savedSearches} s
      join lateral (select * from recent where recent.compact = s.filters
        order by recent.created_at desc limit 1) r on true
      where s.workspace_id = ${workspaceId} ${id === undefined ? sql`` : sql`and s.id = ${id}`}`,
  );
  return new Map(
    rows.map((row) => [
      row.search_id,
      {
        at: iso(new Date(row.created_at)),
        total_matches: totalMatches({ stored: Number(row.stored) }),
        preview_id: row.preview_id,
        lead_list_id: row.lead_list_id,
      },
    ]),
  );
}

function toSavedSearch(row: Joined, lastRun: LastRun | undefined): SavedSearch {
  const { search } = row;
  return SavedSearch.parse({
    id: search.id,
    name: search.name,
    lead_list_id: search.leadListId,
    filters: search.filters,
    page_size: search.pageSize,
    auto_enrich: search.autoEnrich,
    created_by:
      row.creatorId && row.creatorEmail !== null
        ? { id: row.creatorId, email: row.creatorEmail, name: row.creatorName ?? "" }
        : null,
    created_at: iso(search.createdAt),
    updated_at: iso(search.updatedAt),
    last_run: lastRun ?? null,
  });
}

/** The workspace's saved searches, most recently saved first. */
export async function listSavedSearches(db: Db, workspaceId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select(columns)
    .from(savedSearches)
    .leftJoin(members, eq(members.id, savedSearches.createdBy))
    .where(eq(savedSearches.workspaceId, workspaceId))
    .orderBy(desc(savedSearches.updatedAt), savedSearches.id)
    .limit(SAVED_SEARCHES_MAX);
  const runs = await lastRuns(db, workspaceId);
  return rows.map((row) => toSavedSearch(row, runs.get(row.search.id)));
}

export async function findSavedSearch(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<SavedSearch | undefined> {
  const [row] = await db
    .select(columns)
    .from(savedSearches)
    .leftJoin(members, eq(members.id, savedSearches.createdBy))
    .where(and(eq(savedSearches.workspaceId, workspaceId), eq(savedSearches.id, id)));
  if (!row) return undefined;
  return toSavedSearch(row, (await lastRuns(db, workspaceId, id)).get(id));
}

/** Whether another saved search of the workspace has this name (ignoring case). */
export async function nameTaken(db: Db, workspaceId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.workspaceId, workspaceId),
        sql`lower(${savedSearches.name}) = lower(${name})`,
        exceptId ? ne(savedSearches.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function countSavedSearches(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(savedSearches)
    .where(eq(savedSearches.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export type SavedSearchValues = {
  name: string;
  leadListId: string | null;
  filters: Record<string, unknown>;
  pageSize: number;
  autoEnrich: boolean;
};

export async function insertSavedSearch(
  db: Db,
  input: SavedSearchValues & { workspaceId: string; createdBy: string; at: Date },
): Promise<string> {
  const id = `ss_${randomBase62(16)}`;
  await db.insert(savedSearches).values({
    id,
    workspaceId: input.workspaceId,
    name: input.name,
    leadListId: input.leadListId,
    filters: compactFilters(input.filters),
    pageSize: input.pageSize,
    autoEnrich: input.autoEnrich,
    createdBy: input.createdBy,
    createdAt: input.at,
    updatedAt: input.at,
  });
  return id;
}

export async function updateSavedSearch(
  db: Db,
  scope: { workspaceId: string; id: string },
  changes: Partial<SavedSearchValues>,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({
      ...changes,
      ...(changes.filters ? { filters: compactFilters(changes.filters) } : {}),
      updatedAt: at,
    })
    .where(and(eq(savedSearches.workspaceId, scope.workspaceId), eq(savedSearches.id, scope.id)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearch(db: Db, scope: { workspaceId: string; id: string }) {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.workspaceId, scope.workspaceId), eq(savedSearches.id, scope.id)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
