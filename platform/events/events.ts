import { and, eq, sql } from "drizzle-orm";
import type { DeliveryTrigger, EventOf, EventPayload, EventType } from "../../contract/webhooks";
import type { DbOrTx } from "../db/client";
import { iso } from "../http/time";
import { randomBase62 } from "../ids";
import type { JobRow } from "../jobs/job-events";
import { webhookDeliveries, webhookEndpoints } from "./tables";

export const newDeliveryId = () => `whd_${randomBase62(16)}`;

/** Rows per insert statement when one event fans out to many deliveries. */
const INSERT_CHUNK = 1000;

// In-process wake-ups: a worker in this process starts on new deliveries at once instead of
// at its next poll. Workers in other processes find them by polling.
const wakeListeners = new Set<() => void>();

export function onDeliveriesQueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/** Call after the transaction that queued deliveries commits (emitEvent calls it itself). */
export function wakeWebhookWorkers(): void {
  for (const listener of wakeListeners) listener();
}

/** The exact body sent: event_type first, then the event's own fields. */
export function eventBody<T extends EventType>(eventType: T, payload: EventPayload<T>): string {
  return JSON.stringify({ event_type: eventType, ...payload } as EventOf<T>);
}

/**
 * Queues `eventType` with each payload for every active endpoint of the workspace that
 * subscribes to it, and returns the new delivery ids. Pass the transaction that makes the
 * change the event reports, so both commit or neither does; then call wakeWebhookWorkers().
 */
export async function emitEvents<T extends EventType>(
  db: DbOrTx,
  workspaceId: string,
  eventType: T,
  payloads: EventPayload<T>[],
  opts: { trigger?: "event" | "simulated" } = {},
): Promise<string[]> {
  if (payloads.length === 0) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.workspaceId, workspaceId),
        eq(webhookEndpoints.isActive, true),
        sql`${eventType} = any(${webhookEndpoints.eventTypes})`,
      ),
    );
  if (endpoints.length === 0) return [];
  const bodies = payloads.map((p) => eventBody(eventType, p));
  const rows = endpoints.flatMap((endpoint) =>
    bodies.map((body) => ({ id: newDeliveryId(), endpoint_id: endpoint.id, body })),
  );
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    // One JSON parameter per chunk: far cheaper to bind than a parameter per column and row.
    await db.execute(
      sql`insert into webhook_deliveries
          (id, workspace_id, endpoint_id, event_type, body, trigger, next_attempt_at)
        select r.id, ${workspaceId}, r.endpoint_id, ${eventType}, r.body,
          ${opts.trigger ?? "event"}, now()
        from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + INSERT_CHUNK))}::jsonb)
          as r(id text, endpoint_id text, body text)`,
    );
  }
  wakeWebhookWorkers();
  return rows.map((r) => r.id);
}

/** The seam named in the brief: one event for a workspace. */
export function emitEvent<T extends EventType>(
  db: DbOrTx,
  workspaceId: string,
  eventType: T,
  payload: EventPayload<T>,
): Promise<string[]> {
  return emitEvents(db, workspaceId, eventType, [payload]);
}

/** One delivery of `body` to one endpoint, whether or not it subscribes: tests and resends. */
export async function queueDirectDelivery(
  db: DbOrTx,
  input: {
    workspaceId: string;
    endpointId: string;
    eventType: EventType;
    body: string;
    trigger: DeliveryTrigger;
    /** The delivery this one sends again: it carries that delivery's message id (webhook-id). */
    resentFrom?: { id: string; messageId: string | null };
  },
) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id: newDeliveryId(),
      workspaceId: input.workspaceId,
      endpointId: input.endpointId,
      eventType: input.eventType,
      body: input.body,
      trigger: input.trigger,
      resentFrom: input.resentFrom?.id ?? null,
      messageId: input.resentFrom ? (input.resentFrom.messageId ?? input.resentFrom.id) : null,
      nextAttemptAt: sql`now()`,
    })
    .returning();
  wakeWebhookWorkers();
  return row!;
}

/** job.completed for a finished job: the job as GET /jobs/{job_id} shows it. */
export function jobCompletedPayload(job: JobRow): EventPayload<"job.completed"> {
  return {
    job_id: job.id,
    job_type: job.type,
    status: job.status === "failed" ? "failed" : "completed",
    total: job.total,
    processed: job.processed,
    result: job.result,
    error_message: job.errorMessage,
    completed_at: iso(job.completedAt ?? new Date()),
  };
}
