import { and, asc, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { DeliveryStatus, EventType } from "../../contract/webhooks";
import type { Db } from "../db/client";
import { webhookAttempts as a, webhookDeliveries as d } from "../db/schema";

export type DeliveryRow = typeof d.$inferSelect;
export type AttemptRow = typeof a.$inferSelect;

/** Where the next page starts: the last delivery's seq, opaque to clients. */
export function encodeDeliveryCursor(seq: number): string {
  return Buffer.from(JSON.stringify({ s: seq })).toString("base64url");
}

export function decodeDeliveryCursor(text: string): number | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    const seq = (value as { s?: unknown })?.s;
    if (typeof seq === "number" && Number.isSafeInteger(seq) && seq > 0) return seq;
  } catch {
    // not a cursor this platform made
  }
  return null;
}

/** Newest first (index endpoint_id, seq); `limit + 1` rows tell whether another page follows. */
export async function listDeliveries(
  db: Db,
  endpointId: string,
  filter: {
    status?: DeliveryStatus;
    eventType?: EventType;
    since?: Date;
    until?: Date;
    beforeSeq?: number;
    limit: number;
  },
) {
  const conditions: SQL[] = [eq(d.endpointId, endpointId)];
  if (filter.status) conditions.push(eq(d.status, filter.status));
  if (filter.eventType) conditions.push(eq(d.eventType, filter.eventType));
  if (filter.since) conditions.push(gte(d.createdAt, filter.since));
  if (filter.until) conditions.push(lt(d.createdAt, filter.until));
  if (filter.beforeSeq !== undefined) conditions.push(lt(d.seq, filter.beforeSeq));
  const rows = await db
    .select()
    .from(d)
    .where(and(...conditions))
    .orderBy(desc(d.seq))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const next = rows.length > filter.limit && last ? encodeDeliveryCursor(last.seq) : null;
  return { rows: page, next };
}

export async function findDelivery(db: Db, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.endpointId, endpointId), eq(d.id, deliveryId)));
  return row;
}

export async function findDeliveryWithAttempts(db: Db, endpointId: string, deliveryId: string) {
  const delivery = await findDelivery(db, endpointId, deliveryId);
  if (!delivery) return undefined;
  const attempts = await db
    .select()
    .from(a)
    .where(eq(a.deliveryId, deliveryId))
    .orderBy(asc(a.number));
  return { delivery, attempts };
}
