import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { Job, Lead, LeadList } from "../../../../contract/lead-lists";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

let t: TestPlatform;
let key: string;
beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe("lead lists", () => {
  it("lists the seeded lists newest first in an offset envelope", async () => {
    const res = await t.request("GET", "/api/v1/public/lead-lists", { key });
    expect(res.status).toBe(200);
    const page = offsetEnvelope(LeadList).parse(await res.json());
    expect(page).toMatchObject({ total: 3, page: 1, per_page: 25 });
    expect(page.items.map((l) => l.name).sort()).toEqual([
      "EMEA fintech",
      "Q4 enterprise targets",
      "Webinar follow-ups",
    ]);
    expect(page.items.find((l) => l.name === "Q4 enterprise targets")!.lead_count).toBe(25);
    for (const l of page.items) expect(l.created_at).toMatch(ISO);
  });

  it("creates a list, reads it back, and pages through lists", async () => {
    const created = await t.request("POST", "/api/v1/public/lead-lists", {
      key,
      body: { name: "  Trade show  ", description: "Booth visitors" },
    });
    expect(created.status).toBe(201);
    const list = LeadList.parse(await created.json());
    expect(list).toMatchObject({
      name: "Trade show",
      description: "Booth visitors",
      lead_count: 0,
    });
    expect(list.id).toMatch(/^ll_[0-9A-Za-z]{16}$/);

    const got = await t.request("GET", `/api/v1/public/lead-lists/${list.id}`, { key });
    expect(await got.json()).toEqual(list);

    const page2 = offsetEnvelope(LeadList).parse(
      await (await t.request("GET", "/api/v1/public/lead-lists?page=2&per_page=2", { key })).json(),
    );
    expect(page2).toMatchObject({ total: 4, page: 2, per_page: 2 });
    expect(page2.items).toHaveLength(2);
    const page3 = offsetEnvelope(LeadList).parse(
      await (await t.request("GET", "/api/v1/public/lead-lists?page=3&per_page=2", { key })).json(),
    );
    expect(page3.items).toEqual([]);
  });

  it("an unknown list is a 404", async () => {
    const res = await t.request("GET", "/api/v1/public/lead-lists/ll_0000000000000000", { key });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "The lead list does not exist." });
  });
});

describe("leads", () => {
  it("lists a list's leads, and all of the workspace's", async () => {
    const lists = offsetEnvelope(LeadList).parse(
      await (await t.request("GET", "/api/v1/public/lead-lists", { key })).json(),
    );
    const emea = lists.items.find((l) => l.name === "EMEA fintech")!;
    const res = await t.request("GET", `/api/v1/public/leads?lead_list_id=${emea.id}&per_page=5`, {
      key,
    });
    expect(res.status).toBe(200);
    const page = offsetEnvelope(Lead).parse(await res.json());
    expect(page).toMatchObject({ total: 12, page: 1, per_page: 5 });
    expect(page.items.every((l) => l.lead_list_id === emea.id && l.status === "new")).toBe(true);

    const all = offsetEnvelope(Lead).parse(
      await (await t.request("GET", "/api/v1/public/leads", { key })).json(),
    );
    expect(all.total).toBe(37);
  });

  it("an empty list has no leads, as []", async () => {
    const lists = offsetEnvelope(LeadList).parse(
      await (await t.request("GET", "/api/v1/public/lead-lists", { key })).json(),
    );
    const webinar = lists.items.find((l) => l.name === "Webinar follow-ups")!;
    const res = await t.request("GET", `/api/v1/public/leads?lead_list_id=${webinar.id}`, { key });
    expect(await res.json()).toEqual({ items: [], total: 0, page: 1, per_page: 25 });
  });
});

describe("jobs", () => {
  it("lists and reads jobs", async () => {
    expect(await (await t.request("GET", "/api/v1/public/jobs", { key })).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      per_page: 25,
    });
    const id = await t.insertJob("acme");
    const job = Job.parse(
      await (await t.request("GET", `/api/v1/public/jobs/${id}`, { key })).json(),
    );
    expect(job).toMatchObject({
      id,
      status: "completed",
      total: 3,
      processed: 3,
      result: { added: 2, skipped: 1 },
    });
    expect(job.completed_at).toMatch(ISO);
    expect((await t.request("GET", "/api/v1/public/jobs/job_nope", { key })).status).toBe(404);
  });
});
