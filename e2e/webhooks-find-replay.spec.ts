import { type APIRequestContext, type Page, request } from "@playwright/test";
import { z } from "zod";
import { EVENT_EXAMPLES } from "@/contract/webhook-catalog";
import { ReceivedRequest, WebhookDelivery, WebhookEndpointWithSecret } from "@/contract/webhooks";
import { axeViolations } from "./campaigns-page";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey, test } from "./fixtures";

/**
 * Finding a delivery (by the lead or campaign its event names, by text in its body, by its id)
 * and the two ways of sending one elsewhere: any catalog event as a test, and a replay of a
 * delivery to another endpoint. Events come from the platform's development simulator; the
 * built-in receiver answers (WEBHOOK_ALLOW_PRIVATE_TARGETS=1 in the e2e config).
 */

const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The platform past the console: endpoints, the simulator and the receiver. */
class Platform {
  constructor(
    private readonly http: APIRequestContext,
    private readonly key: string,
  ) {}

  async endpoint(receiver: string, eventTypes: string[], active = true) {
    const res = await this.http.post("/api/v1/public/webhook-endpoints", {
      headers: { "x-api-key": this.key },
      data: { url: `${PLATFORM_URL}/dev/receiver/${receiver}`, event_types: eventTypes },
    });
    expect(res.status(), await res.text()).toBe(201);
    const endpoint = WebhookEndpointWithSecret.parse(await res.json());
    if (!active) {
      const off = await this.http.patch(`/api/v1/public/webhook-endpoints/${endpoint.id}`, {
        headers: { "x-api-key": this.key },
        data: { is_active: false },
      });
      expect(off.status()).toBe(200);
    }
    return endpoint;
  }

  /** Emits one event in the workspace; returns its delivery to `endpointId`. */
  async emit(endpointId: string, eventType: string, fields: Record<string, unknown>) {
    const res = await this.http.post("/dev/webhooks/simulate", {
      data: { endpoint_id: endpointId, event_type: eventType, fields },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { delivery_ids } = z
      .object({ delivery_ids: z.array(z.string()) })
      .parse(await res.json());
    for (const id of delivery_ids) {
      const got = await this.http.get(
        `/api/v1/public/webhook-endpoints/${endpointId}/deliveries/${id}`,
        { headers: { "x-api-key": this.key } },
      );
      if (got.status() === 200) return WebhookDelivery.parse(await got.json());
    }
    throw new Error(`no delivery of ${eventType} to ${endpointId}`);
  }

  async received(receiver: string) {
    const res = await this.http.get(`/dev/receiver/${receiver}/requests`);
    return z.object({ items: z.array(ReceivedRequest) }).parse(await res.json()).items;
  }
}

const platformTest = test.extend<{ hooks: Platform }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  hooks: async ({}, use) => {
    const http = await request.newContext({ baseURL: PLATFORM_URL });
    await use(new Platform(http, readServerKey()));
    await http.dispose();
  },
});

const rows = (page: Page) => page.getByRole("table", { name: "Deliveries" }).locator("tbody tr");
const row = (page: Page, id: string) => page.locator(`tr[data-delivery-id="${id}"]`);
const sheet = (page: Page) => page.getByRole("dialog", { name: /^Delivery/ });

