import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import { DEFAULT_LEAD_SORT, type LeadSort } from "../../contract/lead-lists";
import type { Db } from "../db/client";
import { jobs, leads } from "../db/schema";
import { leadOrder, leadSearch } from "./lead-search";
import { pageWithTotal, totalCount } from "./paginate";

export async function listLeads(
  db: Db,
  workspaceId: string,
  opts: { leadListId?: string; q?: string; sort?: LeadSort; page: number; perPage: number },
) {
  const conditions: SQL[] = [eq(leads.workspaceId, workspaceId)];
  if (opts.leadListId) conditions.push(eq(leads.leadListId, opts.leadListId));
  if (opts.q) conditions.push(leadSearch(opts.q));
  const where = and(...conditions);
  const rows = await db
    .select({ ...getTableColumns(leads), _total: totalCount() })
    .from(leads)
    .where(where)
    .orderBy(...leadOrder(opts.sort ?? DEFAULT_LEAD_SORT))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return pageWithTotal(rows, opts.page, () => db.$count(leads, where));
}

export async function listJobs(db: Db, workspaceId: string, page: number, perPage: number) {
  const where = eq(jobs.workspaceId, workspaceId);
  const rows = await db
    .select({ ...getTableColumns(jobs), _total: totalCount() })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => db.$count(jobs, where));
}

export async function findJob(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, id)));
  return row;
}
