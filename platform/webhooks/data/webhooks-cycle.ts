import type { Db } from "../../db/client";
import { script } from "../../db/sql-script";
import { type Claim, type ClaimRequest, claimResult, claimStatements } from "./webhooks-claim";
import { type AttemptRecord, recordStatement } from "./webhooks-queue";

/**
 * One round trip of the worker: record the attempts that finished, then claim the next due
 * deliveries, in one script (one implicit transaction). The claim's statements come after the
 * record's and see its writes, so the slots it freed are counted free at once, exactly as if
 * the record had committed first; another instance's claim sees neither until both commit.
 * If any statement fails, nothing is written: the outcomes are lost like any failed record
 * (the claims lapse with their lease and the deliveries are attempted again).
 */
export async function recordAndClaim(
  db: Db,
  work: { records: AttemptRecord[]; retryDelaysSeconds: number[]; claim: ClaimRequest | null },
): Promise<{ recorded: string[]; claim: Claim | null }> {
  const statements: string[] = [];
  if (work.records.length > 0) {
    statements.push(recordStatement(work.records, work.retryDelaysSeconds));
  }
  if (work.claim) statements.push(...claimStatements(work.claim));
  if (statements.length === 0) return { recorded: [], claim: null };
  const results = await script(db, statements);
  const recorded = work.records.length > 0 ? (results.shift() as { id: string }[]) : [];
  return {
    recorded: recorded.map((r) => r.id),
    claim: work.claim ? claimResult(work.claim, results[0]!, results[1]!) : null,
  };
}
