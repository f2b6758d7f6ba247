import { and, asc, eq, sql } from "drizzle-orm";
import { CALL_MINIMUM_CREDITS, type CreateCallBody } from "../../contract/calls";
import { creditsText } from "../../contract/credit-rates";
import { findCampaign } from "../campaigns";
import { connectedAccounts } from "../connected-accounts";
import { chargeCredits, lockCreditBalance } from "../credits/credits";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { uncontactableSql } from "../do-not-contact";
import { ApiError, validationError } from "../http/errors";
import { newId } from "../ids";
import { findVoiceAgent } from "../voice-agents";
import { planCall } from "./plan";
import { calls } from "./tables";

type LeadToCall = {
  id: string;
  first_name: string;
  last_name: string;
  uncontactable: boolean;
  phone: string | null;
};

/**
 * Places a call: checks the lead, agent, number and campaign, charges the first minute and
 * writes the call `in_progress`, all in one transaction, so a refused request writes and
 * spends nothing. The simulated call then runs on its own clock from `at`; the call worker
 * completes it at `due_at` (calls/complete.ts) and charges the rest of its minutes.
 *
 * The lead's row is held (FOR NO KEY UPDATE) from its checks to the insert: a do-not-contact
 * entry added meanwhile waits for the call to be placed, or the call sees the lead as dnc.
 */
export async function placeCall(
  db: Db,
  input: { workspaceId: string; body: CreateCallBody; at: Date },
) {
  const { workspaceId, body, at } = input;
  return db.transaction(async (tx) => {
    const [lead] = await sqlRows<LeadToCall>(
      tx,
      sql`select l.id, l.first_name, l.last_name, ${uncontactableSql()} as uncontactable,
          (select nullif(trim(p.phone), '') from prospects p where p.id = l.prospect_id) as phone
        from leads l where l.id = ${body.lead_id} and l.workspace_id = ${workspaceId}
        for no key update of l`,
    );
    if (!lead) throw new ApiError("lead_not_found");
    const agent = await findVoiceAgent(tx, workspaceId, body.agent_id);
    if (!agent) throw new ApiError("voice_agent_not_found");
    if (
      body.campaign_id !== undefined &&
      !(await findCampaign(tx, workspaceId, body.campaign_id))
    ) {
      throw new ApiError("campaign_not_found");
    }
    if (agent.status !== "published") {
      throw validationError(
        ["body", "agent_id"],
        "This voice agent is a draft; only a published agent places calls.",
      );
    }
    const accountId = await phoneAccount(tx, workspaceId, body.account_id);
    if (lead.uncontactable) {
      throw validationError(
        ["body", "lead_id"],
        "This lead may not be contacted: it is on the do-not-contact list or its status is dnc, unsubscribed or bounced.",
      );
    }
    if (!lead.phone) {
      throw validationError(
        ["body", "lead_id"],
        "This lead has no phone number to call; only a lead found by prospect search has one.",
      );
    }
    const balance = await lockCreditBalance(tx, workspaceId);
    if (balance < CALL_MINIMUM_CREDITS) throw new ApiError("call_credits");

    const id = newId("call");
    const planned = planCall(id);
    const [row] = await tx
      .insert(calls)
      .values({
        id,
        workspaceId,
        leadId: lead.id,
        campaignId: body.campaign_id ?? null,
        agentId: agent.id,
        accountId,
        direction: "outbound",
        status: "in_progress",
        startedAt: at,
        dueAt: new Date(at.getTime() + planned.durationSeconds * 1000),
        simulated: true,
        credits: CALL_MINIMUM_CREDITS,
      })
      .returning();
    await chargeCredits(tx, {
      workspaceId,
      amount: CALL_MINIMUM_CREDITS,
      at,
      reason: "voice_call",
      description: `Voice call to ${fullName(lead)}: first minute (${creditsText(CALL_MINIMUM_CREDITS)})`,
    });
    return row!;
  });
}

const fullName = (lead: { first_name: string; last_name: string }) =>
  `${lead.first_name} ${lead.last_name}`.trim() || "a lead";

/** The number to call from: the one asked for (a connected phone number), else the first. */
async function phoneAccount(tx: Db, workspaceId: string, accountId: string | undefined) {
  if (accountId !== undefined) {
    const [account] = await tx
      .select()
      .from(connectedAccounts)
      .where(
        and(eq(connectedAccounts.workspaceId, workspaceId), eq(connectedAccounts.id, accountId)),
      );
    if (account?.channel !== "phone" || account.status !== "connected") {
      throw validationError(
        ["body", "account_id"],
        "Call from a connected phone number of this workspace: an account of channel phone from GET /connected-accounts.",
      );
    }
    return account.id;
  }
  const [first] = await tx
    .select({ id: connectedAccounts.id })
    .from(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.workspaceId, workspaceId),
        eq(connectedAccounts.channel, "phone"),
        eq(connectedAccounts.status, "connected"),
      ),
    )
    .orderBy(asc(connectedAccounts.createdAt), asc(connectedAccounts.id))
    .limit(1);
  if (!first) throw new ApiError("call_no_phone_account");
  return first.id;
}
