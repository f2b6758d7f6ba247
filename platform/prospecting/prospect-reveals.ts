import { eq, type SQL, sql } from "drizzle-orm";
import { CREDIT_RATES } from "../../contract/credit-rates";
import { type ChargeNote, chargeCredits, lockCreditBalance } from "../credits/credits";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { leadLists } from "../leads";
import { prospectReveals } from "./tables";

export type RevealNote = Omit<ChargeNote, "description"> & {
  /** The ledger's sentence, given how many prospects were paid for. */
  describe: (prospects: number) => string;
};

/**
 * Records that the workspace has the contact details of the prospects `source` selects (as
 * rows of `id, seq`) and charges the enrichment rate for each one it had not paid for before.
 * Call it in the transaction of the work that hands the details over: a shortfall throws
 * InsufficientCreditsError and nothing is recorded, charged or handed over.
 */
export async function revealProspects(
  tx: Db,
  input: { workspaceId: string; source: SQL; at: Date; note: RevealNote },
): Promise<{ newlyPaid: number; charged: number }> {
  await lockCreditBalance(tx, input.workspaceId);
  // In prospect order, so two transactions revealing overlapping sets wait, not deadlock.
  const [row] = await sqlRows<{ count: number }>(
    tx,
    sql`with added as (
        insert into ${prospectReveals} (workspace_id, prospect_id, prospect_seq, revealed_at)
        select ${input.workspaceId}, s.id, s.seq, ${input.at.toISOString()}::timestamptz
        from (${input.source}) as s(id, seq)
        order by s.id
        on conflict do nothing
        returning 1
      ) select count(*)::int as count from added`,
  );
  const newlyPaid = Number(row?.count ?? 0);
  const charged = newlyPaid * CREDIT_RATES.enrichment;
  if (charged > 0) {
    const { describe, ...note } = input.note;
    await chargeCredits(tx, {
      ...note,
      description: describe(newlyPaid),
      workspaceId: input.workspaceId,
      amount: charged,
      at: input.at,
    });
  }
  return { newlyPaid, charged };
}

/** True where the workspace has paid for the prospect whose seq is `seq` (an SQL column). */
export function revealedSeq(workspaceId: string, seq: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${prospectReveals} r
    where r.workspace_id = ${workspaceId} and r.prospect_seq = ${seq})`;
}

/** True where the workspace has paid for the prospect whose id is `prospectId` (an SQL column). */
export function revealedId(workspaceId: string, prospectId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${prospectReveals} r
    where r.workspace_id = ${workspaceId} and r.prospect_id = ${prospectId})`;
}

/** The list's name as a ledger sentence quotes it. */
export async function quotedListName(db: Db, leadListId: string): Promise<string> {
  const [row] = await db
    .select({ name: leadLists.name })
    .from(leadLists)
    .where(eq(leadLists.id, leadListId));
  return `“${row?.name ?? leadListId}”`;
}

export const plural = (count: number, noun: string) =>
  `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
