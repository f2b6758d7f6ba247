import { afterAll, beforeAll, expect, it } from "vitest";
import { CreditsSummary } from "../../../contract/prospect-search";
import { createPreview, listIdByName } from "../../prospecting/public/test-support";
import { DEMO_CREDITS } from "../../seed/demo";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 200 });
});
afterAll(() => t.close());

const CREDITS = "/api/v1/public/analytics/credits";
const summary = async (key: string, query = "") => {
  const res = await t.request("GET", `${CREDITS}${query}`, { key });
  expect(res.status).toBe(200);
  return CreditsSummary.parse(await res.json());
};

it("starts each demo workspace with its grant, and shows only the workspace's own", async () => {
  const acme = await summary(await t.legacyKey("acme"));
  expect(acme.balance).toBe(DEMO_CREDITS.acme);
  expect(acme.ledger.map((e) => [e.amount, e.reason])).toEqual([[5000, "initial_grant"]]);
  expect(acme.next_cursor).toBeNull();
  const globex = await summary(await t.legacyKey("globex"));
  expect(globex.balance).toBe(DEMO_CREDITS.globex);
});

it("lists charges newest first and pages through the ledger with an opaque cursor", async () => {
  const key = await t.legacyKey("globex");
  const listId = await listIdByName(t, key, "Globex pipeline");
  const previews = [];
  // Pages that do not overlap: each charges for prospects the workspace has not paid for.
  for (const [page, pageSize] of [
    [1, 3],
    [2, 4],
    [3, 5],
  ] as const) {
    previews.push(await createPreview(t, key, listId, { filters: {}, page, page_size: pageSize }));
  }
  const all = await summary(key);
  expect(all.balance).toBe(100 - 12);
  expect(all.ledger.map((e) => [e.amount, e.balance_after, e.preview_id])).toEqual([
    [-5, 88, previews[2]!.id],
    [-4, 93, previews[1]!.id],
    [-3, 97, previews[0]!.id],
    [100, 100, null],
  ]);

  const walked = [];
  let cursor: string | null = "";
  while (cursor !== null) {
    const page = await summary(key, `?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
    expect(page.ledger.length).toBeLessThanOrEqual(1);
    walked.push(...page.ledger);
    cursor = page.next_cursor;
  }
  expect(walked).toEqual(all.ledger);
});

it("a cursor that was not handed out is a 422", async () => {
  const key = await t.legacyKey("acme");
  for (const cursor of ["garbage", "cDEyMw==x", Buffer.from("x1").toString("base64url")]) {
    const res = await t.request("GET", `${CREDITS}?cursor=${cursor}`, { key });
    expect(res.status).toBe(422);
    const { detail } = (await res.json()) as { detail: { loc: unknown[] }[] };
    expect(detail[0]!.loc).toEqual(["query", "cursor"]);
  }
});
