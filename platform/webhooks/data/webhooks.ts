import { and, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { EventType } from "../../../contract/webhooks";
import type { Db } from "../../db/client";
import { webhookDeliveries as d, webhookEndpoints as e } from "../../events/tables";
import { randomBase62 } from "../../ids";
import { newWebhookSecret } from "../signer";

export const newEndpointId = () => `we_${randomBase62(16)}`;

export type EndpointRow = typeof e.$inferSelect;
type EndpointStats = {
  deliveries24h: number;
  succeeded24h: number;
  failed24h: number;
  lastDeliveryAt: Date | null;
  lastDeliveryStatus: "pending" | "succeeded" | "failed" | null;
};
export type EndpointWithStats = { endpoint: EndpointRow; stats: EndpointStats };

/**
 * Endpoints with what the console shows beside each, computed in SQL: the last 24 hours'
 * deliveries by outcome (index endpoint_id, created_at) and the newest delivery.
 */
function selectWithStats(db: Db, where: SQL | undefined) {
  const day = db
    .select({
      total: sql<number>`count(*)`.mapWith(Number).as("total"),
      succeeded: sql<number>`count(*) filter (where ${d.status} = 'succeeded')`
        .mapWith(Number)
        .as("succeeded"),
      failed: sql<number>`count(*) filter (where ${d.status} = 'failed')`
        .mapWith(Number)
        .as("failed"),
    })
    .from(d)
    .where(and(eq(d.endpointId, e.id), gte(d.createdAt, sql`now() - interval '24 hours'`)))
    .as("day");
  const last = db
    .select({ at: d.createdAt, status: d.status })
    .from(d)
    .where(eq(d.endpointId, e.id))
    .orderBy(desc(d.seq))
    .limit(1)
    .as("last");
  return db
    .select({
      endpoint: e,
      total: day.total,
      succeeded: day.succeeded,
      failed: day.failed,
      lastAt: last.at,
      lastStatus: last.status,
    })
    .from(e)
    .leftJoinLateral(day, sql`true`)
    .leftJoinLateral(last, sql`true`)
    .where(where)
    .$dynamic();
}

type StatsRow = {
  endpoint: EndpointRow;
  total: number | null;
  succeeded: number | null;
  failed: number | null;
  lastAt: Date | null;
  lastStatus: EndpointStats["lastDeliveryStatus"];
};

function withStats(row: StatsRow): EndpointWithStats {
  return {
    endpoint: row.endpoint,
    stats: {
      deliveries24h: row.total ?? 0,
      succeeded24h: row.succeeded ?? 0,
      failed24h: row.failed ?? 0,
      lastDeliveryAt: row.lastAt ? new Date(row.lastAt) : null,
      lastDeliveryStatus: row.lastStatus ?? null,
    },
  };
}

export async function listEndpoints(db: Db, workspaceId: string, page: number, perPage: number) {
  const where = eq(e.workspaceId, workspaceId);
  const [rows, [total]] = await Promise.all([
    selectWithStats(db, where)
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(e).where(where),
  ]);
  return { rows: (rows as StatsRow[]).map(withStats), total: total?.n ?? 0 };
}

export async function findEndpoint(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<EndpointWithStats | undefined> {
  const [row] = await selectWithStats(db, and(eq(e.workspaceId, workspaceId), eq(e.id, id)));
  return row ? withStats(row as StatsRow) : undefined;
}

/** The bare row (with the secret), for the worker-free operations: test, resend. */
export async function findEndpointRow(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(e)
    .where(and(eq(e.workspaceId, workspaceId), eq(e.id, id)));
  return row;
}

const unique = (types: EventType[]) => [...new Set(types)];

export async function createEndpoint(
  db: Db,
  workspaceId: string,
  input: { url: string; eventTypes: EventType[]; description: string },
): Promise<EndpointWithStats> {
  const [row] = await db
    .insert(e)
    .values({
      id: newEndpointId(),
      workspaceId,
      url: input.url,
      eventTypes: unique(input.eventTypes),
      description: input.description,
      secret: newWebhookSecret(),
    })
    .returning();
  return { endpoint: row!, stats: EMPTY_STATS };
}

const EMPTY_STATS: EndpointStats = {
  deliveries24h: 0,
  succeeded24h: 0,
  failed24h: 0,
  lastDeliveryAt: null,
  lastDeliveryStatus: null,
};

export async function updateEndpoint(
  db: Db,
  workspaceId: string,
  id: string,
  patch: { url?: string; eventTypes?: EventType[]; description?: string; isActive?: boolean },
): Promise<EndpointWithStats | undefined> {
  const set: Partial<typeof e.$inferInsert> = {};
  if (patch.url !== undefined) set.url = patch.url;
  if (patch.eventTypes !== undefined) set.eventTypes = unique(patch.eventTypes);
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.isActive !== undefined) {
    set.isActive = patch.isActive;
    // Enabled again, or disabled by hand: the auto-disable's reason and failure run end.
    set.disabledReason = null;
    set.disabledAt = null;
    if (patch.isActive) set.failingSince = null;
  }
  if (Object.keys(set).length > 0) {
    const changed = await db
      .update(e)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(e.workspaceId, workspaceId), eq(e.id, id)))
      .returning({ id: e.id });
    if (changed.length === 0) return undefined;
  }
  return findEndpoint(db, workspaceId, id);
}

/**
 * Replaces the secret. For `overlapSeconds` the replaced one keeps signing beside it (every
 * delivery carries both signatures), so receivers can switch without a window of 401s; 0 cuts
 * over at once. A second rotation within an overlap keeps only the secret it replaces.
 */
export async function rotateEndpointSecret(
  db: Db,
  workspaceId: string,
  id: string,
  overlapSeconds: number,
) {
  const [row] = await db
    .update(e)
    .set({
      secret: newWebhookSecret(),
      previousSecret: overlapSeconds > 0 ? sql`${e.secret}` : null,
      previousSecretExpiresAt:
        overlapSeconds > 0 ? sql`now() + make_interval(secs => ${overlapSeconds}::float8)` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(e.workspaceId, workspaceId), eq(e.id, id)))
    .returning({ id: e.id, secret: e.secret });
  if (!row) return undefined;
  const found = await findEndpoint(db, workspaceId, id);
  return found && { ...found, secret: row.secret };
}

/** Deletes the endpoint with its delivery history (cascade). */
export async function deleteEndpoint(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(e)
    .where(and(eq(e.workspaceId, workspaceId), eq(e.id, id)))
    .returning({ id: e.id });
  return deleted.length > 0;
}
