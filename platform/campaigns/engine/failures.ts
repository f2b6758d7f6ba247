import { type SQL, sql } from "drizzle-orm";
import { ReservationLost } from "../../credits/credit-reservations";
import type { Db } from "../../db/client";
import { sqlRows } from "../../db/sql-rows";
import { sqlStateOf } from "../../db/transaction-retry";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { campaignEnrollments } from "../tables";
import type { EnrollmentKey } from "./claim";
import { columnName, recordset } from "./sql";

/** Seconds before each retry of a failed step; after the last, the enrollment is set aside. */
export const DEFAULT_RETRY_DELAYS = [10, 60, 300];

/** Postgres codes of failures that are the moment's, not the step's: retry without blame. */
const PASSING_CODES = new Set(["40001", "40P01", "55P03", "57014"]);

/**
 * Whether a batch failed for a reason of the moment (the database away or busy, a deadlock or
 * serialization failure, a lock or statement time-out, a reservation that outlived its lease)
 * rather than because of what one of its steps is. Such a batch is tried again as it is; any
 * other failure is narrowed down to the steps that cause it.
 */
export function isPassingFailure(err: unknown): boolean {
  return (
    err instanceof ReservationLost ||
    isDatabaseUnavailable(err) ||
    PASSING_CODES.has(sqlStateOf(err) ?? "")
  );
}

/**
 * The failure as a sentence for the campaign page: the words of what refused it (the innermost
 * cause: the database's own message rather than the query that carried it), bounded.
 */
export function failureSentence(err: unknown): string {
  let root = err;
  for (let depth = 0; depth < 5 && (root as { cause?: unknown })?.cause; depth++) {
    root = (root as { cause: unknown }).cause;
  }
  const message = root instanceof Error ? root.message : String(root);
  const firstLine = message.split("\n")[0]!.trim() || "The step failed.";
  return `The step failed: ${firstLine.slice(0, 300)}`;
}

export type StepFailure = EnrollmentKey & { reason: string };

/**
 * Records failed tries of steps, in a transaction of their own, for enrollments still leased
 * to `token`: each is due again after its next retry delay, or, past the last, set aside as
 * `failed` with its reason (its campaign may then finish without it). Returns how many were
 * set aside.
 */
export async function recordStepFailures(
  db: Db,
  failures: readonly StepFailure[],
  opts: { token: string; retryDelays: readonly number[]; now: SQL },
): Promise<number> {
  if (failures.length === 0) return 0;
  const delays = JSON.stringify(opts.retryDelays);
  const e = campaignEnrollments;
  const updated = await sqlRows<{ state: string }>(
    db,
    sql`update ${e} set
      ${columnName(e.attempts)} = ${e.attempts} + 1,
      ${columnName(e.failureReason)} = f.reason,
      ${columnName(e.state)} = case when ${e.attempts} + 1 > ${opts.retryDelays.length}
        then 'failed' else ${e.state} end,
      ${columnName(e.nextStepAt)} = case when ${e.attempts} + 1 > ${opts.retryDelays.length} then null
        else ${opts.now} + (${delays}::jsonb ->> ${e.attempts})::float8 * interval '1 second' end,
      ${columnName(e.endedAt)} = case when ${e.attempts} + 1 > ${opts.retryDelays.length}
        then ${opts.now} else ${e.endedAt} end,
      ${columnName(e.claimedBy)} = null, ${columnName(e.claimedUntil)} = null,
      ${columnName(e.updatedAt)} = ${opts.now}
    from ${recordset(failures)} as f(campaign_id text, lead_id text, reason text)
    where ${e.campaignId} = f.campaign_id and ${e.leadId} = f.lead_id
      and ${e.claimedBy} = ${opts.token} and ${e.state} = 'active'
    returning ${e.state}`,
  );
  return updated.filter((r) => r.state === "failed").length;
}
