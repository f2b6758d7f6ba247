import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ValidationErrorBody } from "../../contract/errors";
import { LeadList } from "../../contract/lead-lists";
import { workspaces } from "../auth/tables";
import { leadLists } from "../leads";
import { createTestPlatform, TEST_PASSWORD, type TestPlatform } from "../testing/harness";
import { errorResponse } from "./error-response";

/**
 * Input a careful client would never send, and the answers the platform owes it: a 422 whose
 * `loc` names the field (or a 404 for an id that cannot exist), in a sentence; never a 500.
 */
let t: TestPlatform;
let key: string;
let listId: string;
let endpointId: string;
beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey();
  const list = await t.request("POST", "/api/v1/public/lead-lists", {
    key,
    body: { name: "Main" },
  });
  listId = LeadList.parse(await list.json()).id;
  const endpoint = await t.request("POST", "/api/v1/public/webhook-endpoints", {
    key,
    body: { url: "https://example.com/hooks", event_types: ["job.completed"] },
  });
  endpointId = ((await endpoint.json()) as { id: string }).id;
});
afterAll(() => t.close());

const P = "/api/v1/public";

async function expect422(res: Response, loc: (string | number)[]) {
  const text = await res.text();
  expect(res.status, text).toBe(422);
  const { detail } = ValidationErrorBody.parse(JSON.parse(text));
  expect(detail.map((d) => d.loc)).toContainEqual(loc);
  for (const d of detail) expect(d.msg).toMatch(/^[A-Z`a-z_].*\.$/);
  return detail.find((d) => JSON.stringify(d.loc) === JSON.stringify(loc))!;
}

describe("NUL and unpaired surrogates", () => {
  const NUL = "a\u0000b";
  const LONE = "a\ud800b";

  it.each([
    ["lead-list name", "/lead-lists", { name: NUL }, ["body", "name"]],
    [
      "lead-list description",
      "/lead-lists",
      { name: "x", description: NUL },
      ["body", "description"],
    ],
    ["lead-list name, lone surrogate", "/lead-lists", { name: LONE }, ["body", "name"]],
    [
      "lead-list description, lone surrogate",
      "/lead-lists",
      { name: "x", description: LONE },
      ["body", "description"],
    ],
    [
      "webhook url",
      "/webhook-endpoints",
      { url: `https://example.com/${NUL}`, event_types: ["job.completed"] },
      ["body", "url"],
    ],
    [
      "webhook description",
      "/webhook-endpoints",
      { url: "https://example.com/h", event_types: ["job.completed"], description: LONE },
      ["body", "description"],
    ],
  ])("%s is a 422 and stores nothing", async (_name, path, body, loc) => {
    const before = await t.db.select().from(leadLists);
    await expect422(await t.request("POST", `${P}${path}`, { key, body }), loc);
    expect(await t.db.select().from(leadLists)).toHaveLength(before.length);
  });

  it("preview_id of an import", async () => {
    await expect422(
      await t.request("POST", `${P}/lead-lists/${listId}/prospect-search/import`, {
        key,
        body: { preview_id: "\u0000" },
      }),
      ["body", "preview_id"],
    );
  });

  it("a webhook update", async () => {
    await expect422(
      await t.request("PATCH", `${P}/webhook-endpoints/${endpointId}`, {
        key,
        body: { description: NUL },
      }),
      ["body", "description"],
    );
  });

  it.each([
    ["lead_list_id", "/leads?lead_list_id=%00"],
    ["cursor", `/webhook-endpoints/ENDPOINT/deliveries?cursor=%00`],
    ["cursor", "/analytics/credits?cursor=x%00"],
  ])("query parameter %s", async (name, path) => {
    const res = await t.request("GET", `${P}${path.replace("ENDPOINT", endpointId)}`, { key });
    await expect422(res, ["query", name]);
  });

  it.each([
    "/jobs/%00",
    "/lead-lists/%00",
    "/lead-lists/x%00y/prospect-search/preview/abc",
    "/webhook-endpoints/%00",
    "/webhook-endpoints/%00/deliveries",
    `/webhook-endpoints/ENDPOINT/deliveries/%00`,
    `/lead-lists/${"x".repeat(101)}`,
  ])("a path id that cannot exist (GET %s) is a 404", async (path) => {
    const res = await t.request("GET", `${P}${path.replace("ENDPOINT", endpointId)}`, { key });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/does not exist\.$/);
  });

  it("a path id in a write that cannot exist is a 404 too", async () => {
    const res = await t.request("PATCH", `${P}/leads/%00`, { key, body: { status: "dnc" } });
    expect(res.status).toBe(404);
  });
});

