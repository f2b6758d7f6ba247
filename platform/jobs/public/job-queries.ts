import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageWithTotal, totalCount } from "../../db/paginate";
import { preparedFor } from "../../db/prepared";
import { jobs } from "../tables";

/** The workspace's jobs, newest first, for `GET /jobs` and `GET /jobs/{id}`. */
const pageOfJobs = preparedFor((db) =>
  db
    .select({ ...getTableColumns(jobs), _total: totalCount() })
    .from(jobs)
    .where(eq(jobs.workspaceId, sql.placeholder("workspaceId")))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("jobs_page"),
);

export async function listJobs(db: Db, workspaceId: string, page: number, perPage: number) {
  const where = eq(jobs.workspaceId, workspaceId);
  const rows = await pageOfJobs(db).execute({
    workspaceId,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return pageWithTotal(rows, page, () => db.$count(jobs, where));
}

export async function findJob(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.id, id)));
  return row;
}
