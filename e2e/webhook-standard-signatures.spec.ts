import { type APIRequestContext, request } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { z } from "zod";
import { ReceivedRequest, WebhookDelivery, WebhookEndpointWithSecret } from "@/contract/webhooks";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey, test } from "./fixtures";

/**
 * The signature checker with Standard Webhooks' headers of a real delivery: the worker signs
 * and sends a test event to the platform's built-in receiver, and the browser's check agrees
 * with the standardwebhooks library on it, in the checker page and in the delivery's panel.
 */

type Sent = { endpointId: string; deliveryId: string; secret: string } & z.infer<
  typeof ReceivedRequest
>;

const hooksTest = test.extend<{ sent: Sent }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  sent: async ({}, use) => {
    const http: APIRequestContext = await request.newContext({ baseURL: PLATFORM_URL });
    const key = readServerKey();
    const name = `standard-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = await http.post("/api/v1/public/webhook-endpoints", {
      headers: { "x-api-key": key },
      data: {
        url: `${PLATFORM_URL}/dev/receiver/${name}`,
        event_types: ["call.completed"],
        description: "Standard Webhooks check",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const endpoint = WebhookEndpointWithSecret.parse(await created.json());
    const queued = await http.post(`/api/v1/public/webhook-endpoints/${endpoint.id}/test`, {
      headers: { "x-api-key": key },
    });
    expect(queued.status()).toBe(202);
    const delivery = WebhookDelivery.parse(await queued.json());
    let arrived: z.infer<typeof ReceivedRequest> | undefined;
    await expect
      .poll(async () => {
        const res = await http.get(`/dev/receiver/${name}/requests`);
        arrived = z.object({ items: z.array(ReceivedRequest) }).parse(await res.json()).items[0];
        return arrived !== undefined;
      })
      .toBe(true);
    await use({
      endpointId: endpoint.id,
      deliveryId: delivery.id,
      secret: endpoint.secret,
      ...arrived!,
    });
    await http.delete(`/dev/receiver/${name}`);
    await http.dispose();
  },
});

hooksTest(
  "checks a real delivery's Standard Webhooks signature from pasted headers",
  async ({ page, sent }) => {
    hooksTest.setTimeout(60_000);
    // The library a receiver would use takes it: the browser must agree.
    expect(new Webhook(sent.secret).verify(sent.body, sent.headers)).toMatchObject({
      event_type: "call.completed",
    });
    const signature = sent.headers["webhook-signature"]!;
    expect(sent.headers["webhook-id"]).toBe(sent.deliveryId);

    await page.goto("/webhooks/signatures");
    await page.getByLabel("Signing secret").fill(sent.secret);
    await page.getByLabel("Raw request body").fill(sent.body);
    // Headers as a receiver logs them, one per line.
    const logged = Object.entries(sent.headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n");
    await page.getByLabel("Headers received (optional)").fill(logged);
    await expect(page.getByText(/^Filled in: x-service-signature, webhook-id/)).toBeVisible();
    await expect(page.getByLabel("webhook-id", { exact: true })).toHaveValue(sent.deliveryId);
    await expect(page.getByLabel("webhook-signature", { exact: true })).toHaveValue(signature);

    await expect(page.getByTestId("expected-standard-signature")).toHaveText(signature);
    const listed = page.getByRole("list", { name: "Signatures in webhook-signature" });
    await expect(listed.getByRole("listitem")).toHaveCount(1);
    await expect(listed.getByRole("listitem")).toContainText("Matches");
    await expect(page.getByText(/a Standard Webhooks library accepts the signature/)).toBeVisible();
    await expect(page.getByText(/within the 5 minutes a library allows/)).toBeVisible();
    // The spec's header is checked beside it, as before.
    await expect(page.getByText("The header matches")).toBeVisible();

    // During a rotation's overlap: two signatures, the new secret's first. Holding the old
    // secret, the second one matches, and the page says to switch.
    const newer = new Webhook("whsec_bmV3ZXIgc2VjcmV0IG9mIHRoZSBlbmRwb2ludA==").sign(
      sent.deliveryId,
      new Date(Number(sent.headers["webhook-timestamp"]) * 1000),
      sent.body,
    );
    await page.getByLabel("webhook-signature", { exact: true }).fill(`${newer} ${signature}`);
    await expect(listed.getByRole("listitem")).toHaveCount(2);
    await expect(listed.getByRole("listitem").nth(0)).toContainText("Does not match");
    await expect(listed.getByRole("listitem").nth(1)).toContainText("Matches");
    await expect(page.getByText(/the one a rotation replaced/)).toBeVisible();

    // The timestamp is signed: moved ten minutes back, nothing matches and it is stale.
    const stale = String(Number(sent.headers["webhook-timestamp"]) - 600);
    await page.getByLabel("webhook-signature", { exact: true }).fill(signature);
    await page.getByLabel("webhook-timestamp", { exact: true }).fill(stale);
    await expect(listed.getByRole("listitem")).toContainText("Does not match");
    await expect(page.getByText(/None of the signatures was made with this secret/)).toBeVisible();
    await expect(page.getByText(/outside the 5 minutes a library allows/)).toBeVisible();

    // The receiver code for both schemes, here and in the event catalog.
    await expect(page.getByTestId("sample-node-standardwebhooks")).toContainText(
      "new Webhook(secret).verify(rawBody, headers)",
    );
    await page.goto("/webhooks/events");
    await expect(page.getByTestId("sample-node-standardwebhooks")).toContainText(
      'import { Webhook } from "standardwebhooks";',
    );
    await expect(page.getByTestId("sample-node")).toContainText("X-Service-Signature");
  },
);

hooksTest(
  "the delivery's panel checks both schemes over the headers it sent",
  async ({ page, sent }) => {
    hooksTest.setTimeout(60_000);
    await page.goto(`/webhooks/${sent.endpointId}?delivery=${sent.deliveryId}`);
    const sheet = page.getByRole("dialog", { name: /^Delivery/ });
    const headers = sheet.getByRole("region", { name: "Headers sent" });
    // The panel's code and the delivery load when it opens: slow on a busy machine.
    await expect(headers).toBeVisible({ timeout: 30_000 });
    await expect(headers.getByRole("row", { name: /webhook-signature/ })).toContainText(
      sent.headers["webhook-signature"]!,
    );
    await sheet.getByText("Check the signature").click();
    await sheet.getByLabel("Signing secret").fill(sent.secret);
    await expect(sheet.getByTestId("expected-signature")).toHaveText(
      sent.headers["x-service-signature"]!,
    );
    await expect(sheet.getByTestId("expected-standard-signature")).toHaveText(
      sent.headers["webhook-signature"]!,
    );
    await expect(sheet.getByText("The header matches")).toBeVisible();
    await expect(
      sheet.getByRole("list", { name: "Signatures in webhook-signature" }).getByRole("listitem"),
    ).toContainText("Matches");
  },
);