platformTest.describe("finding and replaying deliveries", () => {
  platformTest(
    "a pending delivery's row ticks every second and keeps the keyboard's focus",
    async ({ page, hooks }) => {
      // A receiver that never answers: the delivery stays "sending", and its row's time with it.
      const receiver = unique("hang");
      const put = await page.request.put(`${PLATFORM_URL}/dev/receiver/${receiver}/behaviour`, {
        data: { mode: "hang" },
      });
      expect(put.status(), await put.text()).toBe(200);
      const endpoint = await hooks.endpoint(receiver, ["reply.received"]);
      const delivery = await hooks.emit(endpoint.id, "reply.received", {});
      await page.goto(`/webhooks/${endpoint.id}`);
      const link = rows(page)
        .filter({ hasText: delivery.id })
        .getByRole("link", { name: "reply.received" });
      await expect(rows(page).filter({ hasText: delivery.id })).toContainText(/sending/i);
      await link.focus();
      // Three ticks of the row's clock: the link is the same element, still focused.
      const shown = () => rows(page).filter({ hasText: delivery.id }).innerText();
      for (let tick = 0; tick < 3; tick++) {
        const before = await shown();
        await expect.poll(shown, { timeout: 5_000 }).not.toBe(before);
      }
      await expect(link).toBeFocused();
    },
  );

  platformTest(
    "finds deliveries by lead, campaign and text, kept in the URL; a pasted id opens one",
    async ({ page, hooks }) => {
      platformTest.setTimeout(90_000);
      const endpoint = await hooks.endpoint(unique("find"), ["reply.received", "lead.enriched"]);
      const lead = unique("lead_");
      const other = unique("lead_");
      const campaign = unique("cmp_");
      const word = unique("quayside");
      const first = await hooks.emit(endpoint.id, "reply.received", {
        lead_id: lead,
        campaign_id: campaign,
        message_preview: `Meet me on the ${word}`,
      });
      const second = await hooks.emit(endpoint.id, "reply.received", {
        lead_id: other,
        campaign_id: campaign,
        message_preview: "Not this quarter, thanks",
      });
      const enriched = await hooks.emit(endpoint.id, "lead.enriched", { lead_id: lead });

      await page.goto(`/webhooks/${endpoint.id}`);
      await expect(row(page, enriched.id)).toBeVisible();

      await page.getByLabel("Lead id").fill(lead);
      await expect(page).toHaveURL(new RegExp(`[?&]lead_id=${lead}`));
      await expect(rows(page)).toHaveCount(2);
      await expect(row(page, enriched.id)).toBeVisible();
      await expect(row(page, first.id)).toBeVisible();

      await page.getByLabel("Lead id").fill("");
      await page.getByLabel("Campaign id").fill(campaign);
      await expect(page).toHaveURL(new RegExp(`[?&]campaign_id=${campaign}`));
      await expect(page).not.toHaveURL(/lead_id=/);
      await expect(rows(page)).toHaveCount(2);
      await expect(row(page, second.id)).toBeVisible();
      await expect(row(page, first.id)).toBeVisible();

      const search = page.getByLabel("Search deliveries by text in the payload");
      await search.fill(word.toUpperCase());
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(rows(page)).toHaveCount(1);
      await expect(row(page, first.id)).toBeVisible();
      await expect(page.getByText(/^1 match in the \d+ deliver(y|ies) searched/)).toBeVisible();

      // The view is the address: a reload shows the same search.
      await page.reload();
      await expect(search).toHaveValue(word.toUpperCase());
      await expect(page.getByLabel("Campaign id")).toHaveValue(campaign);
      await expect(rows(page)).toHaveCount(1);
      await expect(row(page, first.id)).toBeVisible();

      // Pasting a delivery id opens it, whatever the filters show.
      await search.fill("");
      await search.focus();
      await search.evaluate((input, id) => {
        const data = new DataTransfer();
        data.setData("text/plain", ` ${id} `);
        input.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, second.id);
      await expect(sheet(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`[?&]delivery=${second.id}`));
      await expect(sheet(page).getByTestId("delivery-payload")).toContainText(other);
      await expect(search).toHaveValue("");
      await page.keyboard.press("Escape");

      // Typed and submitted, an id opens too.
      await search.fill(enriched.id);
      await search.press("Enter");
      await expect(page).toHaveURL(new RegExp(`[?&]delivery=${enriched.id}`));
      await expect(sheet(page).getByTestId("delivery-payload")).toContainText('"lead.enriched"');
    },
  );

  platformTest(
    "sends a catalog event as a test, then replays its delivery to another endpoint",
    async ({ page, hooks }) => {
      platformTest.setTimeout(90_000);
      const oldReceiver = unique("old");
      const newReceiver = unique("new");
      const source = await hooks.endpoint(oldReceiver, ["call.completed"]);
      const target = await hooks.endpoint(newReceiver, ["reply.received", "call.completed"]);
      const disabled = await hooks.endpoint(unique("off"), ["reply.received"], false);

      await page.goto(`/webhooks/${source.id}`);
      await page.getByLabel("Event to send").selectOption("reply.received");
      await page.getByRole("button", { name: "Send test event" }).click();
      await expect(page.getByText("Test event sent")).toBeVisible();
      await expect(page.getByText(/example reply\.received event is on its way/)).toBeVisible();
      await page.getByRole("link", { name: "View the delivery" }).click();
      const opened = sheet(page);
      await expect(opened.getByTestId("delivery-payload")).toContainText(
        EVENT_EXAMPLES["reply.received"].message_preview,
      );
      const original = new URL(page.url()).searchParams.get("delivery") ?? "";
      expect(original).toMatch(/^whd_/);

      await opened.getByRole("button", { name: "Replay to…" }).click();
      const dialog = page.getByRole("dialog", { name: "Replay to another endpoint" });
      const choice = dialog.getByLabel("Endpoint", { exact: true });
      await expect(choice).toHaveValue(target.id);
      // A disabled endpoint is offered, greyed, with the reason.
      await expect(choice.locator(`option[value="${disabled.id}"]`)).toHaveText(/\(disabled\)$/);
      await expect(choice.locator(`option[value="${disabled.id}"]`)).toBeDisabled();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Replay delivery" }).click();
      await expect(dialog).toBeHidden();
      await expect(opened.getByText("Replayed to another endpoint")).toBeVisible();

      await opened.getByRole("link", { name: "Open the copy" }).click();
      await expect(page).toHaveURL(new RegExp(`/webhooks/${target.id}\\?delivery=whd_`));
      const copy = sheet(page);
      await expect(copy.getByText(`Replay of ${original}`)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expect(copy.getByTestId("delivery-payload")).toContainText(
        EVENT_EXAMPLES["reply.received"].message_preview,
      );
      // The new receiver got the very body the old one did, under the original's webhook-id
      // (the running demo campaign sends it real replies too: those are other deliveries).
      const copyId = new URL(page.url()).searchParams.get("delivery") ?? "";
      await expect
        .poll(async () =>
          (await hooks.received(newReceiver))
            .filter((r) => r.headers["x-service-delivery-id"] === copyId)
            .map((r) => [r.headers["webhook-id"], r.body]),
        )
        .toEqual([[original, JSON.stringify(EVENT_EXAMPLES["reply.received"])]]);
    },
  );
});
