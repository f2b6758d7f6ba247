import { request } from "@playwright/test";
import { PLATFORM_URL } from "./env";
import { expect, readServerKey, test } from "./fixtures";

test("the success rate says how many finished deliveries succeeded, not how many finished", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const http = await request.newContext({
    baseURL: PLATFORM_URL,
    extraHTTPHeaders: { "x-api-key": readServerKey() },
  });
  try {
    const receiver = `stats-${Date.now().toString(36)}`;
    const created = await http.post("/api/v1/public/webhook-endpoints", {
      data: {
        url: `${PLATFORM_URL}/dev/receiver/${receiver}`,
        event_types: ["call.completed"],
        description: "One success, one failure",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const statusOf = async (deliveryId: string) => {
      const res = await http.get(`/api/v1/public/webhook-endpoints/${id}/deliveries/${deliveryId}`);
      return ((await res.json()) as { status: string }).status;
    };
    const sendTest = async () => {
      const res = await http.post(`/api/v1/public/webhook-endpoints/${id}/test`);
      expect(res.status()).toBe(202);
      return ((await res.json()) as { id: string }).id;
    };

    const ok = await sendTest();
    await expect.poll(() => statusOf(ok), { timeout: 15_000 }).toBe("succeeded");
    const mode = await http.put(`/dev/receiver/${receiver}/behaviour`, {
      data: { mode: "error", status: 500 },
    });
    expect(mode.status()).toBe(200);
    const failing = await sendTest();
    await expect.poll(() => statusOf(failing), { timeout: 30_000 }).toBe("failed");

    await page.goto(`/webhooks/${id}`);
    await expect(page.getByText("1 of 2 succeeded")).toBeVisible();
    await expect(page.getByText(/of \d+ finished/)).toHaveCount(0);
  } finally {
    await http.dispose();
  }
});
