import { z } from "@hono/zod-openapi";
import { Conversation, Meeting, Message } from "../../../../contract/inbox";
import { ResourceId } from "../../../../contract/inputs";
import type { ConversationRow, MessageRow } from "../../../data/inbox-conversations";
import type { MeetingRow } from "../../../data/inbox-meetings";
import { preview } from "../../../engine/content";
import { iso } from "../../../http/time";

export const TAG = "Inbox";

export const ConversationParams = z.object({ conversation_id: ResourceId });
export const LeadParams = z.object({ lead_id: ResourceId });

const time = (value: Date | string) => iso(new Date(value));

/** Responses pass through the contract's schemas, so no internal field can leak. */
export function toConversation(row: ConversationRow): Conversation {
  return Conversation.parse({
    id: row.id,
    lead_id: row.lead_id,
    lead_name: row.lead_name,
    last_message_at: time(row.last_message_at),
    last_message_preview: preview(row.last_message_body),
    last_channel: row.last_channel,
    last_direction: row.last_direction,
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
    subject: row.subject,
    body: row.body,
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
    meeting_time: time(row.meeting_time),
    booked_at: time(row.booked_at),
  });
}
