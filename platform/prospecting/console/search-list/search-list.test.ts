import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeadList } from "../../../../contract/lead-lists";
import { SEARCH_LIST_DESCRIPTION, SEARCH_LIST_NAME } from "../../../../contract/prospect-search";
import { ERRORS } from "../../../http/errors";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const PATH = "/api/v1/console/prospecting/search-list";

describe("the workspace's search list", () => {
  it("is made once, then the same list is returned, also to two asking at once", async () => {
    const manager = await t.signIn("manager@acme.test");
    const owner = await t.signIn("owner@acme.test");
    const [a, b] = await Promise.all([
      t.request("POST", PATH, { session: manager }),
      t.request("POST", PATH, { session: owner }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const first = LeadList.parse(await a.json());
    const second = LeadList.parse(await b.json());
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ name: SEARCH_LIST_NAME, description: SEARCH_LIST_DESCRIPTION });
    const again = await t.request("POST", PATH, { session: manager });
    expect(again.status).toBe(200);
    expect(LeadList.parse(await again.json()).id).toBe(first.id);
  });

  it("is left out of the lead-list listing and its total, and still read by id", async () => {
    const owner = await t.signIn("owner@acme.test");
    const made = LeadList.parse(await (await t.request("POST", PATH, { session: owner })).json());
    const { key } = await t.createKey("owner@acme.test", { scopes: ["all"] });
    const listing = await t.request("GET", "/api/v1/public/lead-lists?per_page=100", { key });
    expect(listing.status).toBe(200);
    const page = (await listing.json()) as { items: LeadList[]; total: number };
    expect(page.items.map((l) => l.id)).not.toContain(made.id);
    expect(page.total).toBe(page.items.length);
    const one = await t.request("GET", `/api/v1/public/lead-lists/${made.id}`, { key });
    expect(one.status).toBe(200);
    expect(LeadList.parse(await one.json()).id).toBe(made.id);
  });

  it("is not a list a person made with the same name", async () => {
    const { key } = await t.createKey("owner@acme.test", { scopes: ["all"] });
    const mine = await t.request("POST", "/api/v1/public/lead-lists", {
      key,
      body: { name: SEARCH_LIST_NAME, description: SEARCH_LIST_DESCRIPTION },
      headers: { "Idempotency-Key": "same-name-as-the-search-list" },
    });
    expect(mine.status).toBe(201);
    const made = LeadList.parse(await mine.json());
    const res = await t.request("POST", PATH, { session: await t.signIn("owner@acme.test") });
    expect(LeadList.parse(await res.json()).id).not.toBe(made.id);
    const listing = await t.request("GET", "/api/v1/public/lead-lists?per_page=100", { key });
    const page = (await listing.json()) as { items: LeadList[] };
    expect(page.items.map((l) => l.id)).toContain(made.id);
  });

  it("is another workspace's own", async () => {
    const acme = await t.request("POST", PATH, { session: await t.signIn("owner@acme.test") });
    const globex = await t.request("POST", PATH, { session: await t.signIn("owner@globex.test") });
    expect(LeadList.parse(await globex.json()).id).not.toBe(LeadList.parse(await acme.json()).id);
  });

  it("is refused to a member, who runs no searches", async () => {
    const res = await t.request("POST", PATH, { session: await t.signIn("member@acme.test") });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: ERRORS.role_search_list[1] });
  });
});
