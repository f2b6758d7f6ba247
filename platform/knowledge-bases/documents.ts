import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import {
  type DocumentFormat,
  KNOWLEDGE_LIMITS,
  type KnowledgeDocument,
} from "../../contract/knowledge-bases";
import type { Db } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { ApiError, validationError } from "../http/errors";
import { iso } from "../http/time";
import { newId } from "../ids";
import { getKnowledgeBase } from "./knowledge-bases";
import { splitIntoPassages } from "./passages";
import { knowledgeBases, knowledgeDocuments, knowledgePassages } from "./tables";

type DocumentRow = typeof knowledgeDocuments.$inferSelect;

export const toKnowledgeDocument = (row: DocumentRow): KnowledgeDocument => ({
  id: row.id,
  knowledge_base_id: row.knowledgeBaseId,
  title: row.title,
  format: row.format,
  filename: row.filename,
  characters: row.content.length,
  passage_count: row.passageCount,
  created_at: iso(row.createdAt),
});

export type NewDocument = {
  title: string;
  format: DocumentFormat;
  content: string;
  filename: string | null;
};

/**
 * Adds a document and its passages in one transaction: search finds all of it from the
 * commit, or none of it. The base's row is locked first, so two uploads cannot both take its
 * last free place.
 */
export async function addDocument(
  db: Db,
  workspaceId: string,
  baseId: string,
  doc: NewDocument,
): Promise<KnowledgeDocument> {
  const passages = splitIntoPassages(doc.content, doc.format);
  if (passages.length === 0) {
    throw validationError(["body", "content"], "The document has no text to index.");
  }
  return db.transaction(async (tx) => {
    const [base] = await tx
      .select({ id: knowledgeBases.id })
      .from(knowledgeBases)
      .where(and(eq(knowledgeBases.workspaceId, workspaceId), eq(knowledgeBases.id, baseId)))
      .for("update");
    if (!base) throw new ApiError("knowledge_base_not_found");
    const held = await tx.$count(
      knowledgeDocuments,
      eq(knowledgeDocuments.knowledgeBaseId, baseId),
    );
    if (held >= KNOWLEDGE_LIMITS.documentsPerBase) throw new ApiError("knowledge_base_full");
    const [row] = await tx
      .insert(knowledgeDocuments)
      .values({
        id: newId("kdoc"),
        workspaceId,
        knowledgeBaseId: baseId,
        title: doc.title,
        format: doc.format,
        filename: doc.filename,
        content: doc.content,
        passageCount: passages.length,
      })
      .returning();
    await tx.insert(knowledgePassages).values(
      passages.map((passage, position) => ({
        documentId: row!.id,
        position,
        knowledgeBaseId: baseId,
        passage,
      })),
    );
    await tx
      .update(knowledgeBases)
      .set({ updatedAt: sql`now()` })
      .where(eq(knowledgeBases.id, baseId));
    return toKnowledgeDocument(row!);
  });
}

export async function listDocuments(
  db: Db,
  workspaceId: string,
  baseId: string,
  opts: { page: number; perPage: number },
) {
  await getKnowledgeBase(db, workspaceId, baseId);
  const where = eq(knowledgeDocuments.knowledgeBaseId, baseId);
  const rows = await db
    .select({ ...getTableColumns(knowledgeDocuments), _total: totalCount() })
    .from(knowledgeDocuments)
    .where(where)
    .orderBy(desc(knowledgeDocuments.createdAt), desc(knowledgeDocuments.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return pageWithTotal(rows, opts.page, () => db.$count(knowledgeDocuments, where));
}

const documentOf = (workspaceId: string, baseId: string, id: string) =>
  and(
    eq(knowledgeDocuments.workspaceId, workspaceId),
    eq(knowledgeDocuments.knowledgeBaseId, baseId),
    eq(knowledgeDocuments.id, id),
  );

export async function getDocument(db: Db, workspaceId: string, baseId: string, id: string) {
  await getKnowledgeBase(db, workspaceId, baseId);
  const [row] = await db
    .select()
    .from(knowledgeDocuments)
    .where(documentOf(workspaceId, baseId, id));
  if (!row) throw new ApiError("knowledge_document_not_found");
  return { ...toKnowledgeDocument(row), content: row.content };
}

/** Removes a document; its passages go with it (the foreign key cascades). */
export async function deleteDocument(db: Db, workspaceId: string, baseId: string, id: string) {
  await getKnowledgeBase(db, workspaceId, baseId);
  const removed = await db
    .delete(knowledgeDocuments)
    .where(documentOf(workspaceId, baseId, id))
    .returning({ id: knowledgeDocuments.id });
  if (removed.length === 0) throw new ApiError("knowledge_document_not_found");
}