describe("times", () => {
  const deliveries = (query: string) =>
    t.request("GET", `${P}/webhook-endpoints/${endpointId}/deliveries?${query}`, { key });

  it.each([
    ["since", "0000-01-01T00:00:00Z"],
    ["until", "0000-01-01T00:00:00Z"],
    ["since", "0001-01-01T00:00:00%2B01:00"],
    ["until", "9999-12-31T23:59:59-01:00"],
    ["since", "2026-02-30T00:00:00Z"],
    ["since", "yesterday"],
  ])("%s=%s is a 422", async (name, value) => {
    const issue = await expect422(await deliveries(`${name}=${value}`), ["query", name]);
    expect(issue.msg).toMatch(/^Use (an ISO 8601 time|a time from)/);
  });

  it.each([
    "since=2026-01-01T00:00:00Z",
    "since=2026-01-01T02:00:00%2B02:00",
    "until=2026-01-01T00:00:00-05:30",
    "since=2026-01-01T00:00:00.123Z",
    "since=0001-01-01T00:00:00Z&until=9999-12-31T23:59:59Z",
  ])("%s is accepted", async (query) => {
    expect((await deliveries(query)).status).toBe(200);
  });
});

describe("query parameters are strict", () => {
  it.each(["1e2", "0x10", "+5", "1.0", "", " 1", "-1", "1_000", "٣"])(
    "page=%s is a 422 at query.page",
    async (value) => {
      const res = await t.request("GET", `${P}/leads?page=${encodeURIComponent(value)}`, { key });
      await expect422(res, ["query", "page"]);
    },
  );

  it("integers past the documented maximum are 422s that say the range", async () => {
    const issue = await expect422(await t.request("GET", `${P}/lead-lists?per_page=101`, { key }), [
      "query",
      "per_page",
    ]);
    expect(issue.msg).toBe("per_page must be a whole number from 1 to 100.");
    await expect422(await t.request("GET", `${P}/jobs?page=2147483648`, { key }), [
      "query",
      "page",
    ]);
    await expect422(await t.request("GET", `${P}/jobs?page=99999999999999999999`, { key }), [
      "query",
      "page",
    ]);
  });

  it.each([
    ["/leads?page=1&page=2", "page"],
    ["/lead-lists?per_page=5&per_page=5", "per_page"],
    ["/leads?lead_list_id=a&lead_list_id=b", "lead_list_id"],
    ["/webhook-endpoints/ENDPOINT/deliveries?status=failed&status=failed", "status"],
  ])("a repeated single-valued parameter (%s) is a 422 that says so", async (path, name) => {
    const res = await t.request("GET", `${P}${path.replace("ENDPOINT", endpointId)}`, { key });
    const issue = await expect422(res, ["query", name]);
    expect(issue.msg).toBe(`Send ${name} once; it takes a single value.`);
  });
});

