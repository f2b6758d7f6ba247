import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_FIRED_BY } from "../../contract/webhook-catalog";
import { OPENAPI_PATH } from "../app";
import { sqlRows } from "../db/sql-rows";
import { backgroundJobsSettled } from "../jobs/background";
import { createPreview, newWorkspace } from "../prospecting/public/test-support";
import { createTestPlatform, type TestPlatform } from "../testing/harness";

/**
 * The console's event catalog and the platform agree: every operation a catalog entry names
 * exists, and for lead.enriched each named operation really fires it, while a preview (which
 * enriches prospects, not leads) fires nothing.
 */

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 120 });
});
afterAll(async () => {
  await backgroundJobsSettled();
  await t.close();
});

const PUBLIC = "/api/v1/public";
/** "POST /lead-lists/{list_id}/enrich" and the like, as the catalog's sentences name them. */
const OPERATION = /\b(GET|POST|PATCH|PUT|DELETE) (\/[\w{}/.-]+)/g;
const operationsNamed = (sentence: string) =>
  [...sentence.matchAll(OPERATION)].map(([, method, path]) => `${method} ${path}`);

it("names only operations the document has", async () => {
  const doc = (await (await t.request("GET", OPENAPI_PATH)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = new Set(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(PUBLIC, "")}`),
    ),
  );
  const named = Object.values(EVENT_FIRED_BY).flatMap(operationsNamed);
  expect(named.length).toBeGreaterThan(3);
  for (const operation of named) expect(documented, operation).toContain(operation);
});

describe("lead.enriched", () => {
  type Ws = Awaited<ReturnType<typeof newWorkspace>>;
  const events = async (workspaceId: string) => {
    const [row] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from webhook_deliveries
        where workspace_id = ${workspaceId} and event_type = 'lead.enriched'`,
    );
    return Number(row?.n ?? 0);
  };
  async function listen(credits: number): Promise<Ws> {
    const ws = await newWorkspace(t, credits);
    const res = await t.request("POST", `${PUBLIC}/webhook-endpoints`, {
      key: ws.key,
      body: { url: "https://example.com/hooks/catalog", event_types: ["lead.enriched"] },
    });
    expect(res.status).toBe(201);
    return ws;
  }
  async function importList(ws: Ws, autoEnrich: boolean) {
    const preview = await createPreview(t, ws.key, ws.listId, {
      filters: { job_level: ["director"] },
      auto_enrich: false,
    });
    const res = await t.request(
      "POST",
      `${PUBLIC}/lead-lists/${ws.listId}/prospect-search/import`,
      {
        key: ws.key,
        body: { preview_id: preview.id, auto_enrich: autoEnrich },
      },
    );
    expect(res.status).toBe(202);
    await backgroundJobsSettled();
    return preview.total_matches!;
  }

  // What each operation the catalog names does to fire the event, and how many it fires.
  const drivers: Record<string, (ws: Ws) => Promise<number>> = {
    "POST /lead-lists/{list_id}/enrich": async (ws) => {
      const leads = await importList(ws, false);
      const res = await t.request("POST", `${PUBLIC}/lead-lists/${ws.listId}/enrich`, {
        key: ws.key,
      });
      expect(res.status).toBe(202);
      await backgroundJobsSettled();
      return leads;
    },
    "POST /lead-lists/{list_id}/prospect-search/import": (ws) => importList(ws, true),
  };

  const named = operationsNamed(EVENT_FIRED_BY["lead.enriched"]);

  it("names exactly the operations that fire it", () => {
    expect(named.sort()).toEqual(Object.keys(drivers).sort());
  });

  for (const operation of named) {
    it(`fires once for each lead that ${operation} enriches`, async () => {
      const ws = await listen(1000);
      const enriched = await drivers[operation]!(ws);
      expect(enriched).toBeGreaterThan(0);
      expect(await events(ws.id)).toBe(enriched);
    });
  }

  it("does not fire for a preview with auto_enrich, and the catalog says so", async () => {
    expect(EVENT_FIRED_BY["lead.enriched"]).toMatch(/A preview .* fires nothing/);
    const ws = await listen(1000);
    const preview = await createPreview(t, ws.key, ws.listId, { filters: {}, page_size: 20 });
    expect(preview.results.every((r) => r.enriched)).toBe(true);
    expect(await events(ws.id)).toBe(0);
  });
});
