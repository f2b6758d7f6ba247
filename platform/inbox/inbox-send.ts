import { sql } from "drizzle-orm";
import { creditsText, messageCredits } from "../../contract/credit-rates";
import { ACCOUNT_CHANNEL_FOR_MESSAGE, type SendChannel } from "../../contract/inbox";
import { preview } from "../campaigns";
import { chargeCredits, lockCreditBalance } from "../credits/credits";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { onDoNotContactSql } from "../do-not-contact";
import { newId } from "../ids";
import { insertMessages, recordConversationActivity } from "../leads";

/** A lead as sending to it needs it: where it can be reached, and whether it may be. */
export type LeadToContact = {
  id: string;
  workspace_id: string;
  first_name: string;
  last_name: string;
  status: string;
  email: string | null;
  phone: string | null;
  network_url: string | null;
  on_do_not_contact: boolean;
};

/**
 * The lead, locked until the transaction ends (as the engine locks the leads it contacts), so
 * a do-not-contact entry or a status change cannot slip in between the check and the send.
 */
export async function lockLeadToContact(
  tx: Db,
  workspaceId: string,
  leadId: string,
): Promise<LeadToContact | undefined> {
  const [lead] = await sqlRows<LeadToContact>(
    tx,
    sql`select l.id, l.workspace_id, l.first_name, l.last_name, l.status, l.email,
        p.phone, p.network_url, ${onDoNotContactSql()} as on_do_not_contact
      from leads l left join prospects p on p.id = l.prospect_id
      where l.workspace_id = ${workspaceId} and l.id = ${leadId}
      for no key update of l`,
  );
  return lead;
}

export type SendingAccount = {
  id: string;
  channel: string;
  status: string;
  address: string;
  /** A phone number's carrier capabilities; null for other accounts. */
  capabilities: { voice: boolean; sms: boolean } | null;
};

type AccountRow = Omit<SendingAccount, "capabilities"> & {
  voice: boolean | null;
  sms: boolean | null;
};

const accountColumns = sql`a.id, a.channel, a.status, a.address, p.voice, p.sms
  from connected_accounts a left join phone_numbers p on p.connected_account_id = a.id`;

function toSendingAccount({ voice, sms, ...row }: AccountRow): SendingAccount {
  return { ...row, capabilities: voice === null || sms === null ? null : { voice, sms } };
}

/** A connected account of the workspace by id, whatever its channel and status. */
export async function findAccount(
  db: Db,
  workspaceId: string,
  accountId: string,
): Promise<SendingAccount | undefined> {
  const [row] = await sqlRows<AccountRow>(
    db,
    sql`select ${accountColumns} where a.workspace_id = ${workspaceId} and a.id = ${accountId}`,
  );
  return row && toSendingAccount(row);
}

/**
 * The workspace's first connected account that can send `channel`, as the engine's fallback:
 * for a text, the first number whose carrier gave it SMS (a voice-only line is passed over).
 */
export async function firstReadyAccount(
  db: Db,
  workspaceId: string,
  channel: SendChannel,
): Promise<SendingAccount | undefined> {
  const [row] = await sqlRows<AccountRow>(
    db,
    sql`select ${accountColumns}
      where a.workspace_id = ${workspaceId} and a.channel = ${ACCOUNT_CHANNEL_FOR_MESSAGE[channel]}
        and a.status = 'connected' ${channel === "sms" ? sql`and p.sms is not false` : sql``}
      order by a.created_at, a.id
      limit 1`,
  );
  return row && toSendingAccount(row);
}

export type OperatorMessage = {
  workspaceId: string;
  lead: LeadToContact;
  channel: SendChannel;
  accountId: string;
  subject: string | null;
  body: string;
  sentByMemberId: string | null;
  at: Date;
};

/**
 * Sends an operator's message, all in the caller's transaction: the charge from the rate
 * table (the balance locked first, as every charging path does; a shortfall throws
 * InsufficientCreditsError and nothing is written), the conversation moved on, the message,
 * and the lead's status from new to contacted as a campaign's first send does. Returns the
 * message's id.
 */
export async function sendOperatorMessage(tx: Db, m: OperatorMessage): Promise<string> {
  const credits = messageCredits(m.channel);
  await lockCreditBalance(tx, m.workspaceId);
  const name = `${m.lead.first_name} ${m.lead.last_name}`.trim();
  await chargeCredits(tx, {
    workspaceId: m.workspaceId,
    amount: credits,
    at: m.at,
    reason: "inbox_message",
    description: `Inbox message to ${name} by ${m.channel} (${creditsText(credits)})`,
  });
  const at = m.at.toISOString();
  const id = newId("msg");
  await recordConversationActivity(tx, [
    {
      id: newId("conv"),
      workspace_id: m.workspaceId,
      lead_id: m.lead.id,
      at,
      preview: preview(m.body),
      channel: m.channel,
      direction: "outbound",
      unread: 0,
    },
  ]);
  await insertMessages(tx, [
    {
      id,
      workspace_id: m.workspaceId,
      lead_id: m.lead.id,
      campaign_id: null,
      step_index: null,
      channel: m.channel,
      direction: "outbound",
      account_id: m.accountId,
      sent_by_member_id: m.sentByMemberId,
      subject: m.subject,
      body: m.body,
      status: "sent",
      sent_at: at,
      credits,
    },
  ]);
  if (m.lead.status === "new") {
    await tx.execute(sql`update leads set status = 'contacted' where id = ${m.lead.id}`);
  }
  return id;
}
