import { z } from "zod";
import { cursorEnvelope, Timestamp } from "./envelopes";
import {
  DateTimeInput,
  queryInteger,
  ResourceId,
  STORABLE_TEXT_MESSAGE,
  STORABLE_TEXT_PATTERN,
  text,
} from "./inputs";

/**
 * Webhooks: endpoints, the event catalog and payloads, deliveries and their attempts.
 * Used by the platform (validation, OpenAPI), the BFF and the console's forms.
 */

// ---------------------------------------------------------------------------------------------
// Event catalog and payloads (spec: Events)

export const EVENT_TYPES = [
  "call.completed",
  "reply.received",
  "meeting.booked",
  "campaign.finished",
  "lead.enriched",
  "lead.status_changed",
  "job.completed",
] as const;
export const EventType = z.enum(EVENT_TYPES, {
  error: (issue) =>
    `Event type ${JSON.stringify(issue.input)} is not in the catalog: ${EVENT_TYPES.join(", ")}.`,
});
export type EventType = z.infer<typeof EventType>;

/** What each event means, for pickers and documentation (spec: Catalog). */
export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  "call.completed": "A voice call finishes.",
  "reply.received": "A lead replies on any channel.",
  "meeting.booked": "A lead books a meeting, via the AI agent or an operator in the inbox.",
  "campaign.finished": "Every lead in a campaign completes the sequence.",
  "lead.enriched": "An enrichment run succeeds for a lead.",
  "lead.status_changed": "A lead's status changes to dnc, unsubscribed or bounced.",
  "job.completed": "A background job (an import, a bulk enrichment) finishes.",
};

/** Lead statuses that fire lead.status_changed. */
export const NOTIFIED_LEAD_STATUSES = ["dnc", "unsubscribed", "bounced"] as const;

const CallCompleted = z.object({
  event_type: z.literal("call.completed"),
  call_id: z.string(),
  lead_id: z.string(),
  // The spec types this field "campaign_id (string)", not nullable (unlike a call record's
  // campaign_id, whose type it does not show), so a receiver written to the spec may reject a
  // null. A call placed on its own (POST /calls without campaign_id) therefore carries "":
  // a string, and no campaign's id. Consumers (the console included) read "" as "no campaign".
  campaign_id: z.string().meta({
    description:
      'The campaign the call was placed for; "" (the empty string, as the spec types the field a string) for a call placed on its own.',
  }),
  duration_seconds: z.number().int(),
  outcome: z.string().meta({ description: "ended, or another outcome value." }),
  transcript_url: z.string().meta({ description: "Address of the recording." }),
});
const ReplyReceived = z.object({
  event_type: z.literal("reply.received"),
  lead_id: z.string(),
  channel: z.string().meta({ description: "sms, email, or another channel." }),
  direction: z.string(),
  message_preview: z.string(),
  campaign_id: z.string(),
  communication_id: z.string(),
});
const MeetingBooked = z.object({
  event_type: z.literal("meeting.booked"),
  lead_id: z.string(),
  // null when an operator books a meeting that came from no campaign.
  campaign_id: z.string().nullable(),
  meeting_time: Timestamp,
  booked_via: z.enum(["voice_agent", "operator"]),
});
const CampaignFinished = z.object({
  event_type: z.literal("campaign.finished"),
  campaign_id: z.string(),
  total_leads: z.number().int(),
  completed_at: Timestamp,
});
const LeadEnriched = z.object({
  event_type: z.literal("lead.enriched"),
  lead_id: z.string(),
  fields_added: z.array(z.string()).meta({ description: "Names of the lead fields filled in." }),
});
/** The spec leaves this payload open; the platform sends the lead, its list and both statuses. */
const LeadStatusChanged = z.object({
  event_type: z.literal("lead.status_changed"),
  lead_id: z.string(),
  lead_list_id: z.string(),
  status: z.enum(NOTIFIED_LEAD_STATUSES),
  previous_status: z.string(),
});
/** The spec leaves this payload open; the platform sends the job as GET /jobs/{job_id} would. */
const JobCompleted = z.object({
  event_type: z.literal("job.completed"),
  job_id: z.string(),
  job_type: z.string().meta({ description: "prospect_import, lead_enrichment, …" }),
  status: z.enum(["completed", "failed"]),
  total: z.number().int(),
  processed: z.number().int(),
  result: z.record(z.string(), z.unknown()),
  error_message: z.string().nullable(),
  completed_at: Timestamp,
});

