import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyCreatorNeed } from "../../../../contract/access";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { Lead, LeadList, RemovedLeads } from "../../../../contract/lead-lists";
import { newId } from "../../../ids";
import { jobs } from "../../../jobs/tables";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { leads } from "../../tables";

/** Search, sort, rename, remove leads and delete: the platform's additions for lead lists. */
let t: TestPlatform;
let key: string;
let acmeId: string;
beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey();
  acmeId = await t.workspaceId("acme");
});
afterAll(() => t.close());

const PEOPLE = [
  { firstName: "Ada", lastName: "Lovelace", email: "ada@engines.test", company: "Analytical Co" },
  { firstName: "Grace", lastName: "Hopper", email: null, company: "Navy Systems" },
  {
    firstName: "alan",
    lastName: "Turing",
    email: "alan@bletchley.test",
    company: "Bletchley 100%",
  },
  { firstName: "Edsger", lastName: "Dijkstra", email: "edsger@tue.test", company: "TU_Eindhoven" },
];

/** A fresh list holding PEOPLE, added one second apart (Ada oldest). */
async function listWithPeople(name = "Pioneers") {
  const res = await t.request("POST", "/api/v1/public/lead-lists", { key, body: { name } });
  const list = LeadList.parse(await res.json());
  const base = Date.parse("2026-01-01T00:00:00Z");
  await t.db.insert(leads).values(
    PEOPLE.map((p, i) => ({
      id: newId("lead"),
      workspaceId: acmeId,
      leadListId: list.id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      jobTitle: i === 3 ? "Professor of Algorithms" : "Engineer",
      companyName: p.company,
      status: (["new", "replied", "contacted", "bounced"] as const)[i],
      createdAt: new Date(base + i * 1000),
    })),
  );
  return list;
}

