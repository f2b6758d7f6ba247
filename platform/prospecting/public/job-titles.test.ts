import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TitleSuggestions } from "../../../contract/title-suggestions";
import { sqlRows } from "../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { TITLE_COUNTS_TTL_MS } from "../prospect-title-counts";
import { newWorkspace } from "./test-support";

const PATH = "/api/v1/public/prospect-search/job-titles";

let t: TestPlatform;
let key: string;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 1_500 });
  key = (await newWorkspace(t, 0)).key;
});
afterAll(() => t.close());

async function suggest(query = "") {
  const res = await t.request("GET", `${PATH}${query}`, { key });
  expect(res.status, await res.clone().text()).toBe(200);
  return TitleSuggestions.parse(await res.json()).data;
}

/** Prospects per title straight from the corpus, the most common first. */
async function directCounts() {
  const rows = await sqlRows<{ title: string; n: number | string }>(
    t.db,
    sql`select job_title as title, count(*) as n from prospects group by job_title`,
  );
  return new Map(rows.map((r) => [r.title, Number(r.n)]));
}

describe("GET /prospect-search/job-titles", () => {
  it("lists titles by how many prospects have each, with the counts", async () => {
    const counts = await directCounts();
    const data = await suggest("?limit=100");
    expect(data).toHaveLength(Math.min(100, counts.size));
    for (const { title, prospects } of data) expect(prospects, title).toBe(counts.get(title));
    const ranks = data.map((d) => d.prospects);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const most = Math.max(...counts.values());
    expect(data[0]!.prospects).toBe(most);
    // The default page is 20.
    expect(await suggest()).toEqual(data.slice(0, 20));
  });

  it("narrows to titles containing q, in any case, still ranked", async () => {
    const counts = await directCounts();
    const data = await suggest("?q=%20ENGINEER%20&limit=100");
    const expected = [...counts]
      .filter(([title]) => title.toLowerCase().includes("engineer"))
      .sort(([a, m], [b, n]) => n - m || a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(data.map((d) => d.prospects)).toEqual(expected.map(([, n]) => n));
    expect(new Set(data.map((d) => d.title))).toEqual(new Set(expected.map(([title]) => title)));
    expect(await suggest("?q=no%20such%20title")).toEqual([]);
  });

  it("counts again once its counts are a few minutes old", async () => {
    const before = await suggest("?q=chief%20technology%20officer");
    await t.db.execute(sql`update prospects set job_title = 'Chief Technology Officer' where seq < 40
      and job_title <> 'Chief Technology Officer'`);
    expect(await suggest("?q=chief%20technology%20officer")).toEqual(before);
    t.clock.advance(TITLE_COUNTS_TTL_MS + 1);
    const after = await suggest("?q=chief%20technology%20officer");
    const counts = await directCounts();
    expect(after).toEqual([
      { title: "Chief Technology Officer", prospects: counts.get("Chief Technology Officer") },
    ]);
    expect(after[0]!.prospects).toBeGreaterThan(before[0]?.prospects ?? 0);
  });

  it("refuses a limit out of range and a q too long, naming them", async () => {
    for (const [query, loc] of [
      ["?limit=0", ["query", "limit"]],
      ["?limit=101", ["query", "limit"]],
      ["?limit=1e2", ["query", "limit"]],
      [`?q=${"x".repeat(201)}`, ["query", "q"]],
    ] as const) {
      const res = await t.request("GET", `${PATH}${query}`, { key });
      expect(res.status, query).toBe(422);
      const body = (await res.json()) as { detail: { loc: unknown[] }[] };
      expect(body.detail.map((d) => d.loc)).toEqual([loc]);
    }
  });

  it("needs a key", async () => {
    expect((await t.request("GET", PATH)).status).toBe(401);
  });
});
