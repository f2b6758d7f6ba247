import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Job } from "../../../contract/lead-lists";
import { ProspectMemberships } from "../../../contract/prospect-memberships";
import { JOB_LEVELS } from "../../../contract/prospect-vocabulary";
import { backgroundJobsSettled } from "../../jobs/background";
import { leads } from "../../leads";
import { generateProspect } from "../../seed/prospects";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import {
  allResultIds,
  createPreview,
  importPath,
  newWorkspace,
  previewPath,
  readPreview,
} from "./test-support";

const N = 300;
const rows = Array.from({ length: N }, (_, seq) => generateProspect(seq));
const bySeq = new Map(rows.map((row, seq) => [row.id, { ...row, seq }]));

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: N });
});
afterAll(async () => {
  await backgroundJobsSettled();
  await t.close();
});

type Row = (typeof rows)[number] & { seq: number };
const seniority = (row: Row) => [...JOB_LEVELS].reverse().indexOf(row.jobLevel as never);

/** The expected order: the key, then the corpus order; nulls (unfunded) last either way. */
function expectedOrder(
  matches: Row[],
  key: (row: Row) => number | string | null,
  descending: boolean,
) {
  return [...matches]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * (descending ? -1 : 1);
      }
      return a.seq - b.seq;
    })
    .map((row) => row.id);
}

const all = () => rows.map((row, seq) => ({ ...row, seq }));

