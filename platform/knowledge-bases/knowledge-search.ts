import { sql } from "drizzle-orm";
import type { KnowledgePassage } from "../../contract/knowledge-bases";
import type { DbOrTx } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/**
 * The passages of one base that best match a question, from the database's own full-text
 * search (English stems, stop words dropped). A question's words are OR-ed, not AND-ed as
 * `websearch_to_tsquery` would: "how long do refunds take" should find the passage about
 * refunds, and cover density ranks the passages holding more of its words, closer together,
 * first. The tsvector expression is the one the index (tables.ts) is built on.
 */
export async function searchKnowledge(
  db: DbOrTx,
  baseIds: readonly string[],
  query: string,
  limit: number,
): Promise<KnowledgePassage[]> {
  if (baseIds.length === 0) return [];
  const rows = await sqlRows<{
    document_id: string;
    title: string;
    passage: string;
    score: number;
  }>(
    db,
    sql`with q as (
          select nullif(replace(plainto_tsquery('english', ${query})::text, '&', '|'), '')::tsquery as words
        )
        select p.document_id, d.title, p.passage,
               ts_rank_cd(to_tsvector('english', p.passage), q.words) as score
        from knowledge_passages p
        join knowledge_documents d on d.id = p.document_id
        cross join q
        where q.words is not null
          and p.knowledge_base_id in ${sql`(${sql.join(
            baseIds.map((id) => sql`${id}`),
            sql`, `,
          )})`}
          and to_tsvector('english', p.passage) @@ q.words
        order by score desc, p.document_id, p.position
        limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, score: Math.round(Number(row.score) * 10_000) / 10_000 }));
}
