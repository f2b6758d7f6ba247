import { z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { Conversation, Meeting, Message } from "../../../contract/inbox";
import { ResourceId } from "../../../contract/inputs";
import { withoutProviderKeys } from "../../auth/provider-credentials";
import { preview } from "../../campaigns";
import { sqlRows } from "../../db/sql-rows";
import type { PublicEnv } from "../../http/env";
import { ApiError } from "../../http/errors";
import { iso } from "../../http/time";
import type { ConversationRow, MessageRow } from "../inbox-conversations";
import type { MeetingRow } from "../inbox-meetings";

export const TAG = "Inbox";

export const ConversationParams = z.object({ conversation_id: ResourceId });
export const LeadParams = z.object({ lead_id: ResourceId });

export const CONVERSATION_NOT_FOUND = "The conversation does not exist.";

/**
 * Route middleware: the lead (or conversation) in the path must be the workspace's. It runs
 * before the query and body are validated, so another workspace's is a 404 whatever they say.
 */
export const ownLead: MiddlewareHandler<PublicEnv> = async (c, next) => {
  const id = c.req.param("lead_id") ?? "";
  const found =
    ResourceId.safeParse(id).success &&
    (
      await sqlRows<{ id: string }>(
        c.var.deps.db,
        sql`select id from leads where workspace_id = ${c.var.auth.workspaceId} and id = ${id}`,
      )
    ).length > 0;
  if (!found) throw new ApiError("lead_not_found");
  await next();
};

export const ownConversation: MiddlewareHandler<PublicEnv> = async (c, next) => {
  const id = c.req.param("conversation_id") ?? "";
  const found =
    ResourceId.safeParse(id).success &&
    (
      await sqlRows<{ id: string }>(
        c.var.deps.db,
        sql`select id from conversations
          where workspace_id = ${c.var.auth.workspaceId} and id = ${id}`,
      )
    ).length > 0;
  if (!found) throw new ApiError("not_found", {}, CONVERSATION_NOT_FOUND);
  await next();
};

const time = (value: Date | string) => iso(new Date(value));

/**
 * Responses pass through the contract's schemas, so no internal field can leak. A lead's name,
 * and messages that quote a lead's fields (the engine's words use them), are shown without a
 * provider key (spec rule 8), as the Copilot shows them.
 */
export function toConversation(row: ConversationRow): Conversation {
  // With unread messages the preview is the lead's latest unread one: what needs an answer.
  const unread = row.unread_body !== null && row.unread_channel !== null;
  return Conversation.parse({
    id: row.id,
    lead_id: row.lead_id,
    lead_name: withoutProviderKeys(row.lead_name),
    last_message_at: time(row.last_message_at),
    last_message_preview: preview(
      withoutProviderKeys((unread ? row.unread_body : null) ?? row.last_message_body),
    ),
    last_channel: row.last_channel,
    last_direction: row.last_direction,
    preview_channel: unread ? row.unread_channel : row.last_channel,
    preview_direction: unread ? "inbound" : row.last_direction,
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? "" } : null,
    unread_count: Number(row.unread_count),
    campaign_ids: row.campaign_ids ? row.campaign_ids.split(",") : [],
  });
}

export function toMessage(row: MessageRow): Message {
  return Message.parse({
    id: row.id,
    conversation_id: row.conversation_id,
    lead_id: row.lead_id,
    campaign_id: row.campaign_id,
    channel: row.channel,
    direction: row.direction,
    account_id: row.account_id,
    subject: withoutProviderKeys(row.subject),
    body: withoutProviderKeys(row.body),
    status: row.status,
    sent_at: time(row.sent_at),
    read_at: row.read_at === null ? null : time(row.read_at),
    simulated: row.simulated,
    credits: Number(row.credits),
    sent_by: row.sent_by_id ? { id: row.sent_by_id, name: row.sent_by_name ?? "" } : null,
  });
}

export function toMeeting(row: MeetingRow): Meeting {
  return Meeting.parse({
    ...row,
    duration_minutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
    meeting_time: time(row.meeting_time),
    booked_at: time(row.booked_at),
  });
}