/** The JSON body of a delivery: the event's fields plus event_type; no event id or timestamp. */
export const WebhookEvent = z
  .discriminatedUnion("event_type", [
    CallCompleted,
    ReplyReceived,
    MeetingBooked,
    CampaignFinished,
    LeadEnriched,
    LeadStatusChanged,
    JobCompleted,
  ])
  .meta({ id: "WebhookEvent" });
export type WebhookEvent = z.infer<typeof WebhookEvent>;
export type EventOf<T extends EventType> = Extract<WebhookEvent, { event_type: T }>;
/** An event's fields without event_type: what emitters pass. */
export type EventPayload<T extends EventType> = Omit<EventOf<T>, "event_type">;

// ---------------------------------------------------------------------------------------------
// Signature (spec: Signature)

export const SIGNATURE_HEADER = "X-Service-Signature";
/** Also sent with every delivery, to help receivers log and deduplicate. */
export const DELIVERY_ID_HEADER = "X-Service-Delivery-Id";
export const EVENT_TYPE_HEADER = "X-Service-Event-Type";
export const ATTEMPT_HEADER = "X-Service-Attempt";
export const SECRET_PREFIX = "whsec_";

/**
 * Standard Webhooks (standardwebhooks.com), sent beside the spec's header so that any of its
 * libraries verifies a delivery: webhook-id is the delivery's id (the same on every attempt,
 * so receivers deduplicate), webhook-timestamp the attempt's Unix seconds, webhook-signature
 * `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, space-separated while a rotation's
 * overlap lasts. Its key is the base64-decoded part of the secret after whsec_, where
 * X-Service-Signature is keyed with the whole secret string: the same secret, read two ways.
 */
export const STANDARD_ID_HEADER = "webhook-id";
export const STANDARD_TIMESTAMP_HEADER = "webhook-timestamp";
export const STANDARD_SIGNATURE_HEADER = "webhook-signature";
/** How far from now a Standard Webhooks library accepts webhook-timestamp, either way. */
export const STANDARD_TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

// ---------------------------------------------------------------------------------------------
// Endpoints

const MAX_URL_LENGTH = 2048;
export const MAX_DESCRIPTION_LENGTH = 500;

/**
 * A webhook address: absolute http(s) URL without credentials. The platform additionally
 * requires https (422 at ["body","url"]) unless WEBHOOK_ALLOW_PRIVATE_TARGETS=1; use
 * `isHttpsUrl` in forms to say so before sending.
 */
const WebhookUrl = z
  .string()
  .regex(STORABLE_TEXT_PATTERN, STORABLE_TEXT_MESSAGE)
  .trim()
  .min(1, "Enter the address that receives deliveries.")
  .max(MAX_URL_LENGTH, `The address can be at most ${MAX_URL_LENGTH} characters.`)
  .refine((value) => parseWebhookUrl(value) !== null, {
    message: "Enter an absolute https:// address, without a user name or password.",
  })
  .meta({
    description: "HTTPS address receiving deliveries.",
    example: "https://example.com/hooks",
  });

function parseWebhookUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

export function isHttpsUrl(value: string): boolean {
  return parseWebhookUrl(value.trim())?.protocol === "https:";
}

const EventTypes = z
  .array(EventType)
  .min(1, "Choose at least one event type.")
  .max(EVENT_TYPES.length * 2)
  .meta({ description: "Subset of the event catalog; duplicates are dropped." });

export const CreateWebhookEndpointBody = z
  .object({
    url: WebhookUrl,
    event_types: EventTypes,
    description: text().max(MAX_DESCRIPTION_LENGTH).default(""),
  })
  .strict();
export type CreateWebhookEndpointBody = z.input<typeof CreateWebhookEndpointBody>;

