import { type SQL, sql } from "drizzle-orm";
import { PREVIEW_SNAPSHOT_LIMIT, type PreviewSort } from "../../contract/prospect-search";
import { JOB_LEVELS } from "../../contract/prospect-vocabulary";

/** Job levels from least to most senior: a level's position is its rank (unknown ones 0). */
const LEVELS_BY_SENIORITY = [...JOB_LEVELS].reverse();

/** Each sort's key over `pp` (prospect_search_people) and `pc` (prospect_search_companies). */
const SORT_KEYS: Record<string, SQL> = {
  seniority: sql`coalesce(array_position(${`{${LEVELS_BY_SENIORITY.join(",")}}`}::text[], pp.job_level), 0)`,
  employee_count: sql`pc.employee_count`,
  // funded_at is YYYY-MM-DD text, "" when unfunded: text order is date order.
  funded_at: sql`nullif(pc.funded_at, '')`,
  monthly_web_traffic: sql`pc.monthly_web_traffic`,
};

/**
 * The matching seqs (`matching`: at most PREVIEW_SNAPSHOT_LIMIT + 1 of them in corpus order,
 * as matchingSeqsQuery gives them) in the order `sort` names, then by `rank` (how close a
 * title is to the titles asked for, titleRank), then in corpus order, for a preview to store.
 * Neither given: `matching` as it is.
 *
 * The order is bounded: it orders the snapshot, never the whole corpus. When every match is in
 * the snapshot (the usual case for a targeted search, and whenever total_matches is exact) that
 * is the order of every match; when more matched, it is the order of the first 10,000 in corpus
 * order. Each row's key is two primary-key lookups (its person and its company), so an ordered
 * preview costs at most 10,001 of them on top of the search, whatever the corpus's size; an
 * order over every match of a broad search would read and sort millions of rows. The seq past
 * the limit (it only says "more matched") stays last, so the stored set is unchanged.
 */
export function orderedSeqsQuery(
  matching: SQL,
  sort: PreviewSort | null | undefined,
  rank: SQL | undefined,
): SQL {
  if (!sort && !rank) return matching;
  const keys: SQL[] = [];
  if (sort) {
    const descending = sort.startsWith("-");
    const key = SORT_KEYS[descending ? sort.slice(1) : sort];
    if (!key) throw new Error(`unknown sort ${sort}`);
    keys.push(sql`${key} ${descending ? sql`desc` : sql`asc`} nulls last`);
  }
  if (rank) keys.push(rank);
  return sql`select m.seq
    from (select x.seq, row_number() over (order by x.seq) as rn from (${matching}) x) m
    join prospect_search_people pp on pp.seq = m.seq
    join prospect_search_companies pc on pc.id = pp.company_id
    order by m.rn > ${PREVIEW_SNAPSHOT_LIMIT}::int, ${sql.join(keys, sql`, `)}, m.seq`;
}

/**
 * The matching seqs (`matching`, with their job_title_key: matchingSeqsQuery's withTitleKey) in
 * the order of `rank` (titleRank over `m.job_title_key`), then in corpus order: a preview
 * without a sort that asks for similar titles. Bounded like orderedSeqsQuery, and cheaper: the
 * key comes with each match, so no row is looked up again.
 */
export function rankedSeqsQuery(matching: SQL, rank: SQL): SQL {
  return sql`select m.seq
    from (select x.seq, x.job_title_key, row_number() over (order by x.seq) as rn
      from (${matching}) x) m
    order by m.rn > ${PREVIEW_SNAPSHOT_LIMIT}::int, ${rank}, m.seq`;
}
