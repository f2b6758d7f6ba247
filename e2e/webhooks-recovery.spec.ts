import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { z } from "zod";
import { cursorEnvelope } from "@/contract/envelopes";
import {
  ReceivedRequest,
  type ReceiverBehaviour,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "@/contract/webhooks";
import { CONSOLE_URL, PLATFORM_URL } from "./env";
import { expect, readServerKey, test } from "./fixtures";

/**
 * The demo's first start, recover, auto-disable, raw payload copy and secret rotation overlap,
 * in Chromium against the built-in receiver. The config sets retries 1 s and 2 s apart, a 3 s
 * time-out and auto-disable after 12 s of failures.
 */

class Hooks {
  constructor(
    private readonly http: APIRequestContext,
    private readonly key: string,
  ) {}

  url(name: string) {
    return `${PLATFORM_URL}/dev/receiver/${name}`;
  }

  async behave(name: string, behaviour: ReceiverBehaviour) {
    const res = await this.http.put(`/dev/receiver/${name}/behaviour`, { data: behaviour });
    expect(res.status()).toBe(200);
  }

  async requireSignature(name: string, secret: string) {
    const res = await this.http.put(`/dev/receiver/${name}/secret`, { data: { secret } });
    expect(res.status()).toBe(204);
  }

  async received(name: string) {
    const res = await this.http.get(`/dev/receiver/${name}/requests`);
    return z.object({ items: z.array(ReceivedRequest) }).parse(await res.json()).items;
  }

  async create(name: string, eventTypes = ["call.completed"]) {
    const res = await this.http.post("/api/v1/public/webhook-endpoints", {
      headers: { "x-api-key": this.key },
      data: { url: this.url(name), event_types: eventTypes, description: name },
    });
    expect(res.status(), await res.text()).toBe(201);
    return WebhookEndpointWithSecret.parse(await res.json());
  }

  async sendTest(endpointId: string) {
    const res = await this.http.post(`/api/v1/public/webhook-endpoints/${endpointId}/test`, {
      headers: { "x-api-key": this.key },
    });
    expect(res.status()).toBe(202);
    return WebhookDelivery.parse(await res.json()).id;
  }

  async deliveries(endpointId: string, query = "") {
    const res = await this.http.get(
      `/api/v1/public/webhook-endpoints/${endpointId}/deliveries?limit=100${query}`,
      { headers: { "x-api-key": this.key } },
    );
    expect(res.status()).toBe(200);
    return cursorEnvelope(WebhookDelivery).parse(await res.json()).items;
  }

  async endpoint(endpointId: string) {
    const res = await this.http.get(`/api/v1/public/webhook-endpoints/${endpointId}`, {
      headers: { "x-api-key": this.key },
    });
    return WebhookEndpoint.parse(await res.json());
  }

  /** Waits until none of the endpoint's deliveries is pending. */
  async settled(endpointId: string, count: number) {
    await expect
      .poll(
        async () => {
          const items = await this.deliveries(endpointId);
          return items.length >= count && items.every((d) => d.status !== "pending");
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  }
}

const hooksTest = test.extend<{ hooks: Hooks }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  hooks: async ({}, use) => {
    const http = await request.newContext({ baseURL: PLATFORM_URL });
    await use(new Hooks(http, readServerKey()));
    await http.dispose();
  },
});

const unique = (label: string) => `${label}-${Date.now().toString(36)}`;

function endpointRow(page: Page, url: string) {
  return page.getByRole("row").filter({ has: page.getByRole("link", { name: url, exact: true }) });
}

hooksTest.describe("webhooks, alive and recoverable", () => {
  // Each test waits on real deliveries and retries; on a loaded machine that takes a while.
  hooksTest.describe.configure({ timeout: 60_000 });

  hooksTest("first start shows the demo endpoints with a populated history", async ({ page }) => {
    await page.goto("/webhooks");
    const crm = endpointRow(page, `${PLATFORM_URL}/dev/receiver/acme-crm`);
    await expect(crm).toContainText("Enabled");
    await expect(crm).toContainText(/\d+(\.\d)?%/);
    await expect(endpointRow(page, `${PLATFORM_URL}/dev/receiver/acme-alerts`)).toBeVisible();

    await crm.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/webhooks\/we_/);
    await page.goto(`${page.url().split("?")[0]}?range=7d`);
    const table = page.getByRole("table", { name: "Deliveries" });
    await expect(table.getByRole("row").nth(25)).toBeVisible();
    await expect(page.getByText("No deliveries in this time range.")).toHaveCount(0);
    const figures = page.getByRole("definition").first();
    await expect(figures).toContainText("%");

    // Every kind of outcome is there: failed after every attempt, and retried then succeeded.
    await page.goto(`${page.url().split("?")[0]}?range=7d&status=failed`);
    await expect(table.getByRole("row").nth(1)).toContainText("Failed");
    await expect(table.getByRole("row").nth(1)).toContainText("3 / 3");
    // Replies of the seeded history only: up to an hour ago, before this run's campaigns (whose
    // replies would crowd the first page) began. A retried success is among them.
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const until = new Date(Date.now() - 3_600_000).toISOString();
    await page.goto(
      `${page.url().split("?")[0]}?since=${since}&until=${until}&status=succeeded&event_type=reply.received`,
    );
    await expect(
      table
        .getByRole("row")
        .filter({ hasText: /[23] \/ 3/ })
        .first(),
    ).toBeVisible();
  });

  hooksTest(
    "recovers every failed delivery in one action: count first, a double click sends once",
    async ({ page, hooks }) => {
      const name = unique("recover");
      const endpoint = await hooks.create(name);
      await hooks.behave(name, { mode: "error" });
      for (let i = 0; i < 3; i++) await hooks.sendTest(endpoint.id);
      await hooks.settled(endpoint.id, 3);
      await hooks.behave(name, { mode: "ok" });

      await page.goto(`/webhooks/${endpoint.id}`);
      await page.getByRole("button", { name: "Recover failed" }).click();
      const dialog = page.getByRole("dialog", { name: "Recover failed deliveries" });
      await expect(dialog.getByTestId("recover-count")).toHaveText(
        "3 failed deliveries will be resent.",
      );
      const dialogAxe = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(["wcag2a", "wcag2aa"])
        .analyze();
      expect(dialogAxe.violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().endsWith("/recover")) posts.push(r.url());
      });
      await dialog.getByRole("button", { name: "Resend 3 deliveries" }).dblclick();
      await expect(dialog.getByTestId("recover-progress")).toHaveText(
        "Recovered: 3 deliveries succeeded.",
        { timeout: 20_000 },
      );
      await dialog.getByRole("button", { name: "Done" }).click();
      expect(posts).toHaveLength(1);

      const resends = (await hooks.deliveries(endpoint.id)).filter((d) => d.trigger === "resend");
      expect(resends).toHaveLength(3);
      expect(new Set(resends.map((d) => d.resent_from)).size).toBe(3);
      const answered = (await hooks.received(name)).filter((r) => r.answered_status === 200);
      expect(answered).toHaveLength(3);

      // Nothing is left to recover, so a second try sends nothing.
      await page.getByRole("button", { name: "Recover failed" }).click();
      await expect(dialog.getByTestId("recover-count")).toHaveText(/^Nothing to recover/);
      // No dead "Resend 0 deliveries" button: only a way out.
      await expect(dialog.getByRole("button", { name: /^Resend/ })).toHaveCount(0);
      await expect(dialog.getByText("Close", { exact: true })).toBeVisible();
    },
  );

  hooksTest(
    "a second recover while one runs, from another tab or at the same moment, recovers nothing twice and says so",
    async ({ page, hooks }) => {
      const name = unique("again");
      const endpoint = await hooks.create(name);
      await hooks.behave(name, { mode: "error" });
      for (let i = 0; i < 3; i++) await hooks.sendTest(endpoint.id);
      await hooks.settled(endpoint.id, 3);
      // The receiver hangs now, so the resends stay pending while the second submit is made.
      await hooks.behave(name, { mode: "hang" });

      await page.goto(`/webhooks/${endpoint.id}`);
      await page.getByRole("button", { name: "Recover failed" }).click();
      const dialog = page.getByRole("dialog", { name: "Recover failed deliveries" });
      await expect(dialog.getByTestId("recover-count")).toHaveText(
        "3 failed deliveries will be resent.",
      );
      // Meanwhile the same member submits twice at once through the console (another tab):
      // no key and another key, as two separate dialogs would send them.
      const since = new Date(Date.now() - 3_600_000).toISOString();
      const submit = (key?: string) =>
        page.request.post(`/api/public/webhook-endpoints/${endpoint.id}/recover`, {
          data: { since },
          headers: { origin: CONSOLE_URL, ...(key ? { "idempotency-key": key } : {}) },
        });
      const answers = await Promise.all([submit(), submit(`tab-${name}`)]);
      const statuses = answers.map((a) => a.status()).sort();
      expect(statuses).toEqual([202, 409]);
      const refused = answers.find((a) => a.status() === 409)!;
      const started = answers.find((a) => a.status() === 202)!;
      const { id } = z.object({ id: z.string() }).parse(await started.json());
      const alreadyRunning = new RegExp(
        `^A recovery of these deliveries is already running \\(${id}, [1-3] still to resend\\); follow its progress instead of starting another\\.$`,
      );
      expect(z.object({ detail: z.string() }).parse(await refused.json()).detail).toMatch(
        alreadyRunning,
      );

      // The dialog opened before either: its submit is told the same, and sends nothing.
      await dialog.getByRole("button", { name: "Resend 3 deliveries" }).click();
      await expect(dialog.getByText(alreadyRunning)).toBeVisible();
      const resends = (await hooks.deliveries(endpoint.id)).filter((d) => d.trigger === "resend");
      expect(resends).toHaveLength(3);
      expect(new Set(resends.map((d) => d.resent_from)).size).toBe(3);
    },
  );

  hooksTest(
    "auto-disables an endpoint that keeps failing, says why, and re-enables and recovers",
    async ({ page, hooks }) => {
      hooksTest.setTimeout(90_000);
      const name = unique("down");
      const endpoint = await hooks.create(name);
      await hooks.behave(name, { mode: "error" });
      await hooks.sendTest(endpoint.id);
      await hooks.settled(endpoint.id, 1);
      // Past the 12 s the config allows, one more failure disables it.
      await page.waitForTimeout(12_500);
      await hooks.sendTest(endpoint.id);
      await expect
        .poll(async () => (await hooks.endpoint(endpoint.id)).is_active, {
          timeout: 15_000,
        })
        .toBe(false);
      await hooks.settled(endpoint.id, 2);

      await page.goto("/webhooks");
      const row = endpointRow(page, endpoint.url);
      await expect(row).toContainText("Auto-disabled");
      await expect(row).toContainText("Every attempt failed");
      await expect(
        page
          .getByRole("table", { name: "Endpoint activity" })
          .getByText(
            `Disabled the webhook endpoint ${endpoint.url}: every attempt failed for 12 seconds`,
          ),
      ).toBeVisible();

      await row.getByRole("link").first().click();
      await expect(page.getByText("Disabled by the platform")).toBeVisible();
      await expect(
        page.getByText(/Every delivery attempt failed for 12 seconds, so the platform disabled/),
      ).toBeVisible();

      await hooks.behave(name, { mode: "ok" });
      await page.getByRole("button", { name: "Re-enable and recover" }).click();
      const dialog = page.getByRole("dialog", { name: "Re-enable and recover" });
      await expect(dialog.getByTestId("recover-count")).toHaveText(
        "2 failed deliveries will be resent.",
      );
      await dialog.getByRole("button", { name: "Re-enable and resend 2" }).click();
      await expect(dialog.getByTestId("recover-progress")).toHaveText(
        "Recovered: 2 deliveries succeeded.",
        { timeout: 20_000 },
      );
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(page.getByText("Enabled", { exact: true }).first()).toBeVisible();
      expect((await hooks.endpoint(endpoint.id)).disabled_reason).toBeNull();
    },
  );

  hooksTest(
    "Copy payload copies the raw body as sent, and the checker matches it",
    async ({ page, hooks, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const name = unique("raw");
      const endpoint = await hooks.create(name);
      const id = await hooks.sendTest(endpoint.id);
      await hooks.settled(endpoint.id, 1);
      const [sent] = await hooks.received(name);

      await page.goto(`/webhooks/${endpoint.id}?delivery=${id}`);
      const sheet = page.getByRole("dialog", { name: /^Delivery/ });
      await sheet.getByRole("button", { name: "Copy payload" }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(sent!.body);

      await page.goto("/webhooks/signatures");
      await page.getByLabel("Signing secret").fill(endpoint.secret);
      await page.getByLabel("Raw request body").fill(copied);
      await page
        .getByLabel(/X-Service-Signature header received/)
        .fill(sent!.headers["x-service-signature"]!);
      await expect(page.getByText("The header matches")).toBeVisible();
    },
  );

  hooksTest("recovers failures since a date and time the user types", async ({ page, hooks }) => {
    const name = unique("recover-since");
    const endpoint = await hooks.create(name);
    await hooks.behave(name, { mode: "error" });
    await hooks.sendTest(endpoint.id);
    await hooks.settled(endpoint.id, 1);
    await hooks.behave(name, { mode: "ok" });

    await page.goto(`/webhooks/${endpoint.id}`);
    await page.getByRole("button", { name: "Recover failed" }).click();
    const dialog = page.getByRole("dialog", { name: "Recover failed deliveries" });
    await dialog.getByLabel("Failed since").selectOption({ label: "Since a date and time…" });
    const from = dialog.getByLabel("From (your local time)");
    const local = (ms: number) => {
      const d = new Date(ms);
      return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    };
    // A moment still to come is refused in words, with nothing to press.
    await from.fill(local(Date.now() + 3_600_000));
    await expect(dialog.getByTestId("recover-count")).toHaveText(
      "Choose a date and time in the past.",
    );
    await expect(dialog.getByRole("button", { name: /^Resend/ })).toBeDisabled();
    // Before it: the failure is counted and resent.
    await from.fill(local(Date.now() - 2 * 3_600_000));
    await expect(dialog.getByTestId("recover-count")).toHaveText(
      "1 failed delivery will be resent.",
    );
    await dialog.getByRole("button", { name: "Resend 1 delivery" }).click();
    await expect(dialog.getByTestId("recover-progress")).toHaveText(
      "Recovered: 1 delivery succeeded.",
      { timeout: 20_000 },
    );
  });

  hooksTest(
    "the charts label a week by date and give their figures to keyboard users",
    async ({ page, hooks }) => {
      const name = unique("charts");
      const endpoint = await hooks.create(name);
      await hooks.sendTest(endpoint.id);
      await hooks.settled(endpoint.id, 1);

      await page.goto(`/webhooks/${endpoint.id}?range=7d`);
      const outcome = page.getByRole("figure", { name: "Deliveries by outcome" });
      await expect(
        outcome.getByRole("img", {
          name: /^Deliveries by outcome\. 1 delivery: 1 succeeded, 0 failed, 0 pending/,
        }),
      ).toBeVisible();
      // The x axis of seven days names dates, each once; no bare times of day.
      const ticks = outcome.locator(
        ".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value",
      );
      await expect(ticks.first()).toBeVisible();
      const labels = await ticks.allTextContents();
      expect(labels.length).toBeGreaterThanOrEqual(3);
      for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
      expect(new Set(labels).size).toBe(labels.length);
      // The bars are drawn by the chart library, one stack per bucket with deliveries.
      await expect(outcome.locator(".recharts-bar-rectangle path")).toHaveCount(1);

      // The same figures as a table, opened from the keyboard.
      const show = outcome.getByText("Show the figures");
      await show.focus();
      await page.keyboard.press("Enter");
      const table = outcome.getByRole("table", { name: /Deliveries by outcome, by interval/ });
      await expect(table).toBeVisible();
      await expect(table.getByRole("row")).toHaveCount(2);
      await expect(table.getByRole("row").nth(1)).toContainText(
        /[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}–\d{2}:\d{2}/,
      );
      const latency = page.getByRole("figure", { name: "Latency" });
      // One bucket with attempts: one median point.
      await expect(latency.locator(".recharts-line-dots circle")).toHaveCount(1);
    },
  );

  hooksTest("the receiver samples verify any listed signature and never wrap", async ({ page }) => {
    await page.goto("/webhooks/signatures");
    for (const [testId, verify] of [
      ["sample-node", '.split(",").some('],
      ["sample-python", 'for signature in (header or "").split(",")'],
    ] as const) {
      const block = page.getByTestId(testId);
      await expect(block).toContainText(verify);
      const style = await block.evaluate((el) => {
        const css = getComputedStyle(el);
        return { whiteSpace: css.whiteSpace, wordBreak: css.wordBreak, overflowX: css.overflowX };
      });
      expect(style).toEqual({ whiteSpace: "pre", wordBreak: "normal", overflowX: "auto" });
    }
    // A long line scrolls inside its block; the page itself does not scroll sideways.
    await page.setViewportSize({ width: 1024, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  hooksTest(
    "rotating with an overlap keeps the old secret valid and says until when",
    async ({ page, hooks }) => {
      const name = unique("rotate");
      const endpoint = await hooks.create(name);
      // The receiver keeps the old secret: it rejects anything not signed with it.
      await hooks.requireSignature(name, endpoint.secret);

      await page.goto(`/webhooks/${endpoint.id}`);
      await page.getByRole("button", { name: "Rotate secret" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Rotate the signing secret?" });
      await expect(confirm.getByRole("radio", { name: "24 hours" })).toBeChecked();
      await expect(confirm.getByTestId("rotate-effect")).toContainText("two signatures");
      await confirm.getByRole("button", { name: "Rotate secret" }).click();
      const reveal = page.getByRole("dialog", { name: "Copy the new signing secret" });
      const rotated = await reveal.getByTestId("revealed-secret").inputValue();
      // The show-once dialog tells the truth about the overlap: the old secret still signs.
      await expect(reveal).toContainText(/The old secret keeps signing beside the new one until/);
      await expect(reveal).not.toContainText("no longer signs");
      await reveal.getByLabel("I have copied the secret and stored it safely.").check();
      await reveal.getByRole("button", { name: "Done" }).click();
      await expect(
        page.getByText(/The old secret keeps signing beside the new one until/),
      ).toBeVisible();
      await expect(page.getByTestId("secret-overlap")).toContainText("previous secret also signs");

      await page.getByRole("button", { name: "Send test event" }).click();
      await expect(
        page.getByRole("table", { name: "Deliveries" }).getByRole("row").nth(1),
      ).toContainText("Succeeded");
      const [request] = await hooks.received(name);
      expect(request!.signature_valid).toBe(true);
      expect(request!.headers["x-service-signature"]).toContain(",");
      expect(rotated).not.toBe(endpoint.secret);
    },
  );

  hooksTest(
    "during an outage the cards, charts and table agree as they refresh",
    async ({ page, hooks }) => {
      const name = unique("outage");
      const endpoint = await hooks.create(name);
      await hooks.behave(name, { mode: "error" });
      await page.goto(`/webhooks/${endpoint.id}`);
      await page.getByRole("button", { name: "Send test event" }).click();
      const row = page.getByRole("table", { name: "Deliveries" }).getByRole("row").nth(1);
      await expect(row).toContainText("Pending");
      // Refreshed by the page's one clock: once the table says failed 3/3, so do the figures.
      await expect(row).toContainText("Failed", { timeout: 20_000 });
      await expect(row).toContainText("3 / 3");
      const failedCard = page
        .getByRole("term")
        .filter({ hasText: /^Failed$/ })
        .locator("..");
      await expect(failedCard).toContainText("1", { timeout: 2_000 });
      const rateCard = page
        .getByRole("term")
        .filter({ hasText: /^Success rate$/ })
        .locator("..");
      await expect(rateCard).toContainText("0.0%", { timeout: 2_000 });
      await expect(page.getByText("No deliveries in this time range.")).toHaveCount(0);
    },
  );

  hooksTest("the page's small things: words, colours, focus and width", async ({ page, hooks }) => {
    const name = unique("small");
    const endpoint = await hooks.create(name);
    await hooks.sendTest(endpoint.id);
    await hooks.settled(endpoint.id, 1);

    await page.goto(`/webhooks/${endpoint.id}`);
    await expect(page.getByText("1 delivery · no older ones in this range.")).toBeVisible();

    // Escape closes Add endpoint and gives focus back to the button that opened it.
    await page.goto("/webhooks");
    const add = page.getByRole("button", { name: "Add endpoint" });
    await add.click();
    await expect(page.getByRole("dialog", { name: "Add a webhook endpoint" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(add).toBeFocused();

    // A mostly healthy endpoint's bar is mostly green; only the failed share is red.
    const bar = endpointRow(page, `${PLATFORM_URL}/dev/receiver/acme-crm`).getByTestId(
      "success-bar",
    );
    const colours = await bar.evaluate((el) =>
      [...el.children].map((c) => ({
        colour: getComputedStyle(c).backgroundColor,
        width: (c as HTMLElement).getBoundingClientRect().width,
      })),
    );
    expect(colours[0]!.width).toBeGreaterThan(colours[1]!.width);
    expect(colours[0]!.colour).not.toBe(colours[1]!.colour);

    // The table fits at 1024 px.
    await page.setViewportSize({ width: 1024, height: 768 });
    const table = page.getByRole("table", { name: "Webhook endpoints" });
    const overflow = await table.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { right: box.right, width: document.documentElement.clientWidth };
    });
    expect(overflow.right).toBeLessThanOrEqual(overflow.width);
    const scroll = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(scroll).toBe(0);

    // The event catalog lists every event type with an example.
    await page.getByRole("link", { name: "Event catalog" }).click();
    await expect(page.getByRole("heading", { name: "Event catalog" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "lead.status_changed" })).toBeVisible();
    await expect(page.getByText("Fired by:").first()).toBeVisible();
    const catalogAxe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(catalogAxe.violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);
    expect(endpoint.id).toMatch(/^we_/);
  });
});
