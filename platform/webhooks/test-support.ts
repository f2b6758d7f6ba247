import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import type {
  ReceivedRequest,
  ReceiverBehaviour,
  WebhookDeliveryDetail,
} from "../../contract/webhooks";
import { webhookDeliveries } from "../events/tables";
import { createTestPlatform } from "../testing/harness";
import type { WebhookSettings } from "../webhook-settings";
import { type RunningWebhooks, startWebhooks } from ".";
import type { WorkerOptions } from "./worker";

const FAST_SETTINGS: WebhookSettings = {
  retryDelaysSeconds: [0.2, 0.4],
  timeoutMs: 1_000,
  allowPrivateTargets: true,
};

/**
 * A test platform served over real HTTP (so the worker can reach its /dev receiver), with
 * webhook settings for tests and helpers to drive receivers and endpoints.
 */
export async function createWebhookTestPlatform(
  opts: { settings?: Partial<WebhookSettings> } = {},
) {
  const settings = { ...FAST_SETTINGS, ...opts.settings };
  const t = await createTestPlatform({ deps: { webhooks: settings } });
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = await t.legacyKey("acme");
  const running: RunningWebhooks[] = [];

  const receiverUrl = (name: string) => `${base}/dev/receiver/${name}`;

  async function dev(method: string, path: string, body?: unknown) {
    const res = await t.app.request(`/dev${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 400)
      throw new Error(`${method} /dev${path}: ${res.status} ${await res.text()}`);
    return res;
  }

  /** An endpoint pointing at a fresh receiver that knows its secret. */
  async function endpointWithReceiver(
    name: string,
    behaviour: ReceiverBehaviour = { mode: "ok" },
    eventTypes: string[] = ["call.completed"],
  ) {
    const res = await t.request("POST", "/api/v1/public/webhook-endpoints", {
      key,
      body: { url: receiverUrl(name), event_types: eventTypes, description: name },
    });
    if (res.status !== 201) throw new Error(`endpoint creation: ${res.status} ${await res.text()}`);
    const endpoint = (await res.json()) as { id: string; secret: string };
    await dev("PUT", `/receiver/${name}/secret`, { secret: endpoint.secret });
    await dev("PUT", `/receiver/${name}/behaviour`, behaviour);
    return endpoint;
  }

  async function received(name: string): Promise<ReceivedRequest[]> {
    const res = await dev("GET", `/receiver/${name}/requests`);
    return ((await res.json()) as { items: ReceivedRequest[] }).items;
  }

  function start(worker?: Omit<WorkerOptions, "db" | "settings">) {
    const webhooks = startWebhooks({
      db: t.db,
      settings,
      worker: { pollIntervalMs: 100, log: () => {}, ...worker },
    });
    running.push(webhooks);
    return webhooks;
  }

  async function sendTest(endpointId: string): Promise<string> {
    const res = await t.request("POST", `/api/v1/public/webhook-endpoints/${endpointId}/test`, {
      key,
    });
    if (res.status !== 202) throw new Error(`test: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }

  async function delivery(endpointId: string, deliveryId: string) {
    const res = await t.request(
      "GET",
      `/api/v1/public/webhook-endpoints/${endpointId}/deliveries/${deliveryId}`,
      { key },
    );
    if (res.status !== 200) throw new Error(`delivery: ${res.status} ${await res.text()}`);
    return (await res.json()) as WebhookDeliveryDetail;
  }

  type Progress = { status: string; attemptCount: number };
  /**
   * Waits until the delivery passes `check` (by default: no longer pending), watching the
   * database so that polling never counts against the key's rate limit, then reads it
   * through the API.
   */
  async function settledDelivery(
    endpointId: string,
    deliveryId: string,
    check: (d: Progress) => boolean = (d) => d.status !== "pending",
    ms = 15_000,
  ) {
    await until(
      async () =>
        (
          await t.db
            .select({
              status: webhookDeliveries.status,
              attemptCount: webhookDeliveries.attemptCount,
            })
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.id, deliveryId))
        )[0]!,
      check,
      ms,
    );
    return delivery(endpointId, deliveryId);
  }

  /** Polls until `check` passes or `ms` ends. */
  async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 10_000) {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (check(value)) return value;
      if (Date.now() > end)
        throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  return {
    t,
    key,
    base,
    settings,
    receiverUrl,
    dev,
    endpointWithReceiver,
    received,
    start,
    sendTest,
    delivery,
    settledDelivery,
    until,
    async close() {
      for (const w of running) await w.stop(0);
      (server as Server).closeAllConnections();
      server.close();
      await t.close();
    },
  };
}

export type WebhookTestPlatform = Awaited<ReturnType<typeof createWebhookTestPlatform>>;
