import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_LIMIT_RANGE } from "../../../../contract/connected-accounts";
import { WebhookEvent } from "../../../../contract/webhooks";
import { emptyPostgresDatabase } from "../../../testing/fresh-database";
import {
  type PlatformProcess,
  startPlatformProcess,
  stopPlatformProcess,
} from "../../../testing/platform-process";

/**
 * A campaign run by the platform itself, over HTTP only: a list imported from a search, a
 * campaign with the default sequence launched at a SIMULATION_SPEED that runs its week in
 * seconds, and a real receiver (a node:http server of this test) that gets every event the
 * run causes, each signed with the endpoint's secret and carrying the spec's fields and the
 * public ids the API returned.
 */
const KEY = `sk_live_${"e".repeat(32)}`;
const LEADS = 300;
const ENGINE_EVENTS = [
  "reply.received",
  "meeting.booked",
  "call.completed",
  "lead.status_changed",
  "campaign.finished",
] as const;

type Received = { headers: http.IncomingHttpHeaders; raw: string };

let platform: PlatformProcess;
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];
let cleanup: () => Promise<void>;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const serverUrl = process.env.DATABASE_URL;
  let storage: Record<string, string>;
  if (serverUrl) {
    const database = await emptyPostgresDatabase(serverUrl);
    storage = { DATABASE_URL: database.url };
    cleanup = database.drop;
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), "engine-http-"));
    storage = { DATA_DIR: dir, DATABASE_URL: "" };
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  platform = await startPlatformProcess(
    {
      ...storage,
      SEED_PROSPECTS: String(LEADS + 100),
      OUTREACH_API_KEY: KEY,
      REDIS_URL: "",
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "1",
      WEBHOOK_DEMO: "0",
      JOB_POLL_MS: "100",
      // The default sequence (email, call after 2 days, email after 3) in a few seconds.
      SIMULATION_SPEED: "150000",
    },
    { timeoutMs: 120_000 },
  );
}, 180_000);

afterAll(async () => {
  if (platform) await stopPlatformProcess(platform);
  receiver?.close();
  await cleanup?.();
});

async function api(method: string, route: string, body?: unknown) {
  const res = await fetch(`${platform.baseUrl}/api/v1/public${route}`, {
    method,
    headers: { "x-api-key": KEY, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300)
    throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

function signatureValid(r: Received, secret: string): boolean {
  const header = String(r.headers["x-service-signature"] ?? "");
  const expected = `sha256=${createHmac("sha256", secret).update(r.raw).digest("hex")}`;
  return (
    header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected))
  );
}

describe("a campaign run over HTTP", () => {
  it("delivers reply, meeting, call, status and finish events with the spec's fields", async () => {
    const list = await api("POST", "/lead-lists", { name: "Engine over HTTP", description: "" });
    const preview = await api("POST", `/lead-lists/${list.id}/prospect-search/preview`, {
      filters: {},
      auto_enrich: false,
      page_size: 100,
    });
    const job = await api("POST", `/lead-lists/${list.id}/prospect-search/import`, {
      preview_id: preview.id,
    });
    await expect
      .poll(async () => (await api("GET", `/jobs/${job.id}`)).status, { timeout: 60_000 })
      .toBe("completed");
    // Imported leads have no email until enriched, and a step a lead cannot receive is skipped.
    const enrich = await api("POST", `/lead-lists/${list.id}/enrich`);
    await expect
      .poll(async () => (await api("GET", `/jobs/${enrich.id}`)).status, { timeout: 60_000 })
      .toBe("completed");
    const leadIds = new Set<string>();
    for (let page = 1; ; page++) {
      const leads = await api("GET", `/leads?lead_list_id=${list.id}&page=${page}&per_page=100`);
      for (const lead of leads.items as { id: string }[]) leadIds.add(lead.id);
      if ((leads.items as unknown[]).length < 100) break;
    }
    expect(leadIds.size).toBeGreaterThanOrEqual(LEADS);

    const endpoint = await api("POST", "/webhook-endpoints", {
      url: receiverUrl,
      event_types: [...ENGINE_EVENTS],
      description: "engine test",
    });
    const campaign = await api("POST", "/campaigns", { name: "Engine over HTTP" });
    await api("POST", `/campaigns/${campaign.id}/leads`, { lead_list_id: list.id });
    const account = async (channel: string) =>
      ((await api("GET", `/connected-accounts?channel=${channel}`)).items as { id: string }[])[0]!
        .id;
    const [mailbox, phone] = [await account("email"), await account("phone")];
    // The run's two emails and a call per lead fit in one day of each account: daily limits
    // count the database's days, which the simulation speed does not shorten.
    for (const id of [mailbox, phone]) {
      await api("PATCH", `/connected-accounts/${id}`, { daily_limit: DAILY_LIMIT_RANGE.max });
    }
    await api("PUT", `/campaigns/${campaign.id}/channel-assignments`, {
      assignments: [
        { channel: "email", account_id: mailbox },
        { channel: "call", account_id: phone },
      ],
    });
    await api("POST", `/campaigns/${campaign.id}/launch`);

    const types = () => received.map((r) => JSON.parse(r.raw).event_type as string);
    await expect
      .poll(() => types().includes("campaign.finished"), { timeout: 90_000, interval: 250 })
      .toBe(true);
    expect((await api("GET", `/campaigns/${campaign.id}`)).status).toBe("finished");
    // Deliveries queued with the finish are on their way: every one has landed once none of the
    // endpoint's is pending (the receiver answers each with 200 as soon as it has read it).
    await expect
      .poll(
        async () =>
          (
            (await api("GET", `/webhook-endpoints/${endpoint.id}/deliveries?status=pending`))
              .items as unknown[]
          ).length,
        { timeout: 30_000, interval: 250 },
      )
      .toBe(0);

    for (const type of ENGINE_EVENTS) expect(types()).toContain(type);
    for (const r of received) {
      expect(signatureValid(r, endpoint.secret as string)).toBe(true);
      const event = WebhookEvent.parse(JSON.parse(r.raw));
      expect(r.headers["x-service-event-type"]).toBe(event.event_type);
      if ("lead_id" in event) expect(leadIds.has(event.lead_id)).toBe(true);
      if ("campaign_id" in event) expect(event.campaign_id).toBe(campaign.id);
    }
    const events = received.map((r) => WebhookEvent.parse(JSON.parse(r.raw)));
    const finished = events.filter((e) => e.event_type === "campaign.finished");
    expect(finished).toEqual([
      expect.objectContaining({ campaign_id: campaign.id, total_leads: leadIds.size }),
    ]);
    for (const e of events) {
      if (e.event_type === "reply.received") {
        expect(e).toMatchObject({
          direction: "inbound",
          communication_id: expect.stringMatching(/^msg_/),
        });
      }
      if (e.event_type === "call.completed") {
        expect(e.call_id).toMatch(/^call_/);
        expect(e.transcript_url).toMatch(new RegExp(`/calls/${e.call_id}/recording$`));
      }
    }
    // Each status change is the lead's status as the API now shows it.
    const statuses = new Map<string, string>();
    for (let page = 1; ; page++) {
      const leads = await api("GET", `/leads?lead_list_id=${list.id}&page=${page}&per_page=100`);
      for (const lead of leads.items as { id: string; status: string }[]) {
        statuses.set(lead.id, lead.status);
      }
      if ((leads.items as unknown[]).length < 100) break;
    }
    for (const e of events) {
      if (e.event_type === "lead.status_changed") expect(statuses.get(e.lead_id)).toBe(e.status);
    }
  }, 240_000);
});
