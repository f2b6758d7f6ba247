import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { newId } from "../ids";
import { leads } from "../leads";
import { revealedId } from "./prospect-reveals";
import { prospectSearchPreviews as previews, prospectImports, prospects } from "./tables";

export type ImportSlice = {
  previewId: string;
  workspaceId: string;
  leadListId: string;
  /** Positions [from, to) of the result set (or of the selection) to add. */
  from: number;
  to: number;
  at: Date;
  /** The import job whose selection (`prospect_imports.seqs`) to read; null: the result set. */
  selectionOf?: string | null;
};

export type AddedLead = { id: string; has_email: boolean };

/**
 * Adds positions [from, to) of a preview's result set (or of an import's selection) as leads of the list and returns how
 * the leads added. A lead brings its email only where the workspace has paid for the
 * prospect. Prospects already in the list are skipped by the unique index
 * `leads_list_prospect_idx`, so running a slice twice adds nothing the second time.
 */
export async function importPreviewSlice(tx: Db, slice: ImportSlice): Promise<AddedLead[]> {
  const count = slice.to - slice.from;
  if (count <= 0) return [];
  // One text parameter holding an array literal: both drivers pass it the same way.
  const leadIds = `{${Array.from({ length: count }, () => newId("lead")).join(",")}}`;
  const seqs = slice.selectionOf
    ? sql`select ${prospectImports.seqs}[${slice.from + 1}::int:${slice.to}::int]
        from ${prospectImports} where ${prospectImports.jobId} = ${slice.selectionOf}`
    : sql`select ${previews.matchedSeqs}[${slice.from + 1}::int:${slice.to}::int]
        from ${previews} where ${previews.id} = ${slice.previewId}`;
  return sqlRows<AddedLead>(
    tx,
    sql`insert into ${leads} (id, workspace_id, lead_list_id, prospect_id, prospect_seq,
        first_name, last_name, email, phone, network_url, job_title, company_name, created_at)
      select (${leadIds}::text[])[u.pos], ${slice.workspaceId}, ${slice.leadListId}, p.id, p.seq,
        p.first_name, p.last_name,
        case when ${revealedId(slice.workspaceId, sql`p.id`)} then p.email end,
        nullif(p.phone, ''), nullif(p.network_url, ''), p.job_title, p.company_name, ${slice.at.toISOString()}::timestamptz
      from unnest((${seqs})) with ordinality as u(seq, pos)
        join ${prospects} p on p.seq = u.seq
      order by u.pos
      on conflict (lead_list_id, prospect_id) where prospect_id is not null do nothing
      returning id, email is not null as has_email`,
  );
}
