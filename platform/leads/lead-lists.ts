import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedFor } from "../db/prepared";
import { newId } from "../ids";
import { leadLists } from "./tables";

// Lead counts are a column kept by triggers on leads, so neither statement reads leads. Lists
// the console keeps for itself (kept_by_console) are not listed: no person chose them, and a
// picker that offered one would invite imports into it. They are still found by id.
const listed = () =>
  and(
    eq(leadLists.workspaceId, sql.placeholder("workspaceId")),
    eq(leadLists.keptByConsole, false),
  );

// (Exported for the bench's bare baseline, which runs the same SQL.)
export const pageOfLists = preparedFor((db) =>
  db
    .select({
      list: leadLists,
      // The workspace's number of lists beside each row of the page, in the same query.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(leadLists)
    .where(listed())
    .orderBy(desc(leadLists.createdAt), desc(leadLists.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("lead_lists_page"),
);

const countOfLists = preparedFor((db) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(leadLists)
    .where(listed())
    .prepare("lead_lists_count"),
);

const oneList = preparedFor((db) =>
  db
    .select()
    .from(leadLists)
    .where(
      and(
        eq(leadLists.workspaceId, sql.placeholder("workspaceId")),
        eq(leadLists.id, sql.placeholder("id")),
      ),
    )
    .prepare("lead_list_by_id"),
);

export async function listLeadLists(db: Db, workspaceId: string, page: number, perPage: number) {
  const rows = await pageOfLists(db).execute({
    workspaceId,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  // An empty page says nothing about the total; only then is it counted on its own.
  const total =
    rows[0]?.total ??
    (page === 1 ? 0 : ((await countOfLists(db).execute({ workspaceId }))[0]?.n ?? 0));
  return { rows: rows.map((r) => ({ list: r.list, leadCount: r.list.leadCount })), total };
}

/** Ownership is part of the lookup: another workspace's list is simply not found. */
export async function findLeadList(db: Db, workspaceId: string, id: string) {
  const [list] = await oneList(db).execute({ workspaceId, id });
  return list ? { list, leadCount: list.leadCount } : undefined;
}

export async function createLeadList(
  db: Db,
  workspaceId: string,
  input: { name: string; description: string; keptByConsole?: boolean },
) {
  const [row] = await db
    .insert(leadLists)
    .values({ id: newId("ll"), workspaceId, ...input })
    .returning();
  return row!;
}
