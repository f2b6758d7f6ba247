import {
  EventType,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "../../../contract/webhooks";
import { iso } from "../../http/time";
import type { EndpointWithStats } from "./webhooks";
import type { AttemptRow, DeliveryRow } from "./webhooks-deliveries";

/** Through the contract's schemas only: the secret reaches a client only where it is named. */
export function toWebhookEndpoint({ endpoint, stats }: EndpointWithStats): WebhookEndpoint {
  const finished = stats.succeeded24h + stats.failed24h;
  return WebhookEndpoint.parse({
    id: endpoint.id,
    url: endpoint.url,
    event_types: endpoint.eventTypes.filter((t) => EventType.safeParse(t).success),
    is_active: endpoint.isActive,
    description: endpoint.description,
    created_at: iso(endpoint.createdAt),
    updated_at: iso(endpoint.updatedAt),
    delivery_stats: {
      deliveries_24h: stats.deliveries24h,
      succeeded_24h: stats.succeeded24h,
      failed_24h: stats.failed24h,
      success_rate_24h: finished === 0 ? null : stats.succeeded24h / finished,
      last_delivery_at: iso(stats.lastDeliveryAt),
      last_delivery_status: stats.lastDeliveryStatus,
    },
    previous_secret_expires_at:
      endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date()
        ? iso(endpoint.previousSecretExpiresAt)
        : null,
    failing_since: iso(endpoint.failingSince),
    disabled_reason: endpoint.disabledReason,
    disabled_at: iso(endpoint.disabledAt),
  });
}

export function toWebhookEndpointWithSecret(
  found: EndpointWithStats,
  secret: string,
): WebhookEndpointWithSecret {
  return WebhookEndpointWithSecret.parse({ ...toWebhookEndpoint(found), secret });
}

export function toWebhookDelivery(row: DeliveryRow, maxAttempts: number): WebhookDelivery {
  return WebhookDelivery.parse({
    id: row.id,
    endpoint_id: row.endpointId,
    event_type: row.eventType,
    status: row.status,
    trigger: row.trigger,
    resent_from: row.resentFrom,
    message_id: row.messageId ?? row.id,
    attempt_count: row.attemptCount,
    max_attempts: Math.max(maxAttempts, row.attemptCount),
    last_status_code: row.lastStatusCode,
    last_duration_ms: row.lastDurationMs,
    last_error: row.lastError,
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    sending_until:
      row.status === "pending" && row.lockedUntil && row.lockedUntil > new Date()
        ? iso(row.attemptDeadline ?? row.lockedUntil)
        : null,
    created_at: iso(row.createdAt),
    completed_at: iso(row.completedAt),
  });
}

function toWebhookAttempt(row: AttemptRow): WebhookAttempt {
  return WebhookAttempt.parse({
    number: row.number,
    attempted_at: iso(row.attemptedAt),
    url: row.url,
    request_headers: row.requestHeaders,
    succeeded: row.succeeded,
    status_code: row.statusCode,
    duration_ms: row.durationMs,
    error_message: row.errorMessage,
    response_body_excerpt: row.responseExcerpt,
  });
}

export function toWebhookDeliveryDetail(
  row: DeliveryRow,
  attempts: AttemptRow[],
  maxAttempts: number,
): WebhookDeliveryDetail {
  return WebhookDeliveryDetail.parse({
    ...toWebhookDelivery(row, maxAttempts),
    payload: JSON.parse(row.body),
    raw_body: row.body,
    attempts: attempts.map(toWebhookAttempt),
  });
}
