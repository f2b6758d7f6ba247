import { type SQL, sql } from "drizzle-orm";

/**
 * The inbox's search, on the database's own full-text search (PGlite and Postgres alike, no
 * extension): the `simple` configuration (no stemming, no stop words: names and addresses are
 * not English), each word of the search matched as a prefix, every word required. The two
 * documents below are the expressions of the GIN indexes `messages_search_idx` and
 * `leads_search_idx` (inbox/tables.ts, leads/tables.ts), written identically so the
 * planner uses them.
 */

/** At most this many words count; a longer search adds nothing a person would type. */
const MAX_WORDS = 8;

/**
 * The search as a tsquery text (`ada:* & acme:*`), or null when it has no word. Words are runs
 * of letters and digits, so no tsquery operator can come from the input.
 */
export function searchQueryText(q: string | undefined): string | null {
  const words = (q ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")
    .slice(0, MAX_WORDS);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(" & ");
}

const messageDocument = (m: SQL) =>
  sql`to_tsvector('simple', coalesce(${m}.subject, '') || ' ' || ${m}.body)`;

const leadDocument = (l: SQL) =>
  sql`to_tsvector('simple', ${l}.first_name || ' ' || ${l}.last_name || ' ' || translate(coalesce(${l}.email, ''), '@.', '  ') || ' ' || ${l}.company_name)`;

/**
 * The ids of the workspace's conversations the search finds, as of a walk's mark: those whose
 * lead matches, and those with a matching message at or below the mark. Each half is a GIN
 * index look-up, so it costs what the matches cost, not the inbox's size.
 */
export function searchHits(workspaceId: string, query: string, mark: number): SQL {
  return sql`select c.id from leads l join conversations c on c.lead_id = l.id
      where l.workspace_id = ${workspaceId}
        and ${leadDocument(sql`l`)} @@ to_tsquery('simple', ${query})
    union
    select m.conversation_id from messages m
      where m.workspace_id = ${workspaceId} and m.seq <= ${mark}
        and ${messageDocument(sql`m`)} @@ to_tsquery('simple', ${query})`;
}
