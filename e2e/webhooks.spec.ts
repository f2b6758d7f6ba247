import { createHmac } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { z } from "zod";
import { offsetEnvelope } from "@/contract/envelopes";
import {
  ReceivedRequest,
  type ReceiverBehaviour,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "@/contract/webhooks";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey, signInThroughUi, test } from "./fixtures";

/**
 * The webhooks pages against the platform's built-in test receiver (/dev/receiver/{name},
 * mounted because the config sets WEBHOOK_ALLOW_PRIVATE_TARGETS=1), with retries 1 s and 2 s
 * apart and a 3 s time-out so a failing delivery finishes within a test.
 */

/** The receiver and the platform's webhook API, past the console. */
class WebhookPlatform {
  constructor(
    private readonly http: APIRequestContext,
    private readonly serverKey: string,
  ) {}

  receiverUrl(name: string) {
    return `${PLATFORM_URL}/dev/receiver/${name}`;
  }

  async resetReceiver(name: string) {
    const res = await this.http.delete(`/dev/receiver/${name}`);
    expect(res.status()).toBe(204);
  }

  async setBehaviour(name: string, behaviour: ReceiverBehaviour) {
    const res = await this.http.put(`/dev/receiver/${name}/behaviour`, { data: behaviour });
    expect(res.status(), await res.text()).toBe(200);
  }

  /** From now on the receiver answers 401 unless X-Service-Signature matches `secret`. */
  async requireSignature(name: string, secret: string) {
    const res = await this.http.put(`/dev/receiver/${name}/secret`, { data: { secret } });
    expect(res.status()).toBe(204);
  }

  async received(name: string) {
    const res = await this.http.get(`/dev/receiver/${name}/requests`);
    expect(res.status()).toBe(200);
    return z.object({ items: z.array(ReceivedRequest) }).parse(await res.json()).items;
  }

  async createEndpoint(
    url: string,
    description: string,
    eventTypes = ["call.completed", "lead.enriched"],
  ) {
    const res = await this.http.post("/api/v1/public/webhook-endpoints", {
      headers: { "x-api-key": this.serverKey },
      data: { url, event_types: eventTypes, description },
    });
    expect(res.status(), await res.text()).toBe(201);
    return WebhookEndpointWithSecret.parse(await res.json());
  }

  async sendTest(endpointId: string) {
    const res = await this.http.post(`/api/v1/public/webhook-endpoints/${endpointId}/test`, {
      headers: { "x-api-key": this.serverKey },
    });
    expect(res.status(), await res.text()).toBe(202);
    return WebhookDelivery.parse(await res.json());
  }

  async endpoints() {
    const res = await this.http.get("/api/v1/public/webhook-endpoints?per_page=100", {
      headers: { "x-api-key": this.serverKey },
    });
    expect(res.status()).toBe(200);
    const body: unknown = await res.json();
    return { raw: JSON.stringify(body), list: offsetEnvelope(WebhookEndpoint).parse(body) };
  }
}

const webhookTest = test.extend<{ webhooks: WebhookPlatform }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  webhooks: async ({}, use) => {
    const http = await request.newContext({ baseURL: PLATFORM_URL });
    await use(new WebhookPlatform(http, readServerKey()));
    await http.dispose();
  },
});

/** "123 ms", "1.20 s", "1 min 4 s" as milliseconds; "—" (no attempt) sorts last. */
function toMs(text: string): number {
  const t = text.trim();
  if (t === "<1 ms") return 0;
  const ms = /^([\d.]+) ms$/.exec(t);
  if (ms) return Number(ms[1]);
  const s = /^([\d.]+) s$/.exec(t);
  if (s) return Number(s[1]) * 1000;
  const min = /^(\d+) min (\d+) s$/.exec(t);
  if (min) return Number(min[1]) * 60_000 + Number(min[2]) * 1000;
  return -1;
}

const uniqueName = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function deliveriesTable(page: Page) {
  return page.getByRole("table", { name: "Deliveries" });
}

function deliverySheet(page: Page) {
  return page.getByRole("dialog", { name: /^Delivery/ });
}

