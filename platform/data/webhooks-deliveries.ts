import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
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
  if (filter.deliveryId) conditions.push(eq(d.id, filter.deliveryId));
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
 */
export async function searchDeliveries(
  db: Db,
  endpointId: string,
  filter: DeliveryFilter & { text: string; scan: number },
) {
  const where = and(...conditionsOf(endpointId, filter));
  const needle = filter.text.toLowerCase();
  const result: unknown = await db.execute(
    sql`with scanned as materialized (
        select ${d.seq} as seq, ${d.body} as body from ${d} where ${where}
        order by ${d.seq} desc limit ${filter.scan}::int
      ), hits as (
        select seq from scanned where strpos(lower(body), ${needle}) > 0
        order by seq desc limit ${filter.limit + 1}::int
      )
      select (select count(*) from scanned) as scanned,
        (select min(seq) from scanned) as lowest,
        coalesce((select array_agg(seq order by seq desc) from hits), '{}') as hits`,
  );
  const [stats] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    scanned: number | string;
    lowest: number | string | null;
    hits: (number | string)[] | string;
  }[];
  const scanned = Number(stats?.scanned ?? 0);
  const hits = parseSeqs(stats?.hits ?? []);
  const pageSeqs = hits.slice(0, filter.limit);
  const rows =
    pageSeqs.length === 0
      ? []
      : await db
          .select()
          .from(d)
          .where(and(eq(d.endpointId, endpointId), inArray(d.seq, pageSeqs)))
          .orderBy(desc(d.seq));
  let next: string | null = null;
  if (hits.length > filter.limit) next = encodeDeliveryCursor(pageSeqs.at(-1)!);
  // The bound was reached: older deliveries were not examined yet.
  else if (scanned >= filter.scan && stats?.lowest != null) {
    next = encodeDeliveryCursor(Number(stats.lowest));
  }
  return { rows, next, searched: scanned };
}

/** A bigint[] as either driver returns it: an array (postgres-js, PGlite) or its text form. */
function parseSeqs(value: (number | string)[] | string): number[] {
  const items = typeof value === "string" ? value.replace(/[{}]/g, "").split(",") : value;
  return items.filter((v) => v !== "").map(Number);
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
