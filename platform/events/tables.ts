import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A registered receiver. `secret` signs deliveries, so it is kept as is (never returned). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    eventTypes: text("event_types").array().notNull(),
    secret: text("secret").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    // A rotation's overlap: the replaced secret still signs (beside the new one) until then.
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: at("previous_secret_expires_at"),
    // Since when every attempt has failed (null after any success); drives auto-disable.
    failingSince: at("failing_since"),
    disabledReason: text("disabled_reason"),
    disabledAt: at("disabled_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_ws_idx").on(t.workspaceId, t.createdAt)],
);

/**
 * One event for one endpoint, and where its retry schedule stands. The body is stored as the
 * exact bytes sent, so every attempt signs and sends the same body. A worker claims a due row
 * by setting `locked_until` (its lease) and `lock_token`; only the holder of the token may
 * record the attempt's outcome, so a crashed worker's claim is simply taken over.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    // Increasing: "newest first" and cursors need no tie-breaker.
    seq: bigint("seq", { mode: "number" }).notNull().unique().generatedAlwaysAsIdentity(),
    workspaceId: text("workspace_id").notNull(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    body: text("body").notNull(),
    // The lead and campaign the event names, taken from the body by the database as each row
    // is written (whoever writes it), so "deliveries naming this lead" is an index range.
    leadId: text("lead_id").generatedAlwaysAs(sql`(body::jsonb ->> 'lead_id')`),
    campaignId: text("campaign_id").generatedAlwaysAs(sql`(body::jsonb ->> 'campaign_id')`),
    trigger: text("trigger", {
      enum: ["event", "test", "resend", "simulated", "replay"],
    }).notNull(),
    resentFrom: text("resent_from"),
    // The Standard Webhooks message id (webhook-id) when it is not this delivery's own: a resend,
    // a recovery's resend or a replay carries its original's, so receivers deduplicate them.
    messageId: text("message_id"),
    // The recover operation that queued this resend; its progress is counted over these.
    recoveryId: text("recovery_id"),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: at("next_attempt_at"),
    lockedUntil: at("locked_until"),
    lockToken: text("lock_token"),
    // While an attempt is in flight: when its time-out ends (the console shows "sending").
    attemptDeadline: at("attempt_deadline"),
    lastStatusCode: integer("last_status_code"),
    lastDurationMs: integer("last_duration_ms"),
    lastError: text("last_error"),
    lastAttemptAt: at("last_attempt_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    completedAt: at("completed_at"),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // Claims go endpoint by endpoint: its due deliveries in order, and its attempts in flight.
    index("webhook_deliveries_endpoint_due_idx")
      .on(t.endpointId, t.nextAttemptAt, t.seq)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_leased_idx")
      .on(t.endpointId)
      .where(sql`${t.status} = 'pending' and ${t.lockToken} is not null`),
    index("webhook_deliveries_endpoint_seq_idx").on(t.endpointId, t.seq),
    index("webhook_deliveries_endpoint_created_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_recovery_idx")
      .on(t.recoveryId)
      .where(sql`${t.recoveryId} is not null`),
    index("webhook_deliveries_endpoint_message_idx")
      .on(t.endpointId, t.messageId)
      .where(sql`${t.messageId} is not null`),
    index("webhook_deliveries_resent_from_idx")
      .on(t.resentFrom)
      .where(sql`${t.resentFrom} is not null`),
    index("webhook_deliveries_endpoint_status_created_idx").on(t.endpointId, t.status, t.createdAt),
    // Newest first among one endpoint's deliveries naming a lead, or a campaign.
    index("webhook_deliveries_endpoint_lead_seq_idx")
      .on(t.endpointId, t.leadId, t.seq)
      .where(sql`${t.leadId} is not null`),
    index("webhook_deliveries_endpoint_campaign_seq_idx")
      .on(t.endpointId, t.campaignId, t.seq)
      .where(sql`${t.campaignId} is not null`),
  ],
);

/** Every attempt of a delivery, as it was sent and as it was answered. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    attemptedAt: at("attempted_at").notNull(),
    url: text("url").notNull(),
    requestHeaders: jsonb("request_headers").$type<Record<string, string>>().notNull(),
    succeeded: boolean("succeeded").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    errorMessage: text("error_message"),
    responseExcerpt: text("response_excerpt"),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.number] })],
);