async function sendTestAndOpenIt(page: Page) {
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText("Test event sent")).toBeVisible();
  await page.getByRole("link", { name: "View the delivery" }).click();
  await expect(deliverySheet(page)).toBeVisible();
  await expect(page).toHaveURL(/[?&]delivery=whd_/);
}

webhookTest.describe("webhooks", () => {
  webhookTest(
    "registers an endpoint on the built-in receiver, shows its secret once, and delivers a signed test",
    async ({ page, webhooks }) => {
      webhookTest.setTimeout(60_000);
      const receiver = uniqueName("register");
      await webhooks.resetReceiver(receiver);
      const url = webhooks.receiverUrl(receiver);

      await page.goto("/webhooks");
      // With no endpoints yet, the empty state offers the same button as the header.
      await page.getByRole("button", { name: "Add endpoint" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
      // The catalog says what each event means.
      await expect(dialog.getByText("A voice call finishes.")).toBeVisible();
      await dialog.getByRole("button", { name: "Add endpoint" }).click();
      await expect(dialog.getByText("Choose at least one event type.")).toBeVisible();

      await dialog.getByLabel("Endpoint URL").fill(url);
      await dialog.getByLabel("Description").fill("End-to-end receiver");
      await dialog.getByRole("checkbox", { name: /call\.completed/ }).check();
      await dialog.getByRole("checkbox", { name: /meeting\.booked/ }).check();
      await dialog.getByRole("button", { name: "Add endpoint" }).click();

      const reveal = page.getByRole("dialog", { name: "Copy the signing secret" });
      await expect(reveal).toBeVisible();
      const secret = await reveal.getByTestId("revealed-secret").inputValue();
      expect(secret).toMatch(/^whsec_\w+$/);
      // It does not close before the person confirms they stored the secret.
      await page.keyboard.press("Escape");
      await expect(reveal.getByText("The secret will never be shown again")).toBeVisible();
      await expect(reveal).toBeVisible();
      await reveal.getByLabel("I have copied the secret and stored it safely.").check();
      await reveal.getByRole("button", { name: "Done" }).click();
      await expect(reveal).toBeHidden();

      // Straight to the new endpoint; the secret is nowhere to be seen again.
      await expect(page).toHaveURL(/\/webhooks\/we_\w+$/);
      await expect(page.getByRole("heading", { level: 1, name: url })).toBeVisible();
      await expect(page.getByText("Endpoint added")).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);
      const { raw, list } = await webhooks.endpoints();
      expect(raw.includes(secret)).toBe(false);
      expect(list.items.find((e) => e.url === url)?.event_types.sort()).toEqual([
        "call.completed",
        "meeting.booked",
      ]);

      // The receiver now rejects (401) anything not signed with this secret.
      await webhooks.requireSignature(receiver, secret);
      await sendTestAndOpenIt(page);
      const sheet = deliverySheet(page);
      await expect(sheet.getByRole("listitem", { name: "Attempt 1" })).toContainText("200");
      await expect(sheet.getByRole("listitem", { name: "Attempt 1" })).toContainText("Succeeded");
      await expect(sheet.getByTestId("delivery-payload")).toContainText('"call.completed"');
      // The headers sent include the signature the receiver checked, over the body shown.
      const [arrived] = await webhooks.received(receiver);
      const sentSignature = arrived?.headers["x-service-signature"] ?? "";
      expect(sentSignature).toBe(
        `sha256=${createHmac("sha256", secret)
          .update(arrived?.body ?? "")
          .digest("hex")}`,
      );
      const headers = sheet.getByRole("region", { name: "Headers sent" });
      await expect(headers.getByRole("row", { name: /x-service-signature/ })).toContainText(
        sentSignature,
      );
      // The browser's own HMAC agrees with the platform's on the real body.
      await sheet.getByText("Check the signature").click();
      await sheet.getByLabel("Signing secret").fill(secret);
      await expect(sheet.getByTestId("expected-signature")).toHaveText(sentSignature);
      await expect(sheet.getByText("The header matches")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(page).not.toHaveURL(/delivery=/);

      const row = deliveriesTable(page).getByRole("row").filter({ hasText: "call.completed" });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Succeeded");
      await expect(row).toContainText("200");
      await expect(row).toContainText(/\d+ ms|\d\.\d+ s/);
      await expect(row).toContainText("Test");

      const received = await webhooks.received(receiver);
      expect(received).toHaveLength(1);
      expect(received[0]?.signature_valid).toBe(true);
      expect(received[0]?.answered_status).toBe(200);

      // The list shows its health.
      await page.goto("/webhooks");
      const listRow = page
        .getByRole("table", { name: "Webhook endpoints" })
        .getByRole("row")
        .filter({ hasText: url });
      await expect(listRow).toContainText("Enabled");
      await expect(listRow).toContainText("100%");
      await expect(listRow).toContainText("1 of 1 succeeded");
      await expect(listRow).toContainText("call.completed");
    },
  );

  webhookTest(
    "shows every failed attempt with its error until the delivery fails, then a resend succeeds",
    async ({ page, webhooks }) => {
      webhookTest.setTimeout(60_000);
      const receiver = uniqueName("failing");
      await webhooks.resetReceiver(receiver);
      const endpoint = await webhooks.createEndpoint(
        webhooks.receiverUrl(receiver),
        "Answers 503 at first",
      );
      await webhooks.setBehaviour(receiver, { mode: "error", status: 503 });

      await page.goto(`/webhooks/${endpoint.id}`);
      await sendTestAndOpenIt(page);
      const sheet = deliverySheet(page);
      // Attempts appear as they are made, each with its code, duration and error.
      for (const number of [1, 2, 3]) {
        const attempt = sheet.getByRole("listitem", { name: `Attempt ${number}` });
        await expect(attempt).toContainText("503", { timeout: 15_000 });
        await expect(attempt).toContainText("The endpoint answered 503");
        await expect(attempt).toContainText(/\d+ ms/);
        await expect(attempt).toContainText('{"received":true}');
      }
      await expect(sheet.getByRole("heading", { name: /Delivery/ })).toContainText("Failed");
      await expect(sheet.getByText("3 of 3")).toBeVisible();
      await expect(sheet.getByRole("listitem", { name: "Attempt 4" })).toHaveCount(0);

      // The receiver recovers; a resend is a new delivery that succeeds.
      await webhooks.setBehaviour(receiver, { mode: "ok" });
      await sheet.getByRole("button", { name: "Resend" }).click();
      await expect(sheet.getByText("Resent as a new delivery")).toBeVisible();
      await sheet.getByRole("button", { name: "Open the new delivery" }).click();
      await expect(sheet.getByRole("listitem", { name: "Attempt 1" })).toContainText("200");
      await expect(sheet.getByText(/^Resend of/)).toBeVisible();
      await page.keyboard.press("Escape");

      const rows = deliveriesTable(page).getByRole("row");
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText("Resend");
      await expect(rows.nth(1)).toContainText("Succeeded");
      await expect(rows.nth(2)).toContainText("Failed");
      await expect(rows.nth(2)).toContainText("3 / 3");
      await expect(rows.nth(2)).toContainText("503");

      // Filters live in the URL, so the link shows the same view.
      await page.getByRole("button", { name: "Failed", exact: true }).click();
      await expect(page).toHaveURL(/status=failed/);
      await expect(rows).toHaveCount(2);
      await page.reload();
      await expect(page.getByRole("button", { name: "Failed", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText("Failed");
      await page.getByLabel("Event type").selectOption("lead.enriched");
      await expect(page).toHaveURL(/event_type=lead\.enriched/);
      await expect(page.getByText("No deliveries match these filters")).toBeVisible();
      await page.getByRole("button", { name: "Clear filters" }).first().click();
      await expect(page).not.toHaveURL(/status=|event_type=/);
      await expect(rows).toHaveCount(3);

      // The charts count what the table shows.
      await expect(page.getByRole("img", { name: /Deliveries by outcome/ })).toHaveAttribute(
        "aria-label",
        /2 deliveries: 1 succeeded, 1 failed, 0 pending/,
      );
      expect(
        await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze(),
      ).toMatchObject({ violations: [] });
    },
  );

  webhookTest(
    "disables, enables, rotates the secret of and deletes an endpoint",
    async ({ page, webhooks }) => {
      webhookTest.setTimeout(60_000);
      const receiver = uniqueName("manage");
      const endpoint = await webhooks.createEndpoint(
        webhooks.receiverUrl(receiver),
        "To be managed",
      );
      await page.goto(`/webhooks/${endpoint.id}`);

      // Disabling asks first; cancelling changes nothing.
      await page.getByRole("button", { name: "Disable" }).click();
      const disable = page.getByRole("alertdialog", { name: "Disable this endpoint?" });
      await disable.getByRole("button", { name: "Cancel" }).click();
      await expect(disable).toBeHidden();
      expect(
        (await webhooks.endpoints()).list.items.find((e) => e.id === endpoint.id)?.is_active,
      ).toBe(true);
      await page.getByRole("button", { name: "Disable" }).click();
      await disable.getByRole("button", { name: "Disable endpoint" }).click();
      await expect(page.getByText(`Disabled ${endpoint.url}`)).toBeVisible();
      await expect(page.getByText("Disabled: new events are not sent here.")).toBeVisible();
      await page.getByRole("button", { name: "Enable" }).click();
      await expect(page.getByText(`Enabled ${endpoint.url}`)).toBeVisible();

      await page.getByRole("button", { name: "Edit", exact: true }).click();
      const edit = page.getByRole("dialog", { name: "Edit the endpoint" });
      await expect(edit.getByLabel("Endpoint URL")).toHaveValue(endpoint.url);
      await expect(edit.getByRole("checkbox", { name: /lead\.enriched/ })).toBeChecked();
      await edit.getByRole("checkbox", { name: /lead\.enriched/ }).uncheck();
      await edit.getByRole("checkbox", { name: /job\.completed/ }).check();
      await edit.getByLabel("Description").fill("Managed by the tests");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByText(`Saved ${endpoint.url}`)).toBeVisible();
      await expect(page.getByText("Managed by the tests")).toBeVisible();
      const saved = (await webhooks.endpoints()).list.items.find((e) => e.id === endpoint.id);
      expect(saved?.event_types.sort()).toEqual(["call.completed", "job.completed"]);

      await page.getByRole("button", { name: "Rotate secret" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Rotate the signing secret?" });
      await confirm.getByRole("button", { name: "Rotate secret" }).click();
      const reveal = page.getByRole("dialog", { name: "Copy the new signing secret" });
      const rotated = await reveal.getByTestId("revealed-secret").inputValue();
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(endpoint.secret);
      await reveal.getByLabel("I have copied the secret and stored it safely.").check();
      await reveal.getByRole("button", { name: "Done" }).click();
      await expect(page.getByText(`Rotated the signing secret of ${endpoint.url}`)).toBeVisible();

      // Deliveries are now signed with the new secret.
      await webhooks.resetReceiver(receiver);
      await webhooks.requireSignature(receiver, rotated);
      await page.getByRole("button", { name: "Send test event" }).click();
      await expect(
        deliveriesTable(page).getByRole("row").filter({ hasText: "call.completed" }),
      ).toContainText("Succeeded");

      await page.getByRole("button", { name: "Delete" }).click();
      const del = page.getByRole("alertdialog", { name: "Delete this endpoint?" });
      await expect(del).toContainText(endpoint.url);
      await del.getByRole("button", { name: "Cancel" }).click();
      await expect(del).toBeHidden();
      await page.getByRole("button", { name: "Delete" }).click();
      await del.getByRole("button", { name: "Delete endpoint" }).click();
      await expect(page).toHaveURL(/\/webhooks$/);
      await expect(page.getByRole("link", { name: endpoint.url })).toHaveCount(0);
      expect((await webhooks.endpoints()).list.items.some((e) => e.id === endpoint.id)).toBe(false);

      // Back to the deleted endpoint's page: it says so, with no live actions.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/webhooks/${endpoint.id}`));
      await expect(page.getByText("This endpoint was deleted")).toBeVisible();
      await expect(page.getByText("Enabled", { exact: true })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Send test event" })).toHaveCount(0);
    },
  );

  webhookTest(
    "the delivery view lives in the URL: filters, page, sort and the open delivery survive a reload and Back/Forward",
    async ({ page }) => {
      webhookTest.setTimeout(60_000);
      // The demo endpoint's seeded week of history fills more than one page.
      await page.goto("/webhooks");
      await page
        .getByRole("link", { name: `${PLATFORM_URL}/dev/receiver/acme-crm`, exact: true })
        .click();
      await expect(page).toHaveURL(/\/webhooks\/we_\w+$/);
      const table = deliveriesTable(page);
      const rows = table.getByRole("row");
      const topId = () => rows.nth(1).getAttribute("data-delivery-id");

      await page.getByLabel("Time range", { exact: true }).selectOption("7d");
      await expect(page).toHaveURL(/[?&]range=7d/);
      await expect(rows).toHaveCount(26);
      const newest = await topId();

      // The next page: its cursor is in the URL, and a reload shows the same page.
      await page.getByRole("button", { name: "Older" }).click();
      await expect(page).toHaveURL(/[?&]cursor=/);
      await expect(rows.nth(1)).not.toHaveAttribute("data-delivery-id", newest!);
      const older = await topId();
      await page.reload();
      await expect(page.getByLabel("Time range", { exact: true })).toHaveValue("7d");
      await expect(rows.nth(1)).toHaveAttribute("data-delivery-id", older!);

      // A sort, in the URL too; it starts again at the newest page.
      await table.getByRole("button", { name: "Duration" }).click();
      await expect(page).toHaveURL(/[?&]sort=-duration/);
      await expect(page).not.toHaveURL(/cursor=/);
      const durationHeader = table.getByRole("columnheader", { name: /Duration/ });
      await expect(durationHeader).toHaveAttribute("aria-sort", "descending");
      await page.reload();
      await expect(durationHeader).toHaveAttribute("aria-sort", "descending");
      const durations = (await table.locator("tbody tr td:nth-child(5)").allTextContents()).map(
        toMs,
      );
      expect(durations).toEqual([...durations].sort((a, b) => b - a));

      // Back and Forward step through the views: the older page, then the first.
      await page.goBack();
      await expect(page).toHaveURL(/[?&]cursor=/);
      await expect(rows.nth(1)).toHaveAttribute("data-delivery-id", older!);
      await expect(durationHeader).toHaveAttribute("aria-sort", "none");
      await page.goBack();
      await expect(page).not.toHaveURL(/cursor=/);
      await expect(rows.nth(1)).toHaveAttribute("data-delivery-id", newest!);
      await page.goForward();
      await expect(rows.nth(1)).toHaveAttribute("data-delivery-id", older!);

      // From the keyboard: a row opens its delivery (in the URL), Escape closes it.
      await rows.nth(1).focus();
      await page.keyboard.press("Enter");
      await expect(deliverySheet(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`[?&]delivery=${older}`));
      await page.reload();
      await expect(deliverySheet(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(deliverySheet(page)).toBeHidden();
      await expect(page).not.toHaveURL(/delivery=/);
      await expect(page).toHaveURL(/[?&]cursor=/);
    },
  );

  webhookTest(
    "the endpoint page at 1440, 1280 and 1024 px: a readable address, buttons clear of the badge, keyboard and axe clean",
    async ({ page, webhooks }) => {
      webhookTest.setTimeout(90_000);
      const receiver = uniqueName("layout-with-a-long-descriptive-receiver-name");
      const endpoint = await webhooks.createEndpoint(
        webhooks.receiverUrl(receiver),
        "A receiver with a long address, to see the header wrap",
        // Not call.completed: the engine's campaigns send those, and this page counts rows.
        ["lead.enriched"],
      );
      await webhooks.sendTest(endpoint.id);
      await page.goto(`/webhooks/${endpoint.id}`);
      const heading = page.getByRole("heading", { level: 1, name: endpoint.url });
      const badge = page.getByTestId("endpoint-title").getByText("Enabled", { exact: true });
      const buttons = page.getByTestId("endpoint-actions").getByRole("button");
      await expect(deliveriesTable(page).getByRole("row")).toHaveCount(2);

      for (const width of [1440, 1280, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(heading).toBeVisible();
        const title = (await heading.boundingBox())!;
        // The address gets a column of its own, not a sliver (at least 28rem less padding).
        expect(title.width, `${width}px`).toBeGreaterThan(400);
        const badgeBox = (await badge.boundingBox())!;
        await expect(buttons).toHaveCount(6);
        for (const box of await buttons.evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
        )) {
          const overlaps =
            box.left < badgeBox.x + badgeBox.width &&
            box.right > badgeBox.x &&
            box.top < badgeBox.y + badgeBox.height &&
            box.bottom > badgeBox.y;
          expect(overlaps, `${width}px: a button over the state badge`).toBe(false);
          expect(box.right, `${width}px`).toBeLessThanOrEqual(width);
        }
        // Once the page has settled at the new width (a resize re-lays out the live table).
        await expect
          .poll(
            () =>
              page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              ),
            { message: `${width}px: sideways scroll`, timeout: 5_000 },
          )
          .toBe(0);
        const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
        expect(axe.violations.map((v) => `${width}px ${v.id} (${v.impact})`)).toEqual([]);

        // The keyboard reaches the actions in reading order and opens a confirmation.
        // From the link above the title (a click in the title focuses <main>, the skip link's
        // target, so Tab would start at this link too).
        await page.getByRole("link", { name: "← Webhooks" }).focus();
        await page.keyboard.press("Tab");
        // The test's event picker, then its button.
        await expect(page.getByLabel("Event to send")).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(page.getByRole("button", { name: "Send test event" })).toBeFocused();
        await page.keyboard.press("Tab");
        const disable = page.getByRole("button", { name: "Disable" });
        await expect(disable).toBeFocused();
        await page.keyboard.press("Enter");
        const confirm = page.getByRole("alertdialog", { name: "Disable this endpoint?" });
        await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(confirm).toBeHidden();
        await expect(disable).toBeFocused();
      }
    },
  );

  webhookTest("checks a signature in the browser", async ({ page }) => {
    const secret = "whsec_e2eCheckerSecret";
    const body = '{"event_type":"call.completed","call_id":"call_1","duration_seconds":42}';
    const signature = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

    await page.goto("/webhooks");
    await page.getByRole("link", { name: "Check a signature" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check a signature" })).toBeVisible();
    await page.getByLabel("Signing secret").fill(secret);
    await page.getByLabel("Raw request body").fill(body);
    await expect(page.getByTestId("expected-signature")).toHaveText(signature);
    await page.getByLabel("X-Service-Signature header received").fill(signature);
    await expect(page.getByText("The header matches")).toBeVisible();
    await page.getByLabel("Raw request body").fill(`${body}\n`);
    await expect(page.getByText("No match")).toBeVisible();
    await expect(page.getByText(/starts or ends with whitespace/)).toBeVisible();
  });
});

webhookTest.describe("as a manager", () => {
  webhookTest.use({ storageState: { cookies: [], origins: [] } });

  webhookTest(
    "sees why webhooks are closed to them, and none of their data",
    async ({ page, webhooks }) => {
      const receiver = uniqueName("admin-only");
      await webhooks.resetReceiver(receiver);
      const endpoint = await webhooks.createEndpoint(
        webhooks.receiverUrl(receiver),
        "Not seen by a manager",
      );
      await signInThroughUi(page, "manager@acme.test");

      for (const path of ["/webhooks", `/webhooks/${endpoint.id}`]) {
        await page.goto(path);
        await expect(page.getByText("Webhooks are for admins and owners")).toBeVisible();
        // The workspace's name ends with a full stop of its own: no second one after it.
        const why = page.getByText(/You are a manager of Acme/);
        await expect(why).toContainText("You are a manager of Acme Inc.");
        await expect(why).not.toContainText("Acme Inc..");
        await expect(page.getByText(endpoint.url)).toHaveCount(0);
      }

      // The console's own API refuses reads and writes alike, with the spec's reason.
      const forced = await page.evaluate(async (id) => {
        const read = await fetch(`/api/public/webhook-endpoints/${id}/deliveries`);
        const write = await fetch(`/api/public/webhook-endpoints/${id}/test`, { method: "POST" });
        return { read: read.status, write: write.status, body: await write.json() };
      }, endpoint.id);
      expect(forced.read).toBe(403);
      expect(forced.write).toBe(403);
      expect(forced.body.detail).toBe("Managing webhook endpoints needs the admin role.");
    },
  );
});
