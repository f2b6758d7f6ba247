import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BREAKDOWN_COUNT_LIMIT, ProspectSearchCount } from "../../../contract/prospect-search";
import { sqlRows } from "../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { newWorkspace } from "./test-support";

const COUNT_PATH = "/api/v1/public/prospect-search/count";

let t: TestPlatform;
let key: string;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 2_000 });
  key = (await newWorkspace(t, 0)).key;
});
afterAll(() => t.close());

async function count(body: object) {
  const res = await t.request("POST", COUNT_PATH, { key, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return ProspectSearchCount.parse(await res.json());
}

/** Counted straight from `prospects`, the corpus itself, with no search table or index. */
async function direct(conditions: SQL[]): Promise<number> {
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const [row] = await sqlRows<{ n: number | string }>(
    t.db,
    sql`select count(*) as n from prospects where ${where}`,
  );
  return Number(row?.n ?? 0);
}

describe("POST /prospect-search/count with breakdown", () => {
  it("says, for each active filter, how many match without it, as counted directly", async () => {
    const filters = {
      job_level: ["VP", "director"],
      country: ["United States"],
      employee_count_min: 500,
      has_web_app: true,
    };
    const conditions = {
      job_level: sql`lower(job_level) in ('vp', 'director')`,
      country: sql`lower(country) = 'united states'`,
      employee_count_min: sql`employee_count >= 500`,
      has_web_app: sql`has_web_app`,
    };
    const answer = await count({ filters, breakdown: true });
    expect(answer.total_matches).toBe(await direct(Object.values(conditions)));

    const expected = [];
    for (const name of Object.keys(conditions) as (keyof typeof conditions)[]) {
      const others = Object.entries(conditions)
        .filter(([other]) => other !== name)
        .map(([, condition]) => condition);
      const n = await direct(others);
      expected.push({
        filter: name,
        count: Math.min(n, BREAKDOWN_COUNT_LIMIT),
        exact: n <= BREAKDOWN_COUNT_LIMIT,
      });
    }
    expected.sort((a, b) => b.count - a.count);
    expect(answer.without).toEqual(expected);
    // Each is what the live count says for the filters without it, and never fewer than now.
    for (const entry of answer.without ?? []) {
      const rest = Object.fromEntries(Object.entries(filters).filter(([k]) => k !== entry.filter));
      const live = (await count({ filters: rest })).total_matches;
      if (entry.exact) expect(live).toBe(entry.count);
      else expect(live === null || live > BREAKDOWN_COUNT_LIMIT).toBe(true);
      expect(entry.count).toBeGreaterThanOrEqual(answer.total_matches ?? 0);
    }
  });

  it("finds the filter that empties a search", async () => {
    const answer = await count({
      filters: {
        job_level: ["vp"],
        company_name: "no company is called this",
        company_name_mode: "exact",
      },
      breakdown: true,
    });
    expect(answer.total_matches).toBe(0);
    const vps = await direct([sql`lower(job_level) = 'vp'`]);
    expect(vps).toBeGreaterThan(0);
    expect(vps).toBeLessThanOrEqual(BREAKDOWN_COUNT_LIMIT);
    // Removing the name brings back every VP; "contains" or removing the level still finds none.
    expect(answer.without).toEqual([
      { filter: "company_name", count: vps, exact: true },
      { filter: "job_level", count: 0, exact: true },
      { filter: "company_name_mode", count: 0, exact: true },
    ]);
  });

  it("offers similar titles when titles match exactly, and says 1,000 or more past the limit", async () => {
    const answer = await count({
      filters: { job_title: ["vp sales"], job_title_mode: "exact" },
      breakdown: true,
    });
    expect(answer.total_matches).toBe(0);
    // Similar titles: the same words, or those words and more (a senior VP of sales).
    const vpsOfSales = await direct([
      sql`lower(job_title) in ('vp of sales', 'vice president of sales', 'vp, sales',
        'senior vice president of sales')`,
    ]);
    expect(vpsOfSales).toBeGreaterThan(0);
    expect(answer.without).toEqual([
      { filter: "job_title", count: BREAKDOWN_COUNT_LIMIT, exact: false },
      { filter: "job_title_mode", count: vpsOfSales, exact: true },
    ]);
  });

  it("answers [] without active filters, and nothing unless asked", async () => {
    expect(await count({ filters: { job_title: [" "], city: "" }, breakdown: true })).toEqual({
      total_matches: 2_000,
      limit: 10_000,
      without: [],
    });
    expect(await count({ filters: { job_level: ["vp"] } })).not.toHaveProperty("without");
    expect(await count({ filters: { job_level: ["vp"] }, breakdown: false })).not.toHaveProperty(
      "without",
    );
  });

  it("refuses a breakdown that is not a boolean, naming it", async () => {
    const res = await t.request("POST", COUNT_PATH, {
      key,
      body: { filters: {}, breakdown: "yes" },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[] }[] };
    expect(body.detail.map((d) => d.loc)).toEqual([["body", "breakdown"]]);
  });
});
