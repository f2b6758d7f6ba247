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