async function importWith(key: string, listId: string, body: Record<string, unknown>) {
  const res = await t.request("POST", importPath(listId), { key, body });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function finishedJob(key: string, id: string) {
  await backgroundJobsSettled();
  const res = await t.request("GET", `/api/v1/public/jobs/${id}`, { key });
  return Job.parse(await res.json());
}

const prospectsOfList = async (listId: string) =>
  (
    await t.db
      .select({ prospectId: leads.prospectId })
      .from(leads)
      .where(eq(leads.leadListId, listId))
  ).map((r) => r.prospectId);

describe("a sorted preview", () => {
  it.each([
    ["-employee_count", (r: Row) => r.employeeCount, true],
    ["employee_count", (r: Row) => r.employeeCount, false],
    ["-seniority", seniority, true],
    ["seniority", seniority, false],
    ["-funded_at", (r: Row) => (r.fundedAt === "" ? null : r.fundedAt), true],
    ["funded_at", (r: Row) => (r.fundedAt === "" ? null : r.fundedAt), false],
    ["-monthly_web_traffic", (r: Row) => r.monthlyWebTraffic, true],
  ] as const)("sort %s orders every page of the result set", async (sort, key, descending) => {
    const ws = await newWorkspace(t, 0);
    const preview = await createPreview(t, ws.key, ws.listId, {
      filters: {},
      page_size: 7,
      auto_enrich: false,
      sort,
    });
    expect(preview.sort).toBe(sort);
    const expected = expectedOrder(all(), key, descending);
    expect(preview.results.map((r) => r.id)).toEqual(expected.slice(0, 7));
    // Pages read later keep the order, whatever their size.
    expect(await allResultIds(t, ws.key, ws.listId, preview.id, 40)).toEqual(expected);
  });

  it("sorts within the filters, and without sort keeps the corpus order", async () => {
    const ws = await newWorkspace(t, 0);
    const filters = { job_level: ["vp", "director", "c_suite"] };
    const matches = all().filter((r) => filters.job_level.includes(r.jobLevel));
    const sorted = await createPreview(t, ws.key, ws.listId, {
      filters,
      auto_enrich: false,
      sort: "-seniority",
    });
    expect(sorted.total_matches).toBe(matches.length);
    expect(sorted.results.map((r) => r.id)).toEqual(expectedOrder(matches, seniority, true));
    const plain = await createPreview(t, ws.key, ws.listId, { filters, auto_enrich: false });
    expect(plain.sort).toBeNull();
    expect(plain.results.map((r) => r.id)).toEqual(matches.map((r) => r.id));
  });

  it("results carry the sorted columns", async () => {
    const ws = await newWorkspace(t, 0);
    const preview = await createPreview(t, ws.key, ws.listId, {
      filters: {},
      page_size: 50,
      auto_enrich: false,
    });
    for (const result of preview.results) {
      const row = bySeq.get(result.id)!;
      expect(result).toMatchObject({
        employee_count: row.employeeCount,
        monthly_web_traffic: row.monthlyWebTraffic,
        funded_at: row.fundedAt === "" ? null : row.fundedAt,
        funding_type: row.fundingType,
        founded_on: row.foundedOn,
        lead_list_count: 0,
        campaign_count: 0,
      });
    }
  });

  it("an unknown sort is a 422 at the field, and nothing is stored", async () => {
    const ws = await newWorkspace(t, 0);
    for (const sort of ["size", "", "-", "EMPLOYEE_COUNT", 3, null]) {
      const res = await t.request("POST", previewPath(ws.listId), {
        key: ws.key,
        body: { filters: {}, sort },
      });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { detail: { loc: unknown[]; msg: string }[] };
      expect(body.detail.map((d) => d.loc)).toEqual([["body", "sort"]]);
      expect(body.detail[0]!.msg).toContain("Use one of seniority, -seniority, employee_count");
    }
  });
});

describe("importing a selection", () => {
  async function preview(ws: { key: string; listId: string }) {
    const created = await createPreview(t, ws.key, ws.listId, {
      filters: { job_level: ["manager", "senior", "entry"] },
      auto_enrich: false,
      page_size: 10,
    });
    const ids = await allResultIds(t, ws.key, ws.listId, created.id);
    return { id: created.id, ids };
  }

  it("prospect_ids imports exactly the selected, across pages, with exact counts", async () => {
    const ws = await newWorkspace(t, 0);
    const { id, ids } = await preview(ws);
    // Two from page 1 and two from page 3 (10 a page), sent in another order.
    const chosen = [ids[25]!, ids[1]!, ids[20]!, ids[0]!];
    const started = await importWith(ws.key, ws.listId, { preview_id: id, prospect_ids: chosen });
    expect(started.status).toBe(202);
    const queued = Job.parse(started.body);
    expect(queued).toMatchObject({ total: 4, processed: 0, result: { added: 0, skipped: 0 } });
    const done = await finishedJob(ws.key, queued.id);
    expect(done).toMatchObject({
      status: "completed",
      total: 4,
      processed: 4,
      result: { added: 4, skipped: 0 },
    });
    expect((await prospectsOfList(ws.listId)).sort()).toEqual([...chosen].sort());

    // Again, with one more: only the new one is added, the rest are skipped.
    const again = await importWith(ws.key, ws.listId, {
      preview_id: id,
      prospect_ids: [...chosen, ids[2]!],
    });
    const second = await finishedJob(ws.key, Job.parse(again.body).id);
    expect(second.result).toEqual({ added: 1, skipped: 4 });
  });

  it("exclude_prospect_ids imports every result but those", async () => {
    const ws = await newWorkspace(t, 0);
    const { id, ids } = await preview(ws);
    const excluded = [ids[3]!, ids[ids.length - 1]!, ids[40]!];
    const started = await importWith(ws.key, ws.listId, {
      preview_id: id,
      exclude_prospect_ids: excluded,
    });
    expect(started.status).toBe(202);
    const done = await finishedJob(ws.key, Job.parse(started.body).id);
    expect(done).toMatchObject({
      status: "completed",
      total: ids.length - 3,
      result: { added: ids.length - 3, skipped: 0 },
    });
    expect((await prospectsOfList(ws.listId)).sort()).toEqual(
      ids.filter((i) => !excluded.includes(i)).sort(),
    );
  });

  it("an empty exclusion imports everything; excluding every result imports nothing", async () => {
    const ws = await newWorkspace(t, 0);
    const { id, ids } = await preview(ws);
    const none = await importWith(ws.key, ws.listId, {
      preview_id: id,
      exclude_prospect_ids: ids,
    });
    expect(await finishedJob(ws.key, Job.parse(none.body).id)).toMatchObject({
      status: "completed",
      total: 0,
      result: { added: 0, skipped: 0 },
    });
    const every = await importWith(ws.key, ws.listId, { preview_id: id, exclude_prospect_ids: [] });
    expect((await finishedJob(ws.key, Job.parse(every.body).id)).result).toEqual({
      added: ids.length,
      skipped: 0,
    });
  });

  it("refuses ids outside the preview's result set, at their index, and imports nothing", async () => {
    const ws = await newWorkspace(t, 0);
    const { id, ids } = await preview(ws);
    const outsider = all().find((r) => r.jobLevel === "vp")!.id;
    const cases: [Record<string, unknown>, (string | number)[][]][] = [
      [
        { prospect_ids: [ids[0], outsider, "pros_nope"] },
        [
          ["body", "prospect_ids", 1],
          ["body", "prospect_ids", 2],
        ],
      ],
      [{ exclude_prospect_ids: [outsider] }, [["body", "exclude_prospect_ids", 0]]],
      [{ prospect_ids: [] }, [["body", "prospect_ids"]]],
      [{ prospect_ids: [ids[0], ids[0]] }, [["body", "prospect_ids", 1]]],
      [
        { prospect_ids: [ids[0]], exclude_prospect_ids: [ids[1]] },
        [["body", "exclude_prospect_ids"]],
      ],
      [{ prospect_ids: "all" }, [["body", "prospect_ids"]]],
      [{ prospect_ids: [7] }, [["body", "prospect_ids", 0]]],
    ];
    for (const [extra, locs] of cases) {
      const res = await importWith(ws.key, ws.listId, { preview_id: id, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      const detail = (res.body as { detail: { loc: unknown[] }[] }).detail;
      expect(detail.map((d) => d.loc)).toEqual(locs);
    }
    expect(await prospectsOfList(ws.listId)).toEqual([]);
  });

  it("with auto_enrich charges only for the selected", async () => {
    const ws = await newWorkspace(t, 100);
    const { id, ids } = await preview(ws);
    const started = await importWith(ws.key, ws.listId, {
      preview_id: id,
      prospect_ids: ids.slice(0, 3),
      auto_enrich: true,
    });
    expect(started.status).toBe(202);
    await finishedJob(ws.key, Job.parse(started.body).id);
    const credits = await t.request("GET", "/api/v1/public/analytics/credits", { key: ws.key });
    expect(((await credits.json()) as { balance: number }).balance).toBe(97);
  });
});

describe("where a prospect already is", () => {
  it("names the lists and campaigns, and marks the results in any list or campaign", async () => {
    const ws = await newWorkspace(t, 0);
    const created = await createPreview(t, ws.key, ws.listId, {
      filters: {},
      page_size: 5,
      auto_enrich: false,
    });
    const [first, second] = created.results.map((r) => r.id);
    const other = await t.request("POST", "/api/v1/public/lead-lists", {
      key: ws.key,
      body: { name: "Second list" },
    });
    const otherId = ((await other.json()) as { id: string }).id;
    for (const listId of [ws.listId, otherId]) {
      const res = await importWith(ws.key, listId, {
        preview_id: created.id,
        prospect_ids: [first],
      });
      await finishedJob(ws.key, Job.parse(res.body).id);
    }
    const [lead] = await t.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.leadListId, otherId));
    const campaign = await t.request("POST", "/api/v1/public/campaigns", {
      key: ws.key,
      body: { name: "Panel test" },
    });
    const campaignId = ((await campaign.json()) as { id: string }).id;
    const enrolled = await t.request("POST", `/api/v1/public/campaigns/${campaignId}/leads`, {
      key: ws.key,
      body: { lead_ids: [lead!.id] },
    });
    expect(enrolled.status).toBe(200);

    const res = await t.request("GET", `/api/v1/public/prospects/${first}/memberships`, {
      key: ws.key,
    });
    expect(res.status).toBe(200);
    const memberships = ProspectMemberships.parse(await res.json());
    expect(memberships).toMatchObject({
      prospect_id: first,
      lead_lists_total: 2,
      campaigns_total: 1,
      campaigns: [
        {
          campaign_id: campaignId,
          campaign_name: "Panel test",
          campaign_status: "draft",
          lead_id: lead!.id,
          enrollment_state: "active",
        },
      ],
    });
    expect(memberships.lead_lists.map((l) => l.lead_list_name).sort()).toEqual([
      "Main",
      "Second list",
    ]);
    expect(memberships.lead_lists[0]).toMatchObject({ lead_status: "new" });

    const page = await readPreview(t, ws.key, ws.listId, created.id, 1, 5);
    expect(page.results[0]).toMatchObject({
      id: first,
      in_list: true,
      lead_list_count: 2,
      campaign_count: 1,
    });
    expect(page.results[1]).toMatchObject({
      id: second,
      in_list: false,
      lead_list_count: 0,
      campaign_count: 0,
    });

    // In none: empty; no such prospect: 404; another workspace sees nothing of this one.
    const none = await t.request("GET", `/api/v1/public/prospects/${second}/memberships`, {
      key: ws.key,
    });
    expect(await none.json()).toEqual({
      prospect_id: second,
      lead_lists: [],
      lead_lists_total: 0,
      campaigns: [],
      campaigns_total: 0,
    });
    const missing = await t.request("GET", "/api/v1/public/prospects/pros_nobody/memberships", {
      key: ws.key,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: "The prospect does not exist." });
    const stranger = await newWorkspace(t, 0);
    const theirs = await t.request("GET", `/api/v1/public/prospects/${first}/memberships`, {
      key: stranger.key,
    });
    expect(((await theirs.json()) as { lead_lists_total: number }).lead_lists_total).toBe(0);
  });
});
