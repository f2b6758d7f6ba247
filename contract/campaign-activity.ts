import { z } from "zod";
import { CursorQuery, Timestamp } from "./envelopes";

/**
 * What happened in a campaign, newest first: each message it sent (or that bounced), each
 * reply, each call and each meeting booked. A platform addition: the console's activity feed.
 */
export const ACTIVITY_TYPES = [
  "message_sent",
  "message_bounced",
  "reply_received",
  "call_completed",
  "meeting_booked",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const CampaignActivityItem = z
  .object({
    id: z.string().meta({ description: "The public id of the message, call or meeting." }),
    type: z.enum(ACTIVITY_TYPES),
    at: Timestamp.meta({ description: "When it happened, in the campaign's (simulated) time." }),
    lead_id: z.string(),
    lead_name: z.string(),
    channel: z.string().nullable().meta({
      description:
        "email, sms, network or messaging for messages; call for calls; null for meetings.",
    }),
    step: z.number().int().nullable().meta({
      description: "The step (from 1) that sent it or that the lead answered; null when none.",
    }),
    summary: z.string().meta({
      description:
        "A message's subject or opening words; a call's outcome and length; a meeting's time and who booked it.",
    }),
  })
  .meta({ id: "CampaignActivityItem" });
export type CampaignActivityItem = z.infer<typeof CampaignActivityItem>;

export const CampaignActivityQuery = CursorQuery;
