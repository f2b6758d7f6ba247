import { eq } from "drizzle-orm";
import { EVENT_TYPES, type EventType } from "../../contract/webhooks";
import { workspaces } from "../auth/tables";
import type { Db } from "../db/client";
import { eventBody, newDeliveryId } from "../events/events";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../events/tables";
import { leads } from "../leads/tables";
import { newEndpointId } from "../webhooks/data/webhooks";
import { newWebhookSecret, signatureOf } from "../webhooks/signer";
import { samplePayload } from "../webhooks/simulator";
import { standardWebhookHeaders } from "../webhooks/standard-signer";
import { USER_AGENT } from "../webhooks/worker";
import { seedState } from "./tables";

/**
 * The demo's webhooks: for acme, endpoints on the platform's built-in receiver with a week of
 * realistic history (first-time successes, retried-then-succeeded, failed after every attempt,
 * a short outage), so the delivery viewer, charts, filters and signature checker have
 * something to show on first start. Runs once, and only while acme has no endpoint at all.
 */

const HISTORY_DAYS = 7;
const SEED_MARK = "demo-webhooks";

type DemoEndpoint = {
  name: string;
  description: string;
  eventTypes: EventType[];
  perDay: number;
};

const DEMO_ENDPOINTS: DemoEndpoint[] = [
  {
    name: "acme-crm",
    description:
      "Built-in demo receiver: CRM sync. Make it fail, hang or recover with PUT /dev/receiver/acme-crm/behaviour (see README).",
    eventTypes: [...EVENT_TYPES],
    perDay: 48,
  },
  {
    name: "acme-alerts",
    description: "Built-in demo receiver: sales alerts for replies and bookings.",
    eventTypes: ["reply.received", "meeting.booked"],
    perDay: 14,
  },
];

/** Weights of the event types in the history: replies and enrichment are the common ones. */
const EVENT_WEIGHTS: Partial<Record<EventType, number>> = {
  "reply.received": 5,
  "lead.enriched": 4,
  "call.completed": 3,
  "meeting.booked": 2,
  "lead.status_changed": 2,
  "job.completed": 1,
  "campaign.finished": 1,
};

