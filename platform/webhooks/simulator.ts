import { eq, sql } from "drizzle-orm";
import type { EventPayload, EventType } from "../../contract/webhooks";
import type { Db } from "../db/client";
import { iso } from "../http/time";
import { randomBase62 } from "../ids";
import { leads } from "../leads";

/**
 * Realistic payloads for every event type, for the test operation and the development
 * simulator. Lead ids are real leads of the workspace when it has any; campaigns, calls and
 * messages don't exist in this platform, so their ids are made up in the same style.
 */
export type SampleContext = { leadId: string; leadListId: string; at: Date };

const fakeId = (prefix: string) => `${prefix}_${randomBase62(16)}`;

export function samplePayload<T extends EventType>(
  eventType: T,
  ctx: SampleContext,
): EventPayload<T> {
  const at = ctx.at;
  const samples: { [K in EventType]: () => EventPayload<K> } = {
    "call.completed": () => {
      const callId = fakeId("call");
      return {
        call_id: callId,
        lead_id: ctx.leadId,
        campaign_id: fakeId("cmp"),
        duration_seconds: 187,
        outcome: "ended",
        transcript_url: `https://recordings.example.com/calls/${callId}.mp3`,
      };
    },
    "reply.received": () => ({
      lead_id: ctx.leadId,
      channel: "email",
      direction: "inbound",
      message_preview: "Thanks for reaching out. Could we talk on Thursday afternoon?",
      campaign_id: fakeId("cmp"),
      communication_id: fakeId("msg"),
    }),
    "meeting.booked": () => ({
      lead_id: ctx.leadId,
      campaign_id: fakeId("cmp"),
      meeting_time: iso(new Date(at.getTime() + 3 * 24 * 3600_000)),
      booked_via: "voice_agent",
    }),
    "campaign.finished": () => ({
      campaign_id: fakeId("cmp"),
      total_leads: 250,
      completed_at: iso(at),
    }),
    "lead.enriched": () => ({ lead_id: ctx.leadId, fields_added: ["email"] }),
    "lead.status_changed": () => ({
      lead_id: ctx.leadId,
      lead_list_id: ctx.leadListId,
      status: "unsubscribed",
      previous_status: "contacted",
    }),
    "job.completed": () => ({
      job_id: fakeId("job"),
      job_type: "lead_enrichment",
      status: "completed",
      total: 25,
      processed: 25,
      result: { enriched: 18, unchanged: 7 },
      error_message: null,
      completed_at: iso(at),
    }),
  };
  return samples[eventType]() as EventPayload<T>;
}

/** A lead of the workspace to name in samples, or made-up ids when it has none. */
export async function sampleContext(db: Db, workspaceId: string): Promise<SampleContext> {
  const [lead] = await db
    .select({ id: leads.id, leadListId: leads.leadListId })
    .from(leads)
    .where(eq(leads.workspaceId, workspaceId))
    .orderBy(sql`random()`)
    .limit(1);
  return {
    leadId: lead?.id ?? fakeId("lead"),
    leadListId: lead?.leadListId ?? fakeId("ll"),
    at: new Date(),
  };
}
