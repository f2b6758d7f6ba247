import type { EventOf, EventType } from "./webhooks";

/**
 * The event catalog's reader-facing half: what in this platform fires each event, and an
 * example body. Field lists come from the payload schemas in webhooks.ts; a test checks that
 * every example is a valid body of its event.
 */

export const EVENT_FIRED_BY: Record<EventType, string> = {
  "call.completed":
    "A voice call ends: a call placed through POST /calls (campaign_id empty unless one was given), or a campaign's call step. The test operation sends a synthetic one.",
  "reply.received":
    "A lead answers on any channel. Sent by the messaging pipeline; in this platform by the simulator and the demo.",
  "meeting.booked":
    "A lead books a meeting through the voice agent or an operator. Sent by the booking flow; in this platform by the simulator and the demo.",
  "campaign.finished":
    "Every lead of a campaign has completed the sequence. Sent by campaigns; in this platform by the simulator and the demo.",
  "lead.enriched":
    "An enrichment run adds fields to a lead: a bulk enrichment (POST /lead-lists/{list_id}/enrich), for each lead that gains a field, or an import with auto_enrich (POST /lead-lists/{list_id}/prospect-search/import), for each lead it adds with its email. A preview enriches prospects, not leads, so it fires nothing.",
  "lead.status_changed":
    "PATCH /leads/{lead_id} sets a lead's status to dnc, unsubscribed or bounced.",
  "job.completed":
    "A background job ends, completed or failed: a prospect import (POST /lead-lists/{list_id}/prospect-search/import) or a bulk enrichment (POST /lead-lists/{list_id}/enrich).",
};

export const EVENT_EXAMPLES: { [K in EventType]: EventOf<K> } = {
  "call.completed": {
    event_type: "call.completed",
    call_id: "call_7hQ2mVx9LpR4sT1a",
    lead_id: "lead_4fJ2kQm1LxP0aZ7c",
    campaign_id: "cmp_9sD3fG5hJ7kL2mN4",
    duration_seconds: 187,
    outcome: "ended",
    transcript_url: "https://recordings.example.com/calls/call_7hQ2mVx9LpR4sT1a.mp3",
  },
  "reply.received": {
    event_type: "reply.received",
    lead_id: "lead_4fJ2kQm1LxP0aZ7c",
    channel: "email",
    direction: "inbound",
    message_preview: "Thanks for reaching out. Could we talk on Thursday afternoon?",
    campaign_id: "cmp_9sD3fG5hJ7kL2mN4",
    communication_id: "msg_2bV6nM8qW4eR1tY3",
  },
  "meeting.booked": {
    event_type: "meeting.booked",
    lead_id: "lead_4fJ2kQm1LxP0aZ7c",
    campaign_id: "cmp_9sD3fG5hJ7kL2mN4",
    meeting_time: "2026-11-26T15:00:00Z",
    booked_via: "voice_agent",
  },
  "campaign.finished": {
    event_type: "campaign.finished",
    campaign_id: "cmp_9sD3fG5hJ7kL2mN4",
    total_leads: 250,
    completed_at: "2026-11-23T09:12:44Z",
  },
  "lead.enriched": {
    event_type: "lead.enriched",
    lead_id: "lead_4fJ2kQm1LxP0aZ7c",
    fields_added: ["email"],
  },
  "lead.status_changed": {
    event_type: "lead.status_changed",
    lead_id: "lead_4fJ2kQm1LxP0aZ7c",
    lead_list_id: "ll_8kT3pW6zQ1mX5cV2",
    status: "unsubscribed",
    previous_status: "contacted",
  },
  "job.completed": {
    event_type: "job.completed",
    job_id: "job_5rE8tY2uI4oP6aS1",
    job_type: "prospect_import",
    status: "completed",
    total: 25,
    processed: 25,
    result: { added: 23, skipped: 2 },
    error_message: null,
    completed_at: "2026-11-23T09:14:02Z",
  },
};