describe("wrong methods", () => {
  it("every route answers other methods with 405 and an Allow header listing its methods", async () => {
    const session = await t.signIn("owner@acme.test");
    const byPath = new Map<string, Set<string>>();
    for (const route of t.app.routes) {
      if (route.method === "ALL") continue;
      const methods = byPath.get(route.path) ?? new Set<string>();
      methods.add(route.method);
      byPath.set(route.path, methods);
    }
    expect(byPath.size).toBeGreaterThan(20);
    for (const [pattern, methods] of byPath) {
      const path = pattern.replace(/:[a-z_]+/g, "x1");
      const expected = new Set(methods);
      if (expected.has("GET")) expected.add("HEAD");
      const wrong = ["GET", "POST", "PUT", "PATCH", "DELETE"].find((m) => !expected.has(m))!;
      const res = await t.request(wrong, path, {
        key,
        session: path.startsWith("/api/v1/console") ? session : undefined,
      });
      expect(res.status, `${wrong} ${path}`).toBe(405);
      expect(res.headers.get("allow")?.split(", ").sort(), `${wrong} ${path}`).toEqual(
        [...expected].sort(),
      );
      expect(await res.json()).toEqual({ detail: "This method is not allowed on this path." });
    }
  });

  it("an unknown path stays a 404", async () => {
    const res = await t.request("PUT", `${P}/nothing-here`, { key });
    expect(res.status).toBe(404);
    expect(res.headers.get("allow")).toBeNull();
  });
});

describe("413", () => {
  it("carries the X-RateLimit-* headers like every other response", async () => {
    const res = await t.request("POST", `${P}/lead-lists`, {
      key,
      body: JSON.stringify({ name: "x", description: "a".repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) {
      expect(res.headers.get(name), name).toMatch(/^\d+$/);
    }
  });
});

describe("a value the database still refuses", () => {
  /** A route that hands a validated value to the database as is, as a bug might. */
  async function refusedBy(query: (value: string) => Promise<unknown>, value: string) {
    const app = new Hono();
    app.onError((err, c) => errorResponse(c, err));
    app.post("/probe", async (c) => {
      const body = (await c.req.json()) as { nested: { value: string } };
      // Marks the body as validated, as every route's validator does.
      c.req.addValidatedData("json", body);
      await query(body.nested.value);
      return c.json({ ok: true });
    });
    return app.request("/probe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ nested: { value } }),
    });
  }

  it.each([
    ["an integer out of range", (v: string) => t.db.execute(sql`select ${v}::int`), "2147483648"],
    ["a real out of range", (v: string) => t.db.execute(sql`select ${v}::real`), "1e39"],
    ["text with NUL", (v: string) => t.db.execute(sql`select ${v}::text`), "a\u0000"],
    [
      "a time out of range",
      (v: string) => t.db.execute(sql`select ${v}::timestamptz`),
      "0000-01-01T00:00:00Z",
    ],
    ["a malformed number", (v: string) => t.db.execute(sql`select ${v}::int`), "twelve"],
  ])("%s is a 422 at the field", async (_name, query, value) => {
    const res = await refusedBy(query, value);
    const issue = await expect422(res, ["body", "nested", "value"]);
    expect(issue.msg).toMatch(/^nested\.value/);
  });
});

describe("sentences", () => {
  it("a validator's own wording becomes a sentence naming the field", async () => {
    const cases: [unknown, (string | number)[], string][] = [
      [{ name: 42 }, ["body", "name"], "name must be text."],
      [{}, ["body", "name"], "name is required."],
      [
        { name: "x", description: "d".repeat(2001) },
        ["body", "description"],
        "Keep the description to 2000 characters or fewer.",
      ],
    ];
    for (const [body, loc, msg] of cases) {
      const issue = await expect422(await t.request("POST", `${P}/lead-lists`, { key, body }), loc);
      expect(issue.msg).toBe(msg);
    }
    const page = await expect422(await t.request("GET", `${P}/jobs?page=0`, { key }), [
      "query",
      "page",
    ]);
    expect(page.msg).toBe("page must be a whole number from 1 to 2147483647.");
  });
});

describe("a deleted workspace", () => {
  it("signing in speaks of the workspace, not of an API key", async () => {
    await t.db
      .update(workspaces)
      .set({ deletedAt: new Date() })
      .where(sql`${workspaces.slug} = 'globex'`);
    const res = await t.request("POST", "/api/v1/console/sessions", {
      body: { email: "owner@globex.test", password: TEST_PASSWORD },
    });
    expect(res.status).toBe(410);
    const { detail } = (await res.json()) as { detail: string };
    expect(detail).toMatch(/workspace has been deleted/);
    expect(detail).not.toMatch(/API key/);
  });
});
