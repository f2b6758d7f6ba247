import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { DeliveryStatus, EventType } from "../../../contract/webhooks";
import type { Db } from "../../db/client";
import { sqlRows } from "../../db/sql-rows";
import { webhookAttempts as a, webhookDeliveries as d } from "../../events/tables";

export type DeliveryRow = typeof d.$inferSelect;
export type AttemptRow = typeof a.$inferSelect;

/** Where the next page starts: the last delivery's seq, opaque to clients. */
function encodeDeliveryCursor(seq: number): string {
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

export type DeliveryFilter = {
  status?: DeliveryStatus;
  eventType?: EventType;
  since?: Date;
  until?: Date;
  deliveryId?: string;
  leadId?: string;
  campaignId?: string;
  beforeSeq?: number;
  limit: number;
};

function conditionsOf(endpointId: string, filter: DeliveryFilter): SQL[] {
  const conditions: SQL[] = [eq(d.endpointId, endpointId)];
  if (filter.status) conditions.push(eq(d.status, filter.status));
  if (filter.eventType) conditions.push(eq(d.eventType, filter.eventType));
  if (filter.since) conditions.push(gte(d.createdAt, filter.since));
  if (filter.until) conditions.push(lt(d.createdAt, filter.until));
  // The id a receiver has may be a message id (webhook-id): it finds every resend of it too.
  if (filter.deliveryId) {
    conditions.push(or(eq(d.id, filter.deliveryId), eq(d.messageId, filter.deliveryId))!);
  }
  if (filter.leadId) conditions.push(eq(d.leadId, filter.leadId));
  if (filter.campaignId) conditions.push(eq(d.campaignId, filter.campaignId));
  if (filter.beforeSeq !== undefined) conditions.push(lt(d.seq, filter.beforeSeq));
  return conditions;
}

/**
 * Newest first; `limit + 1` rows tell whether another page follows. Each filter walks an index:
 * (endpoint_id, seq), or (endpoint_id, lead_id, seq) / (endpoint_id, campaign_id, seq) for the
 * lead and campaign a payload names; a delivery id is the primary key.
 */
export async function listDeliveries(db: Db, endpointId: string, filter: DeliveryFilter) {
  const rows = await db
    .select()
    .from(d)
    .where(and(...conditionsOf(endpointId, filter)))
    .orderBy(desc(d.seq))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const next = rows.length > filter.limit && last ? encodeDeliveryCursor(last.seq) : null;
  return { rows: page, next };
}

/**
 * Text search in the bodies: the newest `scan` deliveries that pass the other filters (from the
 * cursor back) are read and matched, ignoring case. No index serves "contains" on PGlite, and a
 * trigram index on Postgres still leaves a common word matching most rows, so the bound is what
 * keeps every page's cost fixed. A page that reaches it before filling up ends there: its cursor
 * is the last delivery examined, so the next page continues the search further back.
 *
 * The match streams: the window is read newest first and stops at the page's last match, so a
 * common word reads a page's worth of bodies, not the whole window. How far it looked is then
 * counted on the index alone (no bodies read).
 */
export async function searchDeliveries(
  db: Db,
  endpointId: string,
  filter: DeliveryFilter & { text: string; scan: number },
) {
  const where = and(...conditionsOf(endpointId, filter));
  const window = sql`select ${d.seq} as seq, ${d.body} as body from ${d} where ${where}
    order by ${d.seq} desc limit ${filter.scan}::int`;
  const hits = parseSeqs(
    (
      await sqlRows<{ seq: number | string }>(
        db,
        sql`select w.seq from (${window}) w where strpos(lower(w.body), ${filter.text.toLowerCase()}) > 0
          order by w.seq desc limit ${filter.limit + 1}::int`,
      )
    ).map((r) => r.seq),
  );
  const pageSeqs = hits.slice(0, filter.limit);
  const full = hits.length > filter.limit;
  // Examined: down to the page's last match when it filled up, else the whole window.
  const lowestHit = full ? pageSeqs.at(-1)! : undefined;
  const [span] = await sqlRows<{ n: number | string; lowest: number | string | null }>(
    db,
    sql`select count(*) as n, min(w.seq) as lowest from (
        select ${d.seq} as seq from ${d}
        where ${and(where, lowestHit === undefined ? undefined : gte(d.seq, lowestHit))}
        order by ${d.seq} desc limit ${filter.scan}::int
      ) w`,
  );
  const searched = Number(span?.n ?? 0);
  const rows =
    pageSeqs.length === 0
      ? []
      : await db
          .select()
          .from(d)
          .where(and(eq(d.endpointId, endpointId), inArray(d.seq, pageSeqs)))
          .orderBy(desc(d.seq));
  let next: string | null = null;
  if (full) next = encodeDeliveryCursor(lowestHit!);
  // The bound was reached: older deliveries were not examined yet.
  else if (searched >= filter.scan && span?.lowest != null) {
    next = encodeDeliveryCursor(Number(span.lowest));
  }
  return { rows, next, searched };
}

/** bigint seqs as either driver returns them: numbers (PGlite) or strings (postgres-js). */
function parseSeqs(values: (number | string)[]): number[] {
  return values.map(Number);
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
