import { sql } from "drizzle-orm";
import { PREVIEW_SNAPSHOT_LIMIT } from "../../contract/prospect-search";
import type { Db } from "../db/client";
import { prospectSearchPreviews as previews } from "../db/schema";
import { ValidationError } from "../http/errors";
import type { PreviewMeta } from "./prospect-search";
import { executeRows } from "./prospect-search-sql";

export type ImportSelection =
  | { field: "prospect_ids"; ids: string[] }
  | { field: "exclude_prospect_ids"; ids: string[] };

/** At most this many wrong ids are named in one 422, so its body stays small. */
const ISSUES_NAMED = 20;

/**
 * The seqs an import of a selection adds, in the result set's order: the named prospects
 * (`prospect_ids`), or every result but them (`exclude_prospect_ids`). Every named id must be
 * a result of the preview's snapshot; any other is a 422 at its index. Ids travel as one JSON
 * parameter (they are client text), and the snapshot is matched by hash joins, so a selection
 * of 10,000 costs what reading the snapshot costs.
 */
export async function selectedSeqs(
  db: Db,
  preview: Pick<PreviewMeta, "id" | "stored">,
  selection: ImportSelection,
): Promise<number[]> {
  const size = Math.min(preview.stored, PREVIEW_SNAPSHOT_LIMIT);
  const snapshot = sql`select u.seq, u.pos
    from unnest((select ${previews.matchedSeqs}[1:${size}::int] from ${previews}
      where ${previews.id} = ${preview.id})) with ordinality as u(seq, pos)`;
  const named = sql`select t.id, t.ord, p.seq
    from jsonb_array_elements_text(${JSON.stringify(selection.ids)}::jsonb) with ordinality as t(id, ord)
    left join prospects p on p.id = t.id`;

  const outside = await executeRows<{ ord: number; id: string }>(
    db,
    sql`select n.ord::int as ord, n.id from (${named}) n
      where not exists (select 1 from (${snapshot}) s where s.seq = n.seq)
      order by n.ord limit ${ISSUES_NAMED}::int`,
  );
  if (outside.length > 0) {
    throw new ValidationError(
      outside.map((row) => ({
        loc: ["body", selection.field, Number(row.ord) - 1],
        msg: `${row.id} is not a result of this preview; select prospects from its result set.`,
        type: "value_error",
      })),
    );
  }
  const keep = selection.field === "prospect_ids" ? sql`exists` : sql`not exists`;
  const [row] = await executeRows<{ seqs: number[] }>(
    db,
    sql`select coalesce(array(select s.seq from (${snapshot}) s
        where ${keep} (select 1 from (${named}) n where n.seq = s.seq)
        order by s.pos), '{}') as seqs`,
  );
  return (row?.seqs ?? []).map(Number);
}
