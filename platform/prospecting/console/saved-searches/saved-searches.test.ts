import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SavedSearch } from "../../../../contract/saved-searches";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { createPreview, listIdByName } from "../../public/test-support";

const PATH = "/api/v1/console/saved-searches";

let t: TestPlatform;
let listId: string;
beforeAll(async () => {
  t = await createTestPlatform();
  listId = await listIdByName(t, await t.legacyKey(), "EMEA fintech");
});
afterAll(() => t.close());

async function save(as: string, body: object) {
  return t.request("POST", PATH, { session: await t.signIn(as), body });
}

describe("saved searches", () => {
  it("a manager saves a search; every member of the workspace lists and opens it", async () => {
    const res = await save("manager@acme.test", {
      name: "  VPs in fintech ",
      lead_list_id: listId,
      filters: { job_level: ["vp"], employee_count_min: 50, city: "", has_cio: null },
      page_size: 10,
      auto_enrich: false,
    });
    expect(res.status).toBe(201);
    const saved = SavedSearch.parse(await res.json());
    expect(saved).toMatchObject({
      name: "VPs in fintech",
      lead_list_id: listId,
      filters: { job_level: ["vp"], employee_count_min: 50 },
      page_size: 10,
      auto_enrich: false,
      created_by: { email: "manager@acme.test" },
    });
    expect(saved.id).toMatch(/^ss_[0-9A-Za-z]{16}$/);
    expect(saved.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const member = await t.signIn("member@acme.test");
    const list = await t.request("GET", PATH, { session: member });
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: unknown[] };
    expect(items.map((i) => SavedSearch.parse(i).id)).toContain(saved.id);
    const one = await t.request("GET", `${PATH}/${saved.id}`, { session: member });
    expect(SavedSearch.parse(await one.json())).toEqual(saved);

    // Another workspace sees none of it.
    const globex = await t.signIn("owner@globex.test");
    const theirs = (await (await t.request("GET", PATH, { session: globex })).json()) as {
      items: unknown[];
    };
    expect(theirs.items).toEqual([]);
    expect((await t.request("GET", `${PATH}/${saved.id}`, { session: globex })).status).toBe(404);
  });

  it("tells its last run: the newest preview of exactly its filters, on any list", async () => {
    const res = await save("manager@acme.test", {
      name: "Directors who ship web apps",
      filters: { job_level: ["director"], has_web_app: true },
    });
    const saved = SavedSearch.parse(await res.json());
    expect(saved.last_run).toBeNull();

    const key = await t.legacyKey();
    const other = await listIdByName(t, key, "Webinar follow-ups");
    // Other filters, even a subset, are another search.
    await createPreview(t, key, listId, {
      filters: { job_level: ["director"] },
      auto_enrich: false,
    });
    const older = await createPreview(t, key, listId, {
      filters: { has_web_app: true, job_level: ["director"], city: "" },
      auto_enrich: false,
    });
    t.clock.advance(1_000);
    const newest = await createPreview(t, key, other, {
      filters: { job_level: ["director"], has_web_app: true },
      auto_enrich: false,
    });
    expect(newest.id).not.toBe(older.id);
    const member = await t.signIn("member@acme.test");
    const one = SavedSearch.parse(
      await (await t.request("GET", `${PATH}/${saved.id}`, { session: member })).json(),
    );
    expect(one.last_run).toEqual({
      at: expect.stringMatching(/Z$/),
      total_matches: newest.total_matches,
      preview_id: newest.id,
      lead_list_id: other,
    });
    const { items } = (await (await t.request("GET", PATH, { session: member })).json()) as {
      items: unknown[];
    };
    const listed = items.map((i) => SavedSearch.parse(i)).find((i) => i.id === saved.id);
    expect(listed?.last_run).toEqual(one.last_run);
  });

  it("renames, saves over, and deletes; the creator stays", async () => {
    const created = SavedSearch.parse(
      await (await save("admin@acme.test", { name: "Directors", filters: {} })).json(),
    );
    const manager = await t.signIn("manager@acme.test");
    t.clock.advance(5_000);
    const renamed = await t.request("PATCH", `${PATH}/${created.id}`, {
      session: manager,
      body: { name: "Directors, EMEA", filters: { job_level: ["director"] } },
    });
    expect(renamed.status).toBe(200);
    const after = SavedSearch.parse(await renamed.json());
    expect(after).toMatchObject({
      name: "Directors, EMEA",
      filters: { job_level: ["director"] },
      created_by: { email: "admin@acme.test" },
      created_at: created.created_at,
    });
    expect(after.updated_at > created.updated_at).toBe(true);

    const deleted = await t.request("DELETE", `${PATH}/${created.id}`, { session: manager });
    expect(deleted.status).toBe(204);
    expect((await t.request("GET", `${PATH}/${created.id}`, { session: manager })).status).toBe(
      404,
    );
    expect((await t.request("DELETE", `${PATH}/${created.id}`, { session: manager })).status).toBe(
      404,
    );
  });

  it("only managers and above write; a member is told why", async () => {
    const res = await save("member@acme.test", { name: "Mine", filters: {} });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      detail: "Saving, renaming and deleting saved searches needs the manager role.",
    });
    const created = SavedSearch.parse(
      await (await save("owner@acme.test", { name: "Owner's", filters: {} })).json(),
    );
    const member = await t.signIn("member@acme.test");
    for (const [method, body] of [
      ["PATCH", { name: "Taken over" }],
      ["DELETE", undefined],
    ] as const) {
      const refused = await t.request(method, `${PATH}/${created.id}`, { session: member, body });
      expect(refused.status).toBe(403);
    }
    expect((await t.request("GET", PATH)).status).toBe(401);
  });

  it("names are unique in the workspace, ignoring case: 409", async () => {
    expect((await save("manager@acme.test", { name: "Unique one", filters: {} })).status).toBe(201);
    const again = await save("admin@acme.test", { name: "UNIQUE ONE", filters: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      detail: "The workspace already has a saved search with this name; choose another name.",
    });
    // Another workspace may use the name.
    expect((await save("owner@globex.test", { name: "Unique one", filters: {} })).status).toBe(201);
  });

  it("bad input is a 422 naming the field", async () => {
    const cases: [object, (string | number)[]][] = [
      [{ name: "", filters: {} }, ["body", "name"]],
      [{ name: "x".repeat(121), filters: {} }, ["body", "name"]],
      [{ name: "Bad filter", filters: { job_level: "vp" } }, ["body", "filters", "job_level"]],
      [{ name: "Unknown", filters: { nope: 1 } }, ["body", "filters", "nope"]],
      [{ name: "Size", filters: {}, page_size: 101 }, ["body", "page_size"]],
      [{ name: "List", filters: {}, lead_list_id: "ll_elsewhere" }, ["body", "lead_list_id"]],
      [
        { name: "Range", filters: { employee_count_min: 10, employee_count_max: 1 } },
        ["body", "filters", "employee_count_min"],
      ],
    ];
    for (const [body, loc] of cases) {
      const res = await save("manager@acme.test", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const { detail } = (await res.json()) as { detail: { loc: unknown[] }[] };
      expect(
        detail.map((d) => d.loc),
        JSON.stringify(body),
      ).toContainEqual(loc);
    }
    const manager = await t.signIn("manager@acme.test");
    const { items } = (await (await t.request("GET", PATH, { session: manager })).json()) as {
      items: { id: string }[];
    };
    const empty = await t.request("PATCH", `${PATH}/${items[0]!.id}`, {
      session: manager,
      body: {},
    });
    expect(empty.status).toBe(422);
  });
});