/** Every member optional; an empty body changes nothing. */
export const UpdateWebhookEndpointBody = z
  .object({
    url: WebhookUrl.optional(),
    event_types: EventTypes.optional(),
    description: text().max(MAX_DESCRIPTION_LENGTH).optional(),
    is_active: z.boolean().optional().meta({
      description:
        "false stops new events for this endpoint; deliveries already queued, tests and resends still go out.",
    }),
  })
  .strict();
export type UpdateWebhookEndpointBody = z.input<typeof UpdateWebhookEndpointBody>;

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export const DeliveryStatus = z.enum(DELIVERY_STATUSES).meta({
  description:
    "pending: waiting for its first attempt, in flight, or a retry is scheduled; succeeded: an attempt got a 2xx; failed: every attempt failed.",
});
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

/** Computed over the endpoint's deliveries created in the last 24 hours. */
export const EndpointDeliveryStats = z
  .object({
    deliveries_24h: z.number().int(),
    succeeded_24h: z.number().int(),
    failed_24h: z.number().int(),
    success_rate_24h: z.number().nullable().meta({
      description:
        "succeeded / (succeeded + failed) over the last 24 hours, 0 to 1; null when none has finished.",
    }),
    last_delivery_at: Timestamp.nullable().meta({
      description: "When the newest delivery was created.",
    }),
    last_delivery_status: DeliveryStatus.nullable(),
  })
  .meta({ id: "WebhookEndpointDeliveryStats" });
export type EndpointDeliveryStats = z.infer<typeof EndpointDeliveryStats>;

export const WebhookEndpoint = z
  .object({
    id: z.string().meta({ example: "we_3kTMd9Pq0vXbL2aZ" }),
    url: z.string(),
    event_types: z.array(EventType),
    is_active: z.boolean(),
    description: z.string(),
    created_at: Timestamp,
    updated_at: Timestamp,
    delivery_stats: EndpointDeliveryStats,
    previous_secret_expires_at: Timestamp.nullable().meta({
      description:
        "While a rotation's overlap lasts: until then every delivery carries a signature with the replaced secret beside the new one. null otherwise.",
    }),
    failing_since: Timestamp.nullable().meta({
      description:
        "Since when every attempt to this endpoint has failed; null after any success. Past the auto-disable period the endpoint is disabled.",
    }),
    disabled_reason: z.string().nullable().meta({
      description:
        "Why the platform disabled the endpoint by itself (auto-disable); null when active or disabled by hand.",
    }),
    disabled_at: Timestamp.nullable().meta({
      description: "When the platform disabled the endpoint by itself.",
    }),
  })
  .meta({ id: "WebhookEndpoint", description: "Never carries the secret." });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** Create and rotate-secret answers: the endpoint and its secret, shown this once. */
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({
  secret: z.string().meta({
    description:
      "Signing secret (whsec_…). Shown only in this response, at creation and at rotation; store it now.",
    example: "whsec_Zx8bQ2…",
  }),
}).meta({ id: "WebhookEndpointWithSecret" });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

/** Longest overlap a rotation may keep the replaced secret signing for: 7 days. */
const MAX_SECRET_OVERLAP_SECONDS = 7 * 86_400;
const DEFAULT_SECRET_OVERLAP_SECONDS = 86_400;

export const RotateSecretBody = z
  .object({
    overlap_seconds: z
      .number()
      .int("Give the overlap in whole seconds.")
      .min(0, "The overlap can't be negative; 0 cuts over at once.")
      .max(
        MAX_SECRET_OVERLAP_SECONDS,
        `The overlap can be at most ${MAX_SECRET_OVERLAP_SECONDS} seconds (7 days).`,
      )
      .default(DEFAULT_SECRET_OVERLAP_SECONDS)
      .meta({
        description:
          "How long the replaced secret keeps signing beside the new one, so receivers can switch without rejecting deliveries. 0 cuts over at once; default 86400 (24 hours).",
      }),
  })
  .strict();
export type RotateSecretBody = z.input<typeof RotateSecretBody>;

/** The test operation's optional body: which catalog event to send. */
export const TestEndpointBody = z
  .object({
    event_type: EventType.optional().meta({
      description:
        "Send this catalog event with its example body (as the event catalog shows it) instead of the synthetic call.completed.",
    }),
  })
  .strict();
