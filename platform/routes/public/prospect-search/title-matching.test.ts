import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProspectSearchCount } from "../../../../contract/prospect-search";
import { executeRows } from "../../../data/prospect-search-sql";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { allResultIds, createPreview, newWorkspace } from "./test-helpers";

const COUNT_PATH = "/api/v1/public/prospect-search/count";

let t: TestPlatform;
let ws: Awaited<ReturnType<typeof newWorkspace>>;
/** Prospects whose titles were rewritten to a spelling of their own, by spelling. */
const written: Record<string, string[]> = {};

/** Rewrites a few prospects' titles in `prospects`; the sync triggers carry them to search. */
async function retitle(title: string, seqs: number[]) {
  const rows = await executeRows<{ id: string }>(
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
});
afterAll(() => t.close());

async function total(filters: object): Promise<number> {
  const res = await t.request("POST", COUNT_PATH, { key: ws.key, body: { filters } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ProspectSearchCount.parse(await res.json()).total_matches ?? Number.NaN;
}

/** Prospects carrying one of these titles (any case), counted straight from the corpus. */
async function withTitles(titles: string[]): Promise<number> {
  const [row] = await executeRows<{ n: number | string }>(
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
    const all = await withTitles(spellingsOfVpSales);
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
      await withTitles(marketing),
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
    expect(ids).toHaveLength(await withTitles(spellingsOfVpSales));
    for (const id of [...written["VP Sales"]!, ...written["Sales V.P."]!]) {
      expect(ids).toContain(id);
    }
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
    const [row] = await executeRows<{ key: string }>(
      t.db,
      sql`select job_title_key as key from prospect_search_people where seq = 10`,
    );
    expect(row?.key).toBe("chief officer technology");
  });
});
