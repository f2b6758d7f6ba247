import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { leadLists, leads } from "../db/schema";
import { newId } from "../ids";
import { pageWithTotal, totalCount } from "./paginate";

const withLeadCount = () => ({ list: leadLists, leadCount: count(leads.id) });

export async function listLeadLists(db: Db, workspaceId: string, page: number, perPage: number) {
  const where = eq(leadLists.workspaceId, workspaceId);
  const rows = await db
    .select({ ...withLeadCount(), _total: totalCount() })
    .from(leadLists)
    .leftJoin(leads, eq(leads.leadListId, leadLists.id))
    .where(where)
    .groupBy(leadLists.id)
    .orderBy(desc(leadLists.createdAt), desc(leadLists.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => db.$count(leadLists, where));
}

/** Ownership is part of the lookup: another workspace's list is simply not found. */
export async function findLeadList(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select(withLeadCount())
    .from(leadLists)
    .leftJoin(leads, eq(leads.leadListId, leadLists.id))
    .where(and(eq(leadLists.workspaceId, workspaceId), eq(leadLists.id, id)))
    .groupBy(leadLists.id);
  return row;
}

export async function createLeadList(
  db: Db,
  workspaceId: string,
  input: { name: string; description: string },
) {
  const [row] = await db
    .insert(leadLists)
    .values({ id: newId("ll"), workspaceId, ...input })
    .returning();
  return row!;
}