export type TestEndpointBody = z.input<typeof TestEndpointBody>;

/** Replay a delivery to another endpoint of the workspace (a migration). */
export const ReplayDeliveryBody = z
  .object({
    endpoint_id: ResourceId.meta({
      description:
        "The endpoint to send the copy to: another active endpoint of this workspace that subscribes to the delivery's event type.",
    }),
  })
  .strict();
export type ReplayDeliveryBody = z.input<typeof ReplayDeliveryBody>;

export const EndpointParams = z.object({ endpoint_id: ResourceId });
export const DeliveryParams = EndpointParams.extend({ delivery_id: ResourceId });

// ---------------------------------------------------------------------------------------------
// Deliveries and attempts

export const DELIVERY_TRIGGERS = ["event", "test", "resend", "simulated", "replay"] as const;
export const DeliveryTrigger = z.enum(DELIVERY_TRIGGERS).meta({
  description:
    "event: the platform's own processing; test: the test operation; resend: a resend of resent_from; simulated: the development simulator; replay: a copy of resent_from, a delivery of another endpoint, sent here by the replay operation.",
});
export type DeliveryTrigger = z.infer<typeof DeliveryTrigger>;

export const WebhookDelivery = z
  .object({
    id: z.string().meta({ example: "whd_8fJ2kQm1LxP0aZ7c" }),
    endpoint_id: z.string(),
    event_type: EventType,
    status: DeliveryStatus,
    trigger: DeliveryTrigger,
    resent_from: z.string().nullable().meta({ description: "The delivery this one resends." }),
    message_id: z.string().meta({
      description:
        "The `webhook-id` header its attempts carry (Standard Webhooks): the delivery's own id, or for a resend, a recovery's resend or a replay the original's, so a receiver that deduplicates on it handles each event once. `delivery_id` in the list finds a delivery by either.",
      example: "whd_8fJ2kQm1LxP0aZ7c",
    }),
    attempt_count: z.number().int().meta({ description: "Attempts made so far." }),
    max_attempts: z.number().int().meta({ description: "Attempts the retry schedule allows." }),
    last_status_code: z.number().int().nullable().meta({
      description: "HTTP status of the latest attempt; null before one or when none came.",
    }),
    last_duration_ms: z.number().int().nullable(),
    last_error: z.string().nullable().meta({ description: "Why the latest attempt failed." }),
    last_attempt_at: Timestamp.nullable(),
    next_attempt_at: Timestamp.nullable().meta({
      description: "When the next attempt is due while pending; null once finished.",
    }),
    sending_until: Timestamp.nullable().optional().meta({
      description:
        "While an attempt is in flight: when its time-out ends. null when none is in flight.",
    }),
    created_at: Timestamp,
    completed_at: Timestamp.nullable(),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const RESPONSE_EXCERPT_BYTES = 2048;

export const WebhookAttempt = z
  .object({
    number: z.number().int().meta({ description: "1 for the first attempt." }),
    attempted_at: Timestamp,
    url: z.string().meta({ description: "Where this attempt was sent." }),
    request_headers: z.record(z.string(), z.string()).meta({
      description: "The headers sent, signature included.",
    }),
    succeeded: z.boolean(),
    status_code: z.number().int().nullable().meta({ description: "null when no response came." }),
    duration_ms: z.number().int(),
    error_message: z.string().nullable(),
    response_body_excerpt: z
      .string()
      .nullable()
      .meta({
        description: `The first ${RESPONSE_EXCERPT_BYTES} bytes of the response body.`,
      }),
  })
  .meta({ id: "WebhookAttempt" });
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDeliveryDetail = WebhookDelivery.extend({
  payload: z.record(z.string(), z.unknown()).meta({
    description: "The JSON body sent (the same bytes on every attempt).",
  }),
  raw_body: z.string().optional().meta({
    description:
      "The body exactly as sent, byte for byte: what X-Service-Signature signs. Verify signatures against this, not a re-serialised payload.",
  }),
  attempts: z.array(WebhookAttempt).meta({ description: "Oldest first." }),
}).meta({ id: "WebhookDeliveryDetail" });
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetail>;

/**
 * A text search reads deliveries newest first and stops after this many per page, so a page
 * costs the same however large the history is; its cursor continues further back.
 */
export const DELIVERY_SEARCH_SCAN = 10_000;
const DELIVERY_SEARCH_MAX_LENGTH = 200;

export const DeliveriesQuery = z.object({
  status: DeliveryStatus.optional(),
  event_type: EventType.optional(),
  since: DateTimeInput.optional().meta({
    description:
      "Only deliveries created at or after this time: RFC 3339 with Z or a UTC offset such as +02:00, from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z.",
  }),
  until: DateTimeInput.optional().meta({
    description:
      "Only deliveries created before this time: RFC 3339 with Z or a UTC offset such as +02:00, from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z.",
  }),
  delivery_id: ResourceId.optional().meta({
    description:
      "Only the delivery with this id, and the deliveries whose `message_id` it is (its resends: the `webhook-id` a receiver logged finds every delivery that carried it); an empty page when the endpoint has none.",
  }),
  lead_id: ResourceId.optional().meta({
    description: "Only deliveries whose event names this lead (its payload's `lead_id`).",
  }),
  campaign_id: ResourceId.optional().meta({
    description: "Only deliveries whose event names this campaign (its payload's `campaign_id`).",
  }),
  q: text()
    .min(1, "Give at least one character to search for.")
    .max(DELIVERY_SEARCH_MAX_LENGTH, `Search for at most ${DELIVERY_SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .meta({
      description: `Only deliveries whose body contains this text, ignoring case. A page with \`q\` examines at most ${DELIVERY_SEARCH_SCAN.toLocaleString("en-US")} deliveries (newest first, after the other filters): when it reaches that bound before filling the page it answers what it found, possibly nothing, with a \`next_cursor\` that continues the search further back, and says how far it looked in \`searched\`.`,
    }),
  cursor: text().max(200).optional(),
  limit: queryInteger("limit", { min: 1, max: 100 }).default(25),
});
export type DeliveriesQuery = z.input<typeof DeliveriesQuery>;

/** The deliveries listing: a cursor envelope, plus how far a text search looked. */
export const DeliveriesPage = cursorEnvelope(WebhookDelivery).extend({
  searched: z
    .number()
    .int()
    .optional()
    .meta({
      description: `With \`q\`: how many deliveries this page examined (at most ${DELIVERY_SEARCH_SCAN.toLocaleString("en-US")}). Absent without \`q\`.`,
    }),
});
export type DeliveriesPage = z.infer<typeof DeliveriesPage>;

// ---------------------------------------------------------------------------------------------
// Delivery statistics: the cards and charts of one range from one read

/** A range is split into at most this many buckets. */
export const MAX_STATS_BUCKETS = 500;

export const DeliveryStatsQuery = z.object({
  since: DateTimeInput.meta({
    description: "Deliveries created at or after this time; must be in the past (else a 422).",
  }),
  until: DateTimeInput.optional().meta({
    description: "…and before this time; default now. Must be later than since (else a 422).",
  }),
  event_type: EventType.optional(),
  bucket_seconds: queryInteger("bucket_seconds", { min: 60, max: 30 * 86_400 })
    .default(3600)
    .meta({
      description: `Width of each bucket; buckets start at multiples of it since the Unix epoch (UTC). At most ${MAX_STATS_BUCKETS} buckets per range: a narrower bucket for a wider range is a 422 that says the smallest width it allows.`,
    }),
});
export type DeliveryStatsQuery = z.input<typeof DeliveryStatsQuery>;

const OutcomeCounts = {
  deliveries: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
};

export const DeliveryStats = z
  .object({
    since: Timestamp,
    until: Timestamp,
    bucket_seconds: z.number().int(),
    totals: z.object({
      ...OutcomeCounts,
      success_rate: z.number().nullable().meta({
        description: "succeeded / (succeeded + failed), 0 to 1; null when none has finished.",
      }),
    }),
    buckets: z
      .array(
        z.object({
          start: Timestamp,
          ...OutcomeCounts,
          p50_ms: z.number().int().nullable(),
          p95_ms: z.number().int().nullable(),
          max_ms: z.number().int().nullable(),
        }),
      )
      .meta({
        description:
          "Only buckets with deliveries, oldest first; latency is over each delivery's latest attempt.",
      }),
    last_delivery_at: Timestamp.nullable().meta({
      description: "The endpoint's newest delivery, whatever the range.",
    }),
    last_delivery_status: DeliveryStatus.nullable(),
  })
  .meta({ id: "WebhookDeliveryStats" });
export type DeliveryStats = z.infer<typeof DeliveryStats>;

// ---------------------------------------------------------------------------------------------
// Recover: resend every failed delivery of a time range in one action (as Svix's recover)

/** Most failed deliveries one recover may resend; a wider range is refused with a count. */
export const MAX_RECOVER_DELIVERIES = 5000;

const RecoverRange = {
  since: DateTimeInput.meta({
    description:
      "Failed deliveries created at or after this time; must be in the past (else a 422). Recovering a range with nothing left to resend is a 422 at since.",
    example: "2026-11-20T00:00:00Z",
  }),
  until: DateTimeInput.optional().meta({
    description: "…and before this time; default now. Must be later than since (else a 422).",
  }),
  event_type: EventType.optional().meta({ description: "Only deliveries of this event type." }),
};

export const RecoverQuery = z.object(RecoverRange);
export type RecoverQuery = z.input<typeof RecoverQuery>;
export const RecoverBody = z.object(RecoverRange).strict();
export type RecoverBody = z.input<typeof RecoverBody>;

export const RecoverPreview = z
  .object({
    failed_deliveries: z.number().int().meta({
      description:
        "Failed deliveries in the range that recover would resend: those not already resent, or whose resends failed too.",
    }),
    max: z.number().int().meta({ description: "Most deliveries one recover may resend." }),
  })
  .meta({ id: "WebhookRecoverPreview" });
export type RecoverPreview = z.infer<typeof RecoverPreview>;

export const WebhookRecovery = z
  .object({
    id: z.string().meta({ example: "whr_4fJ2kQm1LxP0aZ7c" }),
    endpoint_id: z.string(),
    total: z.number().int().meta({ description: "Deliveries the recover queued." }),
    pending: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
  })
  .meta({
    id: "WebhookRecovery",
    description:
      "A recover and its progress: the resends it queued, counted by status. Done when pending is 0.",
  });
export type WebhookRecovery = z.infer<typeof WebhookRecovery>;

export const RecoveryParams = EndpointParams.extend({ recovery_id: z.string().max(100) });

// ---------------------------------------------------------------------------------------------
// Development tools (mounted only with WEBHOOK_ALLOW_PRIVATE_TARGETS=1, and in tests)

export const SimulateEventBody = z
  .object({
    endpoint_id: ResourceId.meta({
      description:
        "Emits in this endpoint's workspace: every active endpoint subscribed to it gets it.",
    }),
    event_type: EventType,
    fields: z.record(z.string(), z.unknown()).optional().meta({
      description: "Overrides for the generated payload's fields.",
    }),
  })
  .strict();
export type SimulateEventBody = z.input<typeof SimulateEventBody>;

const RECEIVER_MODES = ["ok", "error", "hang", "close", "redirect"] as const;
export const ReceiverBehaviour = z
  .object({
    mode: z.enum(RECEIVER_MODES).meta({
      description:
        "ok: answer status (default 200); error: answer status (default 500); hang: never answer; close: drop the connection; redirect: answer status (default 302) with a Location.",
    }),
    status: z.number().int().min(100).max(599).optional(),
  })
  .strict();
export type ReceiverBehaviour = z.infer<typeof ReceiverBehaviour>;

export const ReceiverSecretBody = z.object({ secret: text().min(1).max(200) }).strict();

export const ReceivedRequest = z.object({
  received_at: Timestamp,
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  signature_valid: z.boolean().nullable().meta({
    description: "Whether X-Service-Signature matched the receiver's secret; null without one.",
  }),
  answered_status: z.number().int().nullable(),
});
export type ReceivedRequest = z.infer<typeof ReceivedRequest>;
