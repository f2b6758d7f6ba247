import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeadDetail } from "../../../../contract/lead-detail";
import { sqlRows } from "../../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

/** GET /leads/{lead_id} over real HTTP: the lead, its list, phone and campaigns; 404s. */
let t: TestPlatform;
let member: string;
let manager: string;
let acme: string;
const P = "/api/v1/public";

async function call(method: string, path: string, key: string, body?: unknown) {
  t.clock.advance(61_000);
  const res = await t.request(method, `${P}${path}`, { key, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  acme = await t.workspaceId("acme");
  // A read-only key: reading a lead changes nothing.
  member = (await t.createKey("manager@acme.test", { scopes: ["read"] })).key;
  manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
});
afterAll(() => t.close());

describe("GET /leads/{lead_id}", () => {
  it("answers the lead with its list, phone and campaigns, newest enrollment first", async () => {
    const [row] = await sqlRows<{
      id: string;
      list_id: string;
      list_name: string;
      phone: string | null;
    }>(
      t.db,
      sql`select l.id, ll.id as list_id, ll.name as list_name, p.phone
        from leads l join lead_lists ll on ll.id = l.lead_list_id
        join prospects p on p.id = l.prospect_id
        where l.workspace_id = ${acme} and p.phone is not null
        order by l.created_at, l.id limit 1`,
    );
    const lead = row!;
    const before = await call("GET", `/leads/${lead.id}`, member);
    expect(before.status).toBe(200);
    expect(LeadDetail.parse(before.body)).toEqual(before.body);
    expect(before.body).toMatchObject({
      id: lead.id,
      lead_list_id: lead.list_id,
      lead_list: { id: lead.list_id, name: lead.list_name },
      phone: lead.phone,
      campaigns: [],
    });
    const listed = (await call("GET", `/leads?lead_list_id=${lead.list_id}&per_page=100`, member))
      .body.items as { id: string }[];
    // The listing's fields are the detail's, unchanged.
    const { phone: _p, lead_list: _l, campaigns: _c, ...asListed } = before.body;
    expect(listed.find((l) => l.id === lead.id)).toEqual(asListed);

    const made: { id: string; name: string }[] = [];
    for (const name of ["First push", "Second push"]) {
      const campaign = await call("POST", "/campaigns", manager, { name });
      expect(campaign.status).toBe(201);
      // Both campaigns take the lead: included though it is in the first already.
      const enrolled = await call("POST", `/campaigns/${campaign.body.id}/leads`, manager, {
        lead_ids: [lead.id],
        include_engaged_elsewhere: true,
      });
      expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
      made.push({ id: campaign.body.id, name });
    }
    const after = await call("GET", `/leads/${lead.id}`, member);
    expect(after.body.campaigns).toEqual(
      made.reverse().map((c) => ({
        id: c.id,
        name: c.name,
        status: "draft",
        enrollment_state: "active",
        enrolled_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      })),
    );
  });

  it("is a 404 for another workspace's lead and for an id that is no lead", async () => {
    const [theirs] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from leads where workspace_id <> ${acme} limit 1`,
    );
    const notFound = { status: 404, body: { detail: "The lead does not exist." } };
    expect(await call("GET", `/leads/${theirs!.id}`, member)).toEqual(notFound);
    expect(await call("GET", "/leads/lead_nothing", member)).toEqual(notFound);
    expect(await call("GET", "/leads/%20", member)).toEqual(notFound);
  });
});
