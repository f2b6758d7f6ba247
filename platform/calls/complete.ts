import { sql } from "drizzle-orm";
import { CREDIT_RATES, callCredits, creditsText } from "../../contract/credit-rates";
import { callTranscript } from "../campaigns";
import { chargeCredits, lockCreditBalance } from "../credits/credits";
import type { Db } from "../db/client";
import { databaseNow } from "../db/clock";
import { sqlRows } from "../db/sql-rows";
import { emitEvents } from "../events/events";
import { planCall } from "./plan";
import { transcriptUntil } from "./recording";

/** An in-progress call whose simulated end has come, as the worker claimed it. */
type DueCall = {
  id: string;
  workspace_id: string;
  lead_id: string;
  campaign_id: string | null;
  started_at: string | Date;
  credits: number;
  first_name: string;
  last_name: string;
  company_name: string;
  lead_status: string;
  agent_name: string | null;
};

export type CompleteOptions = {
  batchSize: number;
  /** SIMULATION_SPEED: simulated seconds per real second. */
  speed: number;
  /** transcript_url is `${recordingBase}/{call_id}/recording`. */
  recordingBase: string;
};

/**
 * One batch of the call worker, in one transaction: claims the in-progress calls whose
 * simulated end has come (each call's clock starts at its placement and runs `speed`
 * simulated seconds per real second), charges the minutes beyond the first, writes the
 * outcome, duration, transcript and recording address, and emits call.completed, all or
 * nothing. The claim locks each call and its lead (FOR NO KEY UPDATE ... SKIP LOCKED), so
 * another instance skips them and each call completes once; if this one dies, the rows are
 * free again at once with nothing written. Calls and leads are locked before balances, as
 * the engine's batches do, so the two never deadlock.
 *
 * A call runs on prepaid credits: when the balance cannot pay all of its minutes, it was cut
 * off at the end of the last minute paid for, and is charged exactly that.
 */
export async function completeDueCalls(db: Db, opts: CompleteOptions): Promise<number> {
  return db.transaction(async (tx) => {
    // The database's clock: a call ends when its duration, compressed by the speed, has passed.
    const now = await databaseNow(tx);
    const due = await sqlRows<DueCall>(
      tx,
      sql`select c.id, c.workspace_id, c.lead_id, c.campaign_id, c.started_at, c.credits,
          l.first_name, l.last_name, l.company_name, l.status as lead_status,
          a.name as agent_name
        from calls c
        join leads l on l.id = c.lead_id
        left join voice_agents a on a.id = c.agent_id
        where c.status = 'in_progress' and c.started_at <= now()
          and c.started_at + (c.due_at - c.started_at) / ${opts.speed}::float8 <= now()
        order by c.started_at, c.id
        limit ${opts.batchSize}
        for no key update of c, l skip locked`,
    );
    if (due.length === 0) return 0;
    // One order for every batch, so two batches lock balances without deadlocking.
    const workspaces = [...new Set(due.map((c) => c.workspace_id))].sort();
    for (const workspaceId of workspaces) {
      let balance = await lockCreditBalance(tx, workspaceId);
      const payloads = [];
      for (const call of due.filter((c) => c.workspace_id === workspaceId)) {
        const done = finish(call, balance, opts.recordingBase);
        balance -= done.charge;
        if (done.charge > 0) {
          await chargeCredits(tx, {
            workspaceId,
            amount: done.charge,
            at: now,
            reason: "voice_call",
            description: `Voice call to ${`${call.first_name} ${call.last_name}`.trim()}: ${done.extraMinutes} more minute${done.extraMinutes === 1 ? "" : "s"} (${creditsText(done.charge)})`,
          });
        }
        await tx.execute(sql`update calls set status = 'completed', outcome = ${done.outcome},
            duration_seconds = ${done.durationSeconds}, ended_at = now(),
            transcript = ${done.transcript},
            credits = credits + ${done.charge}, due_at = null
          where id = ${call.id}`);
        if (call.lead_status === "new") {
          await tx.execute(sql`update leads set status = 'contacted' where id = ${call.lead_id}`);
        }
        payloads.push({
          call_id: call.id,
          lead_id: call.lead_id,
          // The spec types it as a string: empty for a call placed outside a campaign.
          campaign_id: call.campaign_id ?? "",
          duration_seconds: done.durationSeconds,
          outcome: done.outcome,
          transcript_url: done.transcriptUrl,
        });
      }
      await emitEvents(tx, workspaceId, "call.completed", payloads);
    }
    return due.length;
  });
}

/** How a claimed call ends, given what the workspace's balance can still pay. */
function finish(call: DueCall, balance: number, recordingBase: string) {
  const planned = planCall(call.id);
  const agentName = call.agent_name ?? "Ava";
  const full = callTranscript(
    planned.outcome,
    { firstName: call.first_name, companyName: call.company_name },
    agentName,
    planned.meeting,
  );
  const owed = Math.max(0, callCredits(planned.durationSeconds) - call.credits);
  const affordable = Math.floor(balance / CREDIT_RATES.call_minute) * CREDIT_RATES.call_minute;
  const charge = Math.min(owed, affordable);
  const paidSeconds = ((call.credits + charge) / CREDIT_RATES.call_minute) * 60;
  const cut = planned.durationSeconds > paidSeconds;
  const durationSeconds = cut ? paidSeconds : planned.durationSeconds;
  return {
    charge,
    extraMinutes: charge / CREDIT_RATES.call_minute,
    outcome: planned.outcome,
    durationSeconds,
    transcript: cut
      ? transcriptUntil(full, planned.durationSeconds, durationSeconds, agentName)
      : full,
    transcriptUrl: `${recordingBase}/${call.id}/recording`,
  };
}
