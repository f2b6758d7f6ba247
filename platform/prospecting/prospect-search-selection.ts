import { sql } from "drizzle-orm";
import { PREVIEW_SNAPSHOT_LIMIT } from "../../contract/prospect-search";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { ValidationError } from "../http/errors";
import type { PreviewMeta } from "./prospect-search";
import { prospectSearchPreviews as previews } from "./tables";

export type ImportSelection =
  | { field: "prospect_ids"; ids: string[] }
  | { field: "exclude_prospect_ids"; ids: string[] };

/** At most this many wrong ids are named in one 422, so its body stays small. */
const ISSUES_NAMED = 20;

/**
 * The seqs an import of a selection adds, in the result set's order: the named prospects
 * (`prospect_ids`), or every result but them (`exclude_prospect_ids`). Every named id must be
 * a result of the preview's snapshot; any other is a 422 at its index. Two reads (the snapshot,
 * and the named ids' seqs by the prospects' primary key, the ids as one JSON parameter since
 * they are client text), then sets in memory: a selection of 10,000 costs what reading the
 * snapshot costs. (Matching in SQL against the unnested snapshot let the planner, which
 * guesses a hundred rows for an unnest, rescan it for every id.)
 */
export async function selectedSeqs(
  db: Db,
  preview: Pick<PreviewMeta, "id" | "stored">,
  selection: ImportSelection,
): Promise<number[]> {
  const size = Math.min(preview.stored, PREVIEW_SNAPSHOT_LIMIT);
  const [stored] = await sqlRows<{ seqs: (number | string)[] | null }>(
    db,
    sql`select ${previews.matchedSeqs}[1:${size}::int] as seqs from ${previews}
      where ${previews.id} = ${preview.id}`,
  );
  const snapshot = (stored?.seqs ?? []).map(Number);
  const found = await sqlRows<{ id: string; seq: number | string }>(
    db,
    sql`select p.id, p.seq from jsonb_array_elements_text(${JSON.stringify(selection.ids)}::jsonb)
        as t(id) join prospects p on p.id = t.id`,
  );
  const seqOf = new Map(found.map((row) => [row.id, Number(row.seq)]));
  const inSnapshot = new Set(snapshot);
  const outside = selection.ids
    .map((id, index) => ({ id, index, seq: seqOf.get(id) }))
    .filter(({ seq }) => seq === undefined || !inSnapshot.has(seq))
    .slice(0, ISSUES_NAMED);
  if (outside.length > 0) {
    throw new ValidationError(
      outside.map(({ id, index }) => ({
        loc: ["body", selection.field, index],
        msg: `${id} is not a result of this preview; select prospects from its result set.`,
        type: "value_error",
      })),
    );
  }
  const named = new Set(selection.ids.map((id) => seqOf.get(id)));
  const keep = selection.field === "prospect_ids";
  return snapshot.filter((seq) => named.has(seq) === keep);
}
