import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type {
  CreateKnowledgeBaseBody,
  KnowledgeBase,
  UpdateKnowledgeBaseBody,
} from "../../contract/knowledge-bases";
import type { Db, DbOrTx } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { ApiError } from "../http/errors";
import { iso } from "../http/time";
import { newId } from "../ids";
import { knowledgeBases } from "./tables";

type BaseRow = typeof knowledgeBases.$inferSelect & { documentCount: number };

// Written out: inside a subquery drizzle names columns without their table, and "id" would
// be the document's own.
const documentCount = sql<number>`(select count(*) from knowledge_documents d
  where d.knowledge_base_id = "knowledge_bases"."id")`.mapWith(Number);

export const toKnowledgeBase = (row: BaseRow): KnowledgeBase => ({
  id: row.id,
  name: row.name,
  description: row.description,
  document_count: row.documentCount,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

const ofWorkspace = (workspaceId: string, id: string) =>
  and(eq(knowledgeBases.workspaceId, workspaceId), eq(knowledgeBases.id, id));

export async function listKnowledgeBases(
  db: Db,
  workspaceId: string,
  opts: { page: number; perPage: number },
) {
  const where = eq(knowledgeBases.workspaceId, workspaceId);
  const rows = await db
    .select({ ...getTableColumns(knowledgeBases), documentCount, _total: totalCount() })
    .from(knowledgeBases)
    .where(where)
    .orderBy(desc(knowledgeBases.createdAt), desc(knowledgeBases.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return pageWithTotal(rows, opts.page, () => db.$count(knowledgeBases, where));
}

export async function createKnowledgeBase(
  db: Db,
  workspaceId: string,
  body: CreateKnowledgeBaseBody,
): Promise<KnowledgeBase> {
  const [row] = await db
    .insert(knowledgeBases)
    .values({
      id: newId("kb"),
      workspaceId,
      name: body.name,
      description: body.description ?? "",
    })
    .returning();
  return toKnowledgeBase({ ...row!, documentCount: 0 });
}

/** The base, or a 404 when the workspace has none of that id. */
export async function getKnowledgeBase(
  db: DbOrTx,
  workspaceId: string,
  id: string,
): Promise<BaseRow> {
  const [row] = await db
    .select({ ...getTableColumns(knowledgeBases), documentCount })
    .from(knowledgeBases)
    .where(ofWorkspace(workspaceId, id));
  if (!row) throw new ApiError("knowledge_base_not_found");
  return row;
}

export async function updateKnowledgeBase(
  db: Db,
  workspaceId: string,
  id: string,
  body: UpdateKnowledgeBaseBody,
): Promise<KnowledgeBase> {
  const updated = await db
    .update(knowledgeBases)
    .set({ name: body.name, description: body.description, updatedAt: sql`now()` })
    .where(ofWorkspace(workspaceId, id))
    .returning({ id: knowledgeBases.id });
  if (updated.length === 0) throw new ApiError("knowledge_base_not_found");
  return toKnowledgeBase(await getKnowledgeBase(db, workspaceId, id));
}

/** Removes the base with its documents and passages (the foreign keys cascade). */
export async function deleteKnowledgeBase(db: Db, workspaceId: string, id: string) {
  const removed = await db
    .delete(knowledgeBases)
    .where(ofWorkspace(workspaceId, id))
    .returning({ id: knowledgeBases.id });
  if (removed.length === 0) throw new ApiError("knowledge_base_not_found");
}
