import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ValidationErrorBody } from "../../../contract/errors";
import {
  FILTER_ARRAY_LIMITS,
  FILTER_STRING_LIMITS,
  type ProspectingFiltersInput,
} from "../../../contract/prospecting";
import { OPENAPI_PATH } from "../../app";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { prospectSearchPreviews } from "../tables";
import { listIdByName, previewPath } from "./test-support";

let t: TestPlatform;
let key: string;
let listId: string;
beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey();
  listId = await listIdByName(t, key, "Webinar follow-ups");
});
afterAll(() => t.close());

const previewCount = async () =>
  (await t.db.select({ n: count() }).from(prospectSearchPreviews))[0]!.n;

/** Posts a preview (never enriching, so limits alone decide) and returns status and body. */
async function post(body: Record<string, unknown>) {
  const res = await t.request("POST", previewPath(listId), {
    key,
    body: { auto_enrich: false, ...body },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const preview = (filters: ProspectingFiltersInput, extra: Record<string, unknown> = {}) =>
  post({ filters, ...extra });

/** A 422 whose only entry names `loc`. */
async function expect422(pending: Promise<{ status: number; body: unknown }>, loc: unknown[]) {
  const { status, body } = await pending;
  expect(status, JSON.stringify(body)).toBe(422);
  const detail = ValidationErrorBody.parse(body).detail;
  expect(detail.map((d) => d.loc)).toEqual([loc]);
  expect(detail[0]!.msg).toMatch(/\.$/);
  return detail[0]!;
}

async function expect201(pending: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await pending;
  expect(status, JSON.stringify(body)).toBe(201);
}

describe("array filters: at, below and above their limit", () => {
  it.each(Object.entries(FILTER_ARRAY_LIMITS))("%s allows %i values", async (field, max) => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `value ${i}`);
    await expect201(preview({ [field]: values(max - 1) }));
    await expect201(preview({ [field]: values(max) }));
    const issue = await expect422(preview({ [field]: values(max + 1) }), [
      "body",
      "filters",
      field,
    ]);
    expect(issue.msg).toBe(`Use at most ${max} values.`);
  });

  it("a value longer than 200 characters names its index", async () => {
    await expect201(preview({ crm_tech: ["x".repeat(200)] }));
    await expect422(preview({ crm_tech: ["ok", "x".repeat(201)] }), [
      "body",
      "filters",
      "crm_tech",
      1,
    ]);
  });
});

describe("string filters: at, below and above their limit", () => {
  // Values that are valid at any length: padding is trimmed away before a mode or a date is read.
  const modes = ["company_name_mode", "job_title_mode"];
  const ofLength = (field: string, n: number) => {
    const core = modes.includes(field) ? "exact" : field === "funded_after" ? "2020-01-31" : "a";
    return core.padEnd(n, modes.includes(field) || field === "funded_after" ? " " : "a");
  };
  it.each(Object.entries(FILTER_STRING_LIMITS))("%s allows %i characters", async (field, max) => {
    await expect201(preview({ [field]: ofLength(field, max - 1) }));
    await expect201(preview({ [field]: ofLength(field, max) }));
    const issue = await expect422(preview({ [field]: ofLength(field, max + 1) }), [
      "body",
      "filters",
      field,
    ]);
    expect(issue.msg).toMatch(new RegExp(`at most ${max} characters`));
  });
});

describe("numeric filters and paging", () => {
  it.each([
    ["employee_count_min", -1, 0],
    ["employee_count_max", -1, 0],
    ["revenue_min", -0.5, 0],
    ["revenue_max", -0.5, 0],
    ["funding_amount_min", -1, 0],
    ["min_monthly_web_traffic", -1, 0],
    ["founded_on", 1799, 1800],
    ["founded_on", 2101, 2100],
  ] as const)("%s refuses %d and accepts %d", async (field, bad, good) => {
    await expect422(preview({ [field]: bad }), ["body", "filters", field]);
    await expect201(preview({ [field]: good }));
    await expect201(preview({ [field]: null }));
  });

  it("integers stay integers; min_network_growth_rate may be negative", async () => {
    await expect422(preview({ employee_count_min: 1.5 }), [
      "body",
      "filters",
      "employee_count_min",
    ]);
    await expect422(preview({ founded_on: 1990.5 }), ["body", "filters", "founded_on"]);
    await expect201(preview({ min_network_growth_rate: -1e6 }));
    await expect201(preview({ revenue_min: 2.5e6 }));
  });

  it.each([
    ["page", 0, 1],
    ["page_size", 0, 1],
    ["page_size", 101, 100],
  ] as const)("%s refuses %i and accepts %i", async (field, bad, good) => {
    await expect422(post({ filters: {}, [field]: bad }), ["body", field]);
    await expect201(post({ filters: {}, [field]: good }));
  });

  it("a min above its max is a 422 naming the min; equal is fine", async () => {
    await expect422(preview({ employee_count_min: 11, employee_count_max: 10 }), [
      "body",
      "filters",
      "employee_count_min",
    ]);
    await expect422(preview({ revenue_min: 2e6, revenue_max: 1e6 }), [
      "body",
      "filters",
      "revenue_min",
    ]);
    await expect201(preview({ employee_count_min: 10, employee_count_max: 10 }));
  });
});

describe("values at the edge of what the database holds", () => {
  it.each([
    ["employee_count_min", 2_147_483_647, 2_147_483_648],
    ["employee_count_max", 2_147_483_647, 2_147_483_648],
    ["min_monthly_web_traffic", 2_147_483_647, 2 ** 53 + 2],
    ["revenue_min", 1e15, 1e39],
    ["revenue_max", 1e15, 1e39],
    ["funding_amount_min", 1e15, 1.7e308],
    ["min_network_growth_rate", 1e6, 1e39],
    ["min_network_growth_rate", -1e6, -1e39],
  ] as const)("%s accepts %d and refuses %d with a sentence", async (field, good, bad) => {
    await expect201(preview({ [field]: good }));
    const issue = await expect422(preview({ [field]: bad }), ["body", "filters", field]);
    expect(issue.msg).toMatch(/^Must be -?\d+( \(a quadrillion\))? or (less|more)\.$/);
  });

  it.each(["revenue_min", "revenue_max", "funding_amount_min", "min_network_growth_rate"] as const)(
    "%s takes values too small for a 4-byte float",
    async (field) => {
      for (const tiny of [1e-39, 1e-46, 5e-324]) await expect201(preview({ [field]: tiny }));
    },
  );

  it("the bounds are in the OpenAPI document", async () => {
    const doc = (await (await t.request("GET", OPENAPI_PATH)).json()) as {
      components: { schemas: { ProspectingFilters: { properties: Record<string, object> } } };
    };
    const props = doc.components.schemas.ProspectingFilters.properties;
    for (const field of ["employee_count_min", "employee_count_max", "min_monthly_web_traffic"]) {
      expect(JSON.stringify(props[field])).toContain('"maximum":2147483647');
    }
    expect(JSON.stringify(props.revenue_max)).toContain('"maximum":1000000000000000');
    expect(JSON.stringify(props.min_network_growth_rate)).toContain('"minimum":-1000000');
    expect(JSON.stringify(props.city)).toContain('"pattern"');
  });

  it("a funded_after time compares as its day, like the date", async () => {
    const ids = async (fundedAfter: string) => {
      const res = await t.request("POST", previewPath(listId), {
        key,
        body: { auto_enrich: false, page_size: 100, filters: { funded_after: fundedAfter } },
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { total_matches: number; results: { id: string }[] };
      return { total: body.total_matches, ids: body.results.map((r) => r.id) };
    };
    const day = await ids("2023-06-30");
    expect(day.total).toBeGreaterThan(0);
    expect(await ids("2023-06-30T00:00:00Z")).toEqual(day);
    expect(await ids("2023-06-30T23:59:59Z")).toEqual(day);
    expect((await ids("2023-07-01T00:00:00Z")).total).toBe((await ids("2023-07-01")).total);
  });
});

describe("text the database cannot store", () => {
  it.each([
    ["a string filter", { city: "Aus\u0000tin" }, ["body", "filters", "city"]],
    ["a lone surrogate in a string filter", { city: "\ud800" }, ["body", "filters", "city"]],
    ["an array filter value", { job_title: ["ok", "\u0000"] }, ["body", "filters", "job_title", 1]],
    ["a lone low surrogate", { country: ["x\udc00y"] }, ["body", "filters", "country", 0]],
    [
      "company_name_mode",
      { company_name_mode: "\u0000" },
      ["body", "filters", "company_name_mode"],
    ],
    ["funded_after", { funded_after: "2024-01-01\u0000" }, ["body", "filters", "funded_after"]],
  ])("%s is a 422 naming it", async (_name, filters, loc) => {
    await expect422(preview(filters), loc);
  });

  it("a well-formed pair (an emoji) is ordinary text", async () => {
    await expect201(preview({ city: "😀", job_title: ["👩‍💻 engineer"] }));
  });
});

describe("modes, dates, unknown members", () => {
  it("company_name_mode: contains, exact, prefix, any case; anything else lists them", async () => {
    for (const mode of ["", "contains", "exact", "prefix", " EXACT "]) {
      await expect201(preview({ company_name: "blue", company_name_mode: mode }));
    }
    const issue = await expect422(preview({ company_name_mode: "fuzzy" }), [
      "body",
      "filters",
      "company_name_mode",
    ]);
    expect(issue.msg).toBe("Use one of contains, exact, prefix.");
  });

  it("funded_after must be a real day as YYYY-MM-DD, or a UTC time", async () => {
    for (const bad of [
      "2024-02-30",
      "2024-13-01",
      "yesterday",
      "2024-1-5",
      "20240105",
      "2024-02-30T00:00:00Z",
      "2024-01-01T24:00:00Z",
      "2024-01-01T00:00:00+0",
      "2024-01-01 00:00:00Z",
    ]) {
      await expect422(preview({ funded_after: bad }), ["body", "filters", "funded_after"]);
    }
    await expect201(preview({ funded_after: "2024-02-29" }));
    await expect201(preview({ funded_after: "" }));
  });

  it("unknown filters and members are refused by name", async () => {
    await expect422(preview({ colour: ["red"] } as ProspectingFiltersInput), [
      "body",
      "filters",
      "colour",
    ]);
    await expect422(post({ filters: {}, sort: "name" }), ["body", "sort"]);
  });

  it("filters are required and typed", async () => {
    const issue = await expect422(post({}), ["body", "filters"]);
    expect(issue.msg).toBe("Send filters as an object; {} matches every prospect.");
    await expect422(post({ filters: [] }), ["body", "filters"]);
    await expect422(preview({ has_cio: "yes" } as unknown as ProspectingFiltersInput), [
      "body",
      "filters",
      "has_cio",
    ]);
    await expect422(post({ filters: {}, auto_enrich: "no" }), ["body", "auto_enrich"]);
  });

  it("a refused request stores nothing", async () => {
    const before = await previewCount();
    await post({ filters: { crm_tech: Array(11).fill("x") } });
    await post({ filters: {}, page_size: 0 });
    expect(await previewCount()).toBe(before);
  });
});

describe("the list", () => {
  it("another workspace's list, or none, is a 404 before the body is read", async () => {
    const globex = await t.legacyKey("globex");
    for (const body of [{ filters: {} }, { filters: { crm_tech: Array(99).fill("x") } }]) {
      const res = await t.request("POST", previewPath(listId), { key: globex, body });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "The lead list does not exist." });
    }
    const res = await t.request("POST", previewPath("ll_0000000000000000"), {
      key,
      body: { filters: {} },
    });
    expect(res.status).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the operations, every filter and the Idempotency-Key header", async () => {
    const doc = (await (await t.request("GET", OPENAPI_PATH)).json()) as {
      paths: Record<
        string,
        Record<string, { operationId: string; parameters?: { name: string }[] }>
      >;
      components: {
        schemas: Record<string, { properties?: Record<string, { description?: string }> }>;
      };
    };
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ops).toEqual(
      expect.arrayContaining([
        "public_create_prospect_search_preview",
        "public_get_prospect_search_preview",
        "public_import_prospect_search",
        "public_get_credits",
      ]),
    );
    const create = doc.paths["/lead-lists/{list_id}/prospect-search/preview"]!.post!;
    expect(create.parameters?.map((p) => p.name)).toContain("Idempotency-Key");
    const filters = doc.components.schemas.ProspectingFilters!.properties!;
    for (const field of [
      ...Object.keys(FILTER_ARRAY_LIMITS),
      ...Object.keys(FILTER_STRING_LIMITS),
      "founded_on",
      "employee_count_min",
      "has_cio",
    ]) {
      expect(filters[field]?.description, field).toMatch(/\w/);
    }
    for (const schema of ["ProspectSearchPreview", "ProspectResult", "CreditsSummary"]) {
      expect(doc.components.schemas[schema], schema).toBeDefined();
    }
  });
});
