import { and, desc, eq, ne, sql } from "drizzle-orm";
import { compactFilters, SAVED_SEARCHES_MAX, SavedSearch } from "../../contract/saved-searches";
import type { Db } from "../db/client";
import { members, savedSearches } from "../db/schema";
import { iso } from "../http/time";
import { randomBase62 } from "../ids";

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

function toSavedSearch(row: Joined): SavedSearch {
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
  return rows.map(toSavedSearch);
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
  return row ? toSavedSearch(row) : undefined;
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
