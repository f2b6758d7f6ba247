import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LEAD_SORT, type LeadSort } from "../../contract/lead-lists";
import type { Db } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { preparedFor } from "../db/prepared";
import { leadOrder, leadSearch } from "./lead-search";
import { leadLists, leads } from "./tables";

// Pages come from the (…, created_at, id) indexes in order and stop at the page's end; totals
// come from the lead counts kept on lead_lists, so no listing reads every lead of a workspace.
const pageOfWorkspaceLeads = preparedFor((db) =>
  db
    .select()
    .from(leads)
    .where(eq(leads.workspaceId, sql.placeholder("workspaceId")))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("leads_page"),
);

const pageOfListLeads = preparedFor((db) =>
  db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.workspaceId, sql.placeholder("workspaceId")),
        eq(leads.leadListId, sql.placeholder("leadListId")),
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("leads_of_list_page"),
);

const leadCountOf = preparedFor((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${leadLists.leadCount}), 0)`.mapWith(Number) })
    .from(leadLists)
    .where(
      and(
        eq(leadLists.workspaceId, sql.placeholder("workspaceId")),
        sql`(${sql.placeholder("leadListId")}::text is null or ${leadLists.id} = ${sql.placeholder("leadListId")}::text)`,
      ),
    )
    .prepare("lead_count_of"),
);

export async function listLeads(
  db: Db,
  workspaceId: string,
  opts: { leadListId?: string; q?: string; sort?: LeadSort; page: number; perPage: number },
) {
  const sort = opts.sort ?? DEFAULT_LEAD_SORT;
  if (!opts.q && sort === DEFAULT_LEAD_SORT) {
    const window = { workspaceId, limit: opts.perPage, offset: (opts.page - 1) * opts.perPage };
    const [rows, counted] = await Promise.all([
      opts.leadListId
        ? pageOfListLeads(db).execute({ ...window, leadListId: opts.leadListId })
        : pageOfWorkspaceLeads(db).execute(window),
      leadCountOf(db).execute({ workspaceId, leadListId: opts.leadListId ?? null }),
    ]);
    return { rows, total: counted[0]?.n ?? 0 };
  }
  // A search or another order: the rows and their total come from the filtered query.
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
