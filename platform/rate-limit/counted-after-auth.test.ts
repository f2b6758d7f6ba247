import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../testing/harness";

/**
 * The workspace's enrichment allowance is spent only by requests that passed the key's checks
 * and named a list of the workspace: a flood from a revoked key, a read-only key, a removed
 * member's key, or to a list that does not exist or is another workspace's, leaves it whole.
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ limitsByTestClock: true });
});
afterAll(() => t.close());

const enrich = (key: string, listId: string) =>
  t.request("POST", `/api/v1/public/lead-lists/${listId}/enrich`, { key });

describe("counted only after authentication, scope, role and ownership", () => {
  it("25 refused requests of each kind leave the workspace's enrichment allowance untouched", async () => {
    const owner = await t.signIn("owner@acme.test");
    const revoked = await t.createKey("owner@acme.test", { scopes: ["*"] });
    await t.request("POST", `/api/v1/console/api-keys/${revoked.api_key.id}/revoke`, {
      session: owner,
    });
    const readOnly = await t.createKey("owner@acme.test", { scopes: ["read"] });
    const removed = await t.createKey("manager@acme.test", { scopes: ["*"] });
    const manager = await t.memberByEmail("manager@acme.test");
    const removal = await t.request("PATCH", `/api/v1/console/members/${manager.id}`, {
      session: owner,
      body: { status: "removed" },
    });
    expect(removal.status).toBe(200);
    const valid = await t.legacyKey("acme");
    const lists = (await (
      await t.request("GET", "/api/v1/public/lead-lists", { key: valid })
    ).json()) as {
      items: { id: string }[];
    };
    const acmeList = lists.items[0]!.id;
    const globexLists = (await (
      await t.request("GET", "/api/v1/public/lead-lists", { key: await t.legacyKey("globex") })
    ).json()) as { items: { id: string }[] };

    const refused: [string, string, string, number][] = [
      ["revoked key", revoked.key, acmeList, 401],
      ["read-only key", readOnly.key, acmeList, 403],
      ["removed member's key", removed.key, acmeList, 403],
      ["list that does not exist", valid, "ll_doesnotexist00", 404],
      ["another workspace's list", valid, globexLists.items[0]!.id, 404],
    ];
    for (const [what, key, listId, status] of refused) {
      for (let i = 0; i < 25; i++) {
        const res = await enrich(key, listId);
        // A refused caller may meet its own address's limit; never the workspace's.
        expect([status, 429], `${what}, request ${i + 1}`).toContain(res.status);
        if (res.status === 429) expect(res.headers.get("x-ratelimit-scope")).toBe("own");
      }
    }
    // The key that asked for missing lists spent its own bulk-write allowance; another key of
    // the workspace finds the workspace's enrichment allowance whole.
    const first = await enrich(await t.legacyKey("acme"), acmeList);
    expect(first.status).toBe(202);
    // The enrichment tier (20) has fewer left than the key's bulk-write tier (60): it shows.
    expect(first.headers.get("x-ratelimit-limit")).toBe("20");
    expect(first.headers.get("x-ratelimit-remaining")).toBe("19");
  });
});
