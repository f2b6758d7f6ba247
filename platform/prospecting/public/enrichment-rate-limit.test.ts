import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { newWorkspace, previewPath } from "./test-support";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 100 });
});
afterAll(() => t.close());

/**
 * Redis counts in real minutes; starting within a few seconds of a minute's end could split
 * the burst over two windows. (In memory, windows follow the test clock, which stands still.)
 */
async function awayFromMinuteBoundary() {
  if (!process.env.REDIS_URL) return;
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

it("allows 20 enriching previews a minute per workspace, then 429 on that tier", async () => {
  const ws = await newWorkspace(t, 1000);
  const neighbour = await newWorkspace(t, 1000);
  const enrich = (w: { key: string; listId: string }, key = w.key) =>
    t.request("POST", previewPath(w.listId), { key, body: { filters: {}, page_size: 1 } });
  await awayFromMinuteBoundary();

  // Two keys of one workspace share the tier: it counts per workspace.
  const secondKey = await t.legacyKey(ws.slug);
  for (let i = 1; i <= 20; i++) {
    const res = await enrich(ws, i % 2 ? ws.key : secondKey);
    expect(res.status, `request ${i}`).toBe(201);
    expect(res.headers.get("x-ratelimit-limit")).toBe("20");
    expect(res.headers.get("x-ratelimit-remaining")).toBe(String(20 - i));
  }
  const limited = await enrich(ws);
  expect(limited.status).toBe(429);
  expect(limited.headers.get("x-ratelimit-limit")).toBe("20");
  expect(limited.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
  // The refusal says whose allowance ran out: the workspace's, not the caller's own.
  expect(limited.headers.get("x-ratelimit-scope")).toBe("workspace");
  expect(await limited.json()).toEqual({
    detail:
      "The workspace's enrichment limit of 20 requests a minute, shared by every key and member of the workspace, is used up; wait for the Retry-After interval before retrying.",
  });

  // Previews without enrichment, and other workspaces, are not held back.
  const plain = await t.request("POST", previewPath(ws.listId), {
    key: ws.key,
    body: { filters: {}, auto_enrich: false },
  });
  expect(plain.status).toBe(201);
  expect(plain.headers.get("x-ratelimit-limit")).toBe("300");
  expect((await enrich(neighbour)).status).toBe(201);
});