/** A small seeded generator: the same history on every fresh start, no flaky demo. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Failure = { status: number | null; error: string | null; excerpt: string | null; ms: number };

const FAILURES: ((r: () => number) => Failure)[] = [
  (r) => ({
    status: 500,
    error: "The receiver answered 500.",
    excerpt: '{"error":"Internal Server Error"}',
    ms: 40 + Math.round(r() * 200),
  }),
  (r) => ({
    status: 503,
    error: "The receiver answered 503.",
    excerpt: "Service Unavailable",
    ms: 10 + Math.round(r() * 60),
  }),
  () => ({ status: null, error: "No response within 30 s.", excerpt: null, ms: 30_000 }),
  (r) => ({
    status: null,
    error: "The connection was refused.",
    excerpt: null,
    ms: 1 + Math.round(r() * 5),
  }),
];

export async function seedDemoWebhooks(
  db: Db,
  opts: {
    receiverBase: string;
    retryDelaysSeconds: number[];
    now?: Date;
    log?: (line: string) => void;
  },
): Promise<boolean> {
  const [mark] = await db.select().from(seedState).where(eq(seedState.name, SEED_MARK));
  if (mark) return false;
  const [acme] = await db.select().from(workspaces).where(eq(workspaces.slug, "acme"));
  if (!acme) return false;
  const [existing] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, acme.id))
    .limit(1);
  if (existing) return false;

  const now = opts.now ?? new Date();
  const people = await db
    .select({ id: leads.id, leadListId: leads.leadListId })
    .from(leads)
    .where(eq(leads.workspaceId, acme.id))
    .limit(50);
  const random = generator(20261123);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const retries = opts.retryDelaysSeconds;
  const maxAttempts = retries.length + 1;
  // About 40 minutes two days ago when the CRM receiver was down: every attempt failed.
  const outageStart = now.getTime() - 2 * 86_400_000 - 5 * 3_600_000;
  const outageEnd = outageStart + 40 * 60_000;

  let total = 0;
  for (const spec of DEMO_ENDPOINTS) {
    const endpointId = newEndpointId();
    const secret = newWebhookSecret();
    const url = `${opts.receiverBase}${spec.name}`;
    const createdAt = new Date(now.getTime() - (HISTORY_DAYS + 1) * 86_400_000);
    await db.insert(webhookEndpoints).values({
      id: endpointId,
      workspaceId: acme.id,
      url,
      description: spec.description,
      eventTypes: spec.eventTypes,
      secret,
      createdAt,
      updatedAt: createdAt,
    });
    const weighted = spec.eventTypes.flatMap((t) => Array(EVENT_WEIGHTS[t] ?? 1).fill(t));
    const count = spec.perDay * HISTORY_DAYS;
    const times = Array.from({ length: count }, () => {
      // Busier in working hours: two of every three events fall between 08:00 and 18:00.
      const day = Math.floor(random() * HISTORY_DAYS);
      const hour = random() < 2 / 3 ? 8 + random() * 10 : random() * 24;
      const at = now.getTime() - (day + 1) * 86_400_000 + hour * 3_600_000;
      return Math.min(at, now.getTime() - 5 * 60_000);
    }).sort((a, b) => a - b);

    const deliveries: (typeof webhookDeliveries.$inferInsert)[] = [];
    const attempts: (typeof webhookAttempts.$inferInsert)[] = [];
    for (const at of times) {
      const eventType = pick(weighted) as EventType;
      const person = people.length > 0 ? pick(people) : null;
      const created = new Date(at);
      const payload = samplePayload(eventType, {
        leadId: person?.id ?? `lead_demo${Math.floor(random() * 1e6)}`,
        leadListId: person?.leadListId ?? "ll_demo",
        at: created,
      });
      const body = eventBody(eventType, payload);
      const id = newDeliveryId();
      const inOutage = spec.name === "acme-crm" && at >= outageStart && at <= outageEnd;
      const roll = random();
      // Succeeds at attempt n (1-based), or never (0).
      const succeedsAt = inOutage
        ? 0
        : roll < 0.86
          ? 1
          : roll < 0.95
            ? 2 + Math.floor(random() * (maxAttempts - 1))
            : 0;
      const made = succeedsAt === 0 ? maxAttempts : Math.min(succeedsAt, maxAttempts);
      let attemptAt = at + 200 + Math.round(random() * 800);
      let last: Failure | null = null;
      let lastAttemptAt = created;
      for (let n = 1; n <= made; n++) {
        const ok = n === succeedsAt;
        const failure = ok ? null : inOutage ? FAILURES[3]!(random) : pick(FAILURES)(random);
        const ms = ok ? 60 + Math.round(random() * 400) : failure!.ms;
        const attemptedAt = new Date(attemptAt);
        attempts.push({
          deliveryId: id,
          number: n,
          attemptedAt,
          url,
          requestHeaders: {
            "content-type": "application/json",
            "user-agent": USER_AGENT,
            "x-service-signature": signatureOf(secret, body),
            "x-service-event-type": eventType,
            "x-service-delivery-id": id,
            "x-service-attempt": String(n),
            ...standardWebhookHeaders({
              id,
              timestamp: Math.floor(attemptAt / 1000),
              secrets: [secret],
              body,
            }),
          },
          succeeded: ok,
          statusCode: ok ? 200 : failure!.status,
          durationMs: ms,
          errorMessage: ok ? null : failure!.error,
          responseExcerpt: ok ? '{"received":true}' : failure!.excerpt,
        });
        last = ok ? { status: 200, error: null, excerpt: null, ms } : failure;
        lastAttemptAt = attemptedAt;
        attemptAt += ms + (retries[n - 1] ?? 0) * 1000;
      }
      deliveries.push({
        id,
        workspaceId: acme.id,
        endpointId,
        eventType,
        body,
        trigger: "event",
        status: succeedsAt === 0 ? "failed" : "succeeded",
        attemptCount: made,
        lastStatusCode: last?.status ?? null,
        lastDurationMs: last?.ms ?? null,
        lastError: last?.error ?? null,
        lastAttemptAt,
        createdAt: created,
        completedAt: new Date(lastAttemptAt.getTime() + (last?.ms ?? 0)),
      });
    }
    // In time order, so the history's order (by seq) is the order events happened.
    for (let i = 0; i < deliveries.length; i += 500) {
      await db.insert(webhookDeliveries).values(deliveries.slice(i, i + 500));
    }
    for (let i = 0; i < attempts.length; i += 500) {
      await db.insert(webhookAttempts).values(attempts.slice(i, i + 500));
    }
    total += deliveries.length;
  }
  await db.insert(seedState).values({ name: SEED_MARK, value: now.toISOString() });
  opts.log?.(
    `Seeded ${DEMO_ENDPOINTS.length} demo webhook endpoints on the built-in receiver with ${total} deliveries.`,
  );
  return true;
}
