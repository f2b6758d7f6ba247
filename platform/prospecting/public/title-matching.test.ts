import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProspectSearchCount } from "../../../contract/prospect-search";
import { sqlRows } from "../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { allResultIds, createPreview, newWorkspace } from "./test-support";

const COUNT_PATH = "/api/v1/public/prospect-search/count";

let t: TestPlatform;
let ws: Awaited<ReturnType<typeof newWorkspace>>;
/** Prospects whose titles were rewritten to a spelling of their own, by spelling. */
const written: Record<string, string[]> = {};

/** Rewrites a few prospects' titles in `prospects`; the sync triggers carry them to search. */
async function retitle(title: string, seqs: number[]) {
  const rows = await sqlRows<{ id: string }>(
    t.db,
    sql`update prospects set job_title = ${title}
      where seq in (${sql.join(
        seqs.map((s) => sql`${s}`),
        sql`, `,
      )}) returning id`,
  );
  written[title] = rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestPlatform({ prospects: 600 });
  ws = await newWorkspace(t, 0);
  await retitle("VP Sales", [1, 2, 3]);
  await retitle("Vice President, Sales", [4, 5]);
  await retitle("Sales V.P.", [6]);
  await retitle("VP of Sales", [11]);
  await retitle("Sr. Mgr, Product Marketing", [7]);
  await retitle("Senior Manager of Product Marketing", [8, 9]);
  await retitle("CTO", [10]);
  // Made-up titles around one word no real title has, for exact keyword results.
  await retitle("Zephyr", [21]);
  await retitle("Head of Zephyr", [22]);
  await retitle("Zephyr Sales Lead", [23, 24]);
  await retitle("Zephyrs Manager", [25]);
  await retitle("Zephyrology Director", [26]);
  await retitle("VP, Zephyr Sales", [27]);
});
afterAll(() => t.close());

async function total(filters: object): Promise<number> {
  const res = await t.request("POST", COUNT_PATH, { key: ws.key, body: { filters } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ProspectSearchCount.parse(await res.json()).total_matches ?? Number.NaN;
}

/** Prospects carrying one of these titles (any case), counted straight from the corpus. */
async function withTitles(titles: string[]): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(
    t.db,
    sql`select count(*) as n from prospects where lower(job_title) in (${sql.join(
      titles.map((title) => sql`lower(${title})`),
      sql`, `,
    )})`,
  );
  return Number(row?.n ?? 0);
}

describe("job titles as people write them", () => {
  const spellingsOfVpSales = ["VP Sales", "Vice President, Sales", "Sales V.P.", "VP of Sales"];

  it("finds every spelling of a title from any of them, by default", async () => {
    // Every spelling, and the titles holding those words and more (a keyword match).
    const all =
      (await withTitles([...spellingsOfVpSales, "Senior Vice President of Sales"])) +
      written["VP, Zephyr Sales"]!.length;
    // The seven rewritten ones, and any "VP of Sales" the corpus had.
    expect(all).toBeGreaterThanOrEqual(7);
    for (const spelling of [
      "VP Sales",
      "VP of Sales",
      "Vice President, Sales",
      "vice-president sales",
    ]) {
      expect(await total({ job_title: [spelling] }), spelling).toBe(all);
      expect(await total({ job_title: [spelling], job_title_mode: "similar" }), spelling).toBe(all);
    }
  });

  it("spells out sr, mgr and the chief titles, and drops the words that say nothing", async () => {
    const marketing = ["Sr. Mgr, Product Marketing", "Senior Manager of Product Marketing"];
    expect(await total({ job_title: ["senior product marketing manager"] })).toBe(
      await withTitles([...marketing, "Senior Product Marketing Manager"]),
    );
    expect(await total({ job_title: ["cto"] })).toBe(
      await withTitles(["CTO", "Chief Technology Officer"]),
    );
  });

  it("matches only the whole title, ignoring case, in exact mode", async () => {
    expect(await total({ job_title: ["vp sales"], job_title_mode: "EXACT" })).toBe(3);
    expect(await total({ job_title: ["Vice President, Sales"], job_title_mode: "exact" })).toBe(2);
    expect(await total({ job_title: ["VP of Sales"], job_title_mode: "exact" })).toBe(
      await withTitles(["VP of Sales"]),
    );
  });

  it("gives a preview the same prospects as the count", async () => {
    const preview = await createPreview(t, ws.key, ws.listId, {
      filters: { job_title: ["Vice President, Sales"] },
      auto_enrich: false,
    });
    const ids = await allResultIds(t, ws.key, ws.listId, preview.id);
    expect(ids).toHaveLength(
      (await withTitles([...spellingsOfVpSales, "Senior Vice President of Sales"])) +
        written["VP, Zephyr Sales"]!.length,
    );
    for (const id of [...written["VP Sales"]!, ...written["Sales V.P."]!]) {
      expect(ids).toContain(id);
    }
  });

  it("finds a keyword as a word of any title, the closest titles first", async () => {
    const preview = await createPreview(t, ws.key, ws.listId, {
      filters: { job_title: ["ZEPHYR"] },
      page_size: 100,
      auto_enrich: false,
    });
    expect(preview.total_matches).toBe(5);
    // The title that is just the word, then by the fewest words, then corpus order; never a
    // title where the keyword is only part of a word (Zephyrs, Zephyrology).
    expect(preview.results.map((r) => r.id)).toEqual([
      ...written.Zephyr!,
      ...written["Head of Zephyr"]!,
      ...written["Zephyr Sales Lead"]!,
      ...written["VP, Zephyr Sales"]!,
    ]);
    expect(preview.results.map((r) => r.job_title)).toEqual([
      "Zephyr",
      "Head of Zephyr",
      "Zephyr Sales Lead",
      "Zephyr Sales Lead",
      "VP, Zephyr Sales",
    ]);
    expect(await total({ job_title: ["zephyr"], job_title_mode: "exact" })).toBe(1);
  });

  it("needs every word of a value, and any one value of several", async () => {
    expect(await total({ job_title: ["Sales Zephyr"] })).toBe(3);
    expect(await total({ job_title: ["zephyr", "cto"] })).toBe(
      5 + (await withTitles(["CTO", "Chief Technology Officer"])),
    );
    // Filler words alone name no word: nothing, as before.
    expect(await total({ job_title: ["of the"] })).toBe(0);
  });

  it("finds every sales title for the keyword Sales", async () => {
    const [row] = await sqlRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from prospects
        where lower(job_title) ~ '(^|[^a-z])sales([^a-z]|$)'`,
    );
    const sales = Number(row?.n ?? 0);
    expect(sales).toBeGreaterThan(20);
    expect(await total({ job_title: ["Sales"] })).toBe(sales);
  });

  it("refuses an unknown mode with loc naming it", async () => {
    const res = await t.request("POST", COUNT_PATH, {
      key: ws.key,
      body: { filters: { job_title: ["cto"], job_title_mode: "fuzzy" } },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[]; msg: string }[] };
    expect(body.detail).toEqual([
      expect.objectContaining({
        loc: ["body", "filters", "job_title_mode"],
        msg: "Use one of similar, exact.",
      }),
    ]);
  });

  it("keeps the key in step when a title changes", async () => {
    await retitle("Chief Technology Officer", [10]);
    const [row] = await sqlRows<{ key: string }>(
      t.db,
      sql`select job_title_key as key from prospect_search_people where seq = 10`,
    );
    expect(row?.key).toBe("chief officer technology");
  });
});