async function leadsOf(listId: string, query = "") {
  const res = await t.request("GET", `/api/v1/public/leads?lead_list_id=${listId}${query}`, {
    key,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return offsetEnvelope(Lead).parse(await res.json());
}
const names = (page: { items: { last_name: string }[] }) => page.items.map((l) => l.last_name);

describe("GET /leads search and sort", () => {
  it("searches name, email, title and company without regard to case", async () => {
    const list = await listWithPeople();
    expect(names(await leadsOf(list.id, "&q=ADA"))).toEqual(["Lovelace"]);
    expect(names(await leadsOf(list.id, "&q=ada%20love"))).toEqual(["Lovelace"]);
    expect(names(await leadsOf(list.id, "&q=bletchley.test"))).toEqual(["Turing"]);
    expect(names(await leadsOf(list.id, "&q=algorithms"))).toEqual(["Dijkstra"]);
    expect(names(await leadsOf(list.id, "&q=navy"))).toEqual(["Hopper"]);
    const none = await leadsOf(list.id, "&q=nobody");
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("treats % and _ in a search as the characters themselves", async () => {
    const list = await listWithPeople();
    expect(names(await leadsOf(list.id, "&q=100%25"))).toEqual(["Turing"]);
    expect(names(await leadsOf(list.id, "&q=_"))).toEqual(["Dijkstra"]);
    expect(names(await leadsOf(list.id, "&q=%25"))).toEqual(["Turing"]);
  });

  it("sorts by each column both ways, newest first by default", async () => {
    const list = await listWithPeople();
    expect(names(await leadsOf(list.id))).toEqual(["Dijkstra", "Turing", "Hopper", "Lovelace"]);
    expect(names(await leadsOf(list.id, "&sort=created_at"))).toEqual([
      "Lovelace",
      "Hopper",
      "Turing",
      "Dijkstra",
    ]);
    expect(names(await leadsOf(list.id, "&sort=name"))).toEqual([
      "Dijkstra",
      "Hopper",
      "Lovelace",
      "Turing",
    ]);
    expect(names(await leadsOf(list.id, "&sort=-name"))).toEqual([
      "Turing",
      "Lovelace",
      "Hopper",
      "Dijkstra",
    ]);
    expect(names(await leadsOf(list.id, "&sort=company_name"))).toEqual([
      "Lovelace",
      "Turing",
      "Hopper",
      "Dijkstra",
    ]);
    // A lead without an email stays last in both directions.
    expect(names(await leadsOf(list.id, "&sort=email"))).toEqual([
      "Lovelace",
      "Turing",
      "Dijkstra",
      "Hopper",
    ]);
    expect(names(await leadsOf(list.id, "&sort=-email"))).toEqual([
      "Dijkstra",
      "Turing",
      "Lovelace",
      "Hopper",
    ]);
    // Statuses in their own order: new, contacted, replied, ..., bounced.
    expect(names(await leadsOf(list.id, "&sort=status"))).toEqual([
      "Lovelace",
      "Turing",
      "Hopper",
      "Dijkstra",
    ]);
    const page2 = await leadsOf(list.id, "&sort=name&per_page=3&page=2");
    expect(page2).toMatchObject({ total: 4, page: 2 });
    expect(names(page2)).toEqual(["Turing"]);
  });

  it("answers an unknown sort or an over-long search with a 422 naming the parameter", async () => {
    const list = await listWithPeople();
    const bad = await t.request("GET", `/api/v1/public/leads?lead_list_id=${list.id}&sort=age`, {
      key,
    });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { detail: { loc: unknown[]; msg: string }[] };
    expect(body.detail[0]!.loc).toEqual(["query", "sort"]);
    expect(body.detail[0]!.msg).toMatch(/^Sort "age" is not one of created_at, -created_at, /);
    const long = await t.request("GET", `/api/v1/public/leads?q=${"x".repeat(201)}`, { key });
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({
      detail: [{ loc: ["query", "q"], msg: "Keep the search to 200 characters or fewer." }],
    });
  });
});

describe("PATCH /lead-lists/{list_id}", () => {
  it("renames a list and changes its description", async () => {
    const list = await listWithPeople("Old name");
    const res = await t.request("PATCH", `/api/v1/public/lead-lists/${list.id}`, {
      key,
      body: { name: "  New name  " },
    });
    expect(res.status).toBe(200);
    const renamed = LeadList.parse(await res.json());
    expect(renamed).toEqual({ ...list, name: "New name", lead_count: 4 });
    const described = await t.request("PATCH", `/api/v1/public/lead-lists/${list.id}`, {
      key,
      body: { description: "People who came first" },
    });
    expect(await described.json()).toMatchObject({
      name: "New name",
      description: "People who came first",
    });
    const got = await t.request("GET", `/api/v1/public/lead-lists/${list.id}`, { key });
    expect(await got.json()).toMatchObject({ name: "New name" });
  });

  it("refuses an empty change, a blank or over-long name and unknown fields with a 422", async () => {
    const list = await listWithPeople();
    const cases: [unknown, unknown[], string][] = [
      [{}, ["body"], "Send a new name, a new description or both."],
      [{ name: "   " }, ["body", "name"], "Give the list a name."],
      [{ name: "x".repeat(201) }, ["body", "name"], "Keep the name to 200 characters or fewer."],
      [{ name: "ok", color: "red" }, ["body", "color"], 'Unknown field "color"; remove it.'],
    ];
    for (const [body, loc, msg] of cases) {
      const res = await t.request("PATCH", `/api/v1/public/lead-lists/${list.id}`, { key, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json()).toMatchObject({ detail: [{ loc, msg }] });
    }
  });
});

describe("POST /lead-lists/{list_id}/leads/remove", () => {
  it("removes the given leads of the list and ignores any other id", async () => {
    const list = await listWithPeople();
    const other = await listWithPeople("Other");
    const [ada, grace] = (await leadsOf(list.id, "&sort=created_at")).items;
    const [foreign] = (await leadsOf(other.id)).items;
    const res = await t.request("POST", `/api/v1/public/lead-lists/${list.id}/leads/remove`, {
      key,
      body: { lead_ids: [ada!.id, grace!.id, foreign!.id, "lead_nope"] },
    });
    expect(res.status).toBe(200);
    const removed = RemovedLeads.parse(await res.json());
    expect(removed.removed).toBe(2);
    expect(removed.lead_list).toMatchObject({ id: list.id, lead_count: 2 });
    expect(names(await leadsOf(list.id))).toEqual(["Dijkstra", "Turing"]);
    expect((await leadsOf(other.id)).total).toBe(4);

    const again = await t.request("POST", `/api/v1/public/lead-lists/${list.id}/leads/remove`, {
      key,
      body: { lead_ids: [ada!.id] },
    });
    expect(await again.json()).toMatchObject({ removed: 0, lead_list: { lead_count: 2 } });
  });

  it("needs between 1 and 100 ids", async () => {
    const list = await listWithPeople();
    const path = `/api/v1/public/lead-lists/${list.id}/leads/remove`;
    const empty = await t.request("POST", path, { key, body: { lead_ids: [] } });
    expect(await empty.json()).toMatchObject({
      detail: [{ loc: ["body", "lead_ids"], msg: "Choose at least one lead to remove." }],
    });
    const many = Array.from({ length: 101 }, (_, i) => `lead_${i}`);
    const tooMany = await t.request("POST", path, { key, body: { lead_ids: many } });
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({
      detail: [{ loc: ["body", "lead_ids"], msg: "Remove at most 100 leads at a time." }],
    });
  });
});

describe("DELETE /lead-lists/{list_id}", () => {
  it("deletes the list with its leads and previews", async () => {
    const list = await listWithPeople();
    const preview = await t.request(
      "POST",
      `/api/v1/public/lead-lists/${list.id}/prospect-search/preview`,
      { key, body: { filters: {}, auto_enrich: false } },
    );
    expect(preview.status).toBe(201);
    const { id: previewId } = (await preview.json()) as { id: string };
    const res = await t.request("DELETE", `/api/v1/public/lead-lists/${list.id}`, { key });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await t.request("GET", `/api/v1/public/lead-lists/${list.id}`, { key })).status).toBe(
      404,
    );
    const gone = await t.request("GET", `/api/v1/public/leads?lead_list_id=${list.id}`, { key });
    expect(gone.status).toBe(404);
    expect(await t.db.$count(leads, eq(leads.leadListId, list.id))).toBe(0);
    const previewGone = await t.request(
      "GET",
      `/api/v1/public/lead-lists/${list.id}/prospect-search/preview/${previewId}`,
      { key },
    );
    expect(previewGone.status).toBe(404);
    const twice = await t.request("DELETE", `/api/v1/public/lead-lists/${list.id}`, { key });
    expect(twice.status).toBe(404);
    expect(await twice.json()).toEqual({ detail: "The lead list does not exist." });
  });

  it("deletes a list that an import has finished filling, keeping the job", async () => {
    const list = await listWithPeople();
    const preview = await t.request(
      "POST",
      `/api/v1/public/lead-lists/${list.id}/prospect-search/preview`,
      { key, body: { filters: {}, auto_enrich: false, page_size: 5 } },
    );
    const { id: previewId } = (await preview.json()) as { id: string };
    const started = await t.request(
      "POST",
      `/api/v1/public/lead-lists/${list.id}/prospect-search/import`,
      { key, body: { preview_id: previewId } },
    );
    expect(started.status).toBe(202);
    const { id: jobId } = (await started.json()) as { id: string };
    await expect
      .poll(async () => {
        const job = await t.request("GET", `/api/v1/public/jobs/${jobId}`, { key });
        return ((await job.json()) as { status: string }).status;
      })
      .toBe("completed");
    const res = await t.request("DELETE", `/api/v1/public/lead-lists/${list.id}`, { key });
    expect(res.status).toBe(204);
    expect((await t.request("GET", `/api/v1/public/jobs/${jobId}`, { key })).status).toBe(200);
  });

  it("answers 409 while an enrichment of the list is still queued", async () => {
    const list = await listWithPeople();
    const jobId = newId("job");
    await t.db.insert(jobs).values({
      id: jobId,
      workspaceId: acmeId,
      type: "lead_enrichment",
      status: "queued",
      total: 4,
      result: { enriched: 0, unchanged: 0, lead_list_id: list.id },
    });
    const res = await t.request("DELETE", `/api/v1/public/lead-lists/${list.id}`, { key });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail:
        "An import or enrichment of this lead list is still running; delete the list once it has finished.",
    });
    await t.db.update(jobs).set({ status: "completed" }).where(eq(jobs.id, jobId));
    const after = await t.request("DELETE", `/api/v1/public/lead-lists/${list.id}`, { key });
    expect(after.status).toBe(204);
  });
});

describe("who may change lead lists", () => {
  it("needs the write scope, and a creator who is still a manager or above", async () => {
    const list = await listWithPeople();
    const readOnly = (await t.createKey("manager@acme.test", { scopes: ["read"] })).key;
    const writer = (await t.createKey("manager@acme.test", { scopes: ["write", "read"] })).key;
    const rename = (k: string) =>
      t.request("PATCH", `/api/v1/public/lead-lists/${list.id}`, { key: k, body: { name: "x" } });
    const readOnlyRes = await rename(readOnly);
    expect(readOnlyRes.status).toBe(403);
    expect(await readOnlyRes.json()).toEqual({
      detail: "The API key lacks the write scope this request needs.",
    });
    expect((await rename(writer)).status).toBe(200);

    const owner = await t.signIn("owner@acme.test");
    const manager = await t.memberByEmail("manager@acme.test");
    const demoted = await t.request("PATCH", `/api/v1/console/members/${manager.id}`, {
      session: owner,
      body: { role: "member" },
    });
    expect(demoted.status).toBe(200);
    for (const res of [
      await rename(writer),
      await t.request("DELETE", `/api/v1/public/lead-lists/${list.id}`, { key: writer }),
      await t.request("POST", `/api/v1/public/lead-lists/${list.id}/leads/remove`, {
        key: writer,
        body: { lead_ids: ["lead_x"] },
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        detail: keyCreatorNeed("PATCH", `lead-lists/${list.id}`).reason,
      });
    }
  });

  it("treats another workspace's list as not found", async () => {
    const list = await listWithPeople();
    const globex = await t.legacyKey("globex");
    for (const [method, path, body] of [
      ["PATCH", `/lead-lists/${list.id}`, { name: "mine now" }],
      ["DELETE", `/lead-lists/${list.id}`, undefined],
      ["POST", `/lead-lists/${list.id}/leads/remove`, { lead_ids: ["lead_x"] }],
    ] as const) {
      const res = await t.request(method, `/api/v1/public${path}`, { key: globex, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await leadsOf(list.id)).total).toBe(4);
  });
});
