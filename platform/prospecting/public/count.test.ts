import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProspectSearchCount } from "../../../contract/prospect-search";
import { creditBalance } from "../../credits/credits";
import { creditLedger } from "../../credits/tables";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { prospectSearchPreviews } from "../tables";
import { createPreview, newWorkspace } from "./test-support";

const COUNT_PATH = "/api/v1/public/prospect-search/count";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 300 });
});
afterAll(() => t.close());

const tableSize = async (table: typeof creditLedger | typeof prospectSearchPreviews) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe("POST /prospect-search/count", () => {
  it("counts what a preview of the same filters finds, and stores and charges nothing", async () => {
    const ws = await newWorkspace(t, 500);
    const filters = { job_level: ["vp", "director"] };
    const before = {
      balance: await creditBalance(t.db, ws.id),
      ledger: await tableSize(creditLedger),
      previews: await tableSize(prospectSearchPreviews),
    };

    const res = await t.request("POST", COUNT_PATH, { key: ws.key, body: { filters } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).toBe("300");
    const counted = ProspectSearchCount.parse(await res.json());
    expect(counted.limit).toBe(10_000);
    expect(counted.total_matches).toBeGreaterThan(0);

    expect(await creditBalance(t.db, ws.id)).toBe(before.balance);
    expect(await tableSize(creditLedger)).toBe(before.ledger);
    expect(await tableSize(prospectSearchPreviews)).toBe(before.previews);

    const preview = await createPreview(t, ws.key, ws.listId, {
      filters,
      page_size: 1,
      auto_enrich: false,
    });
    expect(preview.total_matches).toBe(counted.total_matches);

    const all = await t.request("POST", COUNT_PATH, { key: ws.key, body: { filters: {} } });
    expect(await all.json()).toEqual({ total_matches: 300, limit: 10_000 });
  });

  it("changes with the filters", async () => {
    const ws = await newWorkspace(t, 0);
    const n = async (filters: object) =>
      (
        (await (
          await t.request("POST", COUNT_PATH, { key: ws.key, body: { filters } })
        ).json()) as {
          total_matches: number;
        }
      ).total_matches;
    const broad = await n({ job_level: ["vp", "director", "manager"] });
    const narrow = await n({ job_level: ["vp"] });
    expect(narrow).toBeLessThan(broad);
    expect(await n({ company_name: "no company is called this", company_name_mode: "exact" })).toBe(
      0,
    );
  });

  it("works with no credits at all: counting is free", async () => {
    const ws = await newWorkspace(t, 0);
    const res = await t.request("POST", COUNT_PATH, { key: ws.key, body: { filters: {} } });
    expect(res.status).toBe(200);
  });

  it("validates the filters like a preview, with loc naming the field", async () => {
    const ws = await newWorkspace(t, 0);
    const res = await t.request("POST", COUNT_PATH, {
      key: ws.key,
      body: { filters: { job_level: "vp", bogus: 1 } },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[] }[] };
    expect(body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([["body", "filters", "job_level"]]),
    );
    const missing = await t.request("POST", COUNT_PATH, { key: ws.key, body: {} });
    expect(missing.status).toBe(422);
    const extra = await t.request("POST", COUNT_PATH, {
      key: ws.key,
      body: { filters: {}, page: 1 },
    });
    expect(extra.status).toBe(422);
  });

  it("follows the auth rules: no key 401, a read-only key 403, another workspace's key its own", async () => {
    expect((await t.request("POST", COUNT_PATH, { body: { filters: {} } })).status).toBe(401);
    expect(
      (await t.request("POST", COUNT_PATH, { key: "sk_live_nope", body: { filters: {} } })).status,
    ).toBe(401);
    const readOnly = await t.createKey("manager@acme.test", { scopes: ["read"] });
    const refused = await t.request("POST", COUNT_PATH, {
      key: readOnly.key,
      body: { filters: {} },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: "The API key lacks the write scope this request needs.",
    });
    const writer = await t.createKey("manager@acme.test", { scopes: ["write"] });
    expect(
      (await t.request("POST", COUNT_PATH, { key: writer.key, body: { filters: {} } })).status,
    ).toBe(200);
  });

  it("counts against the default tier: 429 with Retry-After once it is used up", async () => {
    const ws = await newWorkspace(t, 0);
    // A fresh window in memory; Redis keeps its own clock, so setting up the workspace may
    // already have counted a request or two against the key there.
    t.clock.advance(61_000);
    const first = await t.request("POST", COUNT_PATH, { key: ws.key, body: { filters: {} } });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-ratelimit-limit")).toBe("300");
    const left = Number(first.headers.get("x-ratelimit-remaining"));
    expect(left).toBeGreaterThanOrEqual(290);
    expect(left).toBeLessThanOrEqual(299);
    // The rest of the key's minute on a cheap read: the count shares the same bucket.
    for (let i = 0; i < left - 1; i++) {
      const res = await t.request("GET", "/api/v1/public/api-key", { key: ws.key });
      expect(res.status, `request ${i + 2}`).toBe(200);
    }
    const last = await t.request("POST", COUNT_PATH, { key: ws.key, body: { filters: {} } });
    expect(last.status).toBe(200);
    expect(last.headers.get("x-ratelimit-remaining")).toBe("0");
    const limited = await t.request("POST", COUNT_PATH, { key: ws.key, body: { filters: {} } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
  });

  it("is documented in the OpenAPI document", async () => {
    const res = await t.request("GET", "/api/v1/public/openapi.json");
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
    };
    const op = doc.paths["/prospect-search/count"]?.post;
    expect(op?.operationId).toBe("public_count_prospect_search");
    expect(Object.keys(op?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "401", "403", "422", "429"]),
    );
  });
});
