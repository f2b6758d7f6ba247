import { afterAll, beforeAll, expect, it } from "vitest";
import { OPENAPI_PATH } from "../../app";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

it("serves an OpenAPI 3.1 document generated from the contract, without a key", async () => {
  const res = await t.request("GET", OPENAPI_PATH);
  expect(res.status).toBe(200);
  const doc = (await res.json()) as {
    openapi: string;
    info: { version: string };
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    components: { schemas: Record<string, { properties?: Record<string, { maxItems?: number }> }> };
  };
  expect(doc.openapi).toBe("3.1.0");
  expect(doc.info.version).toBe("1.0.0");
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      "/lead-lists",
      "/lead-lists/{list_id}",
      "/leads",
      "/jobs",
      "/jobs/{job_id}",
    ]),
  );
  expect(Object.keys(doc.paths["/lead-lists"]!.get!.responses)).toEqual(
    expect.arrayContaining(["200", "401", "403", "404", "410", "429", "503"]),
  );
  expect(doc.components.schemas.ValidationError).toBeDefined();
  expect(doc.components.schemas.LeadList).toBeDefined();
});

type Doc = {
  components: {
    securitySchemes: Record<string, { type: string; name?: string; scheme?: string }>;
    headers: Record<string, { required?: boolean }>;
    schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }>;
  };
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Record<string, string[]>[];
        parameters?: { in: string; name: string; schema: Record<string, unknown> }[];
        requestBody?: unknown;
        responses: Record<
          string,
          { headers?: Record<string, { $ref?: string; required?: boolean }> }
        >;
      }
    >
  >;
};

async function servedDocument(): Promise<Doc> {
  return (await (await t.request("GET", OPENAPI_PATH)).json()) as Doc;
}

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

it("puts the API key requirement, with the scope the method needs, on every operation", async () => {
  const doc = await servedDocument();
  expect(doc.components.securitySchemes.ApiKey).toMatchObject({
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
  });
  expect(doc.components.securitySchemes.BearerKey).toMatchObject({
    type: "http",
    scheme: "bearer",
  });
  for (const { method, op } of operations(doc)) {
    const scope = method === "get" ? "read" : "write";
    expect(op.security).toEqual([{ ApiKey: [scope] }, { BearerKey: [scope] }]);
  }
});

it("declares 401, 403, 429, 500 and 503 everywhere, 404 with a path id, 400/413/415/422 with a body", async () => {
  const doc = await servedDocument();
  for (const { path, method, op } of operations(doc)) {
    const statuses = Object.keys(op.responses);
    expect(statuses, `${method} ${path}`).toEqual(
      expect.arrayContaining(["401", "402", "403", "410", "429", "500", "503"]),
    );
    if (path.includes("{")) expect(statuses).toContain("404");
    if (op.requestBody)
      expect(statuses).toEqual(expect.arrayContaining(["400", "413", "415", "422"]));
    if (method !== "get") expect(statuses).toContain("413");
  }
});

it("declares the rate-limit headers on every response, Retry-After on 429 and 503, Idempotent-Replayed where a key is taken", async () => {
  const doc = await servedDocument();
  expect(doc.components.headers["X-RateLimit-Limit"]?.required).toBe(true);
  expect(doc.components.headers["Retry-After"]?.required).toBe(true);
  for (const { path, method, op } of operations(doc)) {
    const idempotent = (op.parameters ?? []).some((p) => p.name === "Idempotency-Key");
    for (const [status, response] of Object.entries(op.responses)) {
      const names = Object.keys(response.headers ?? {});
      expect(names, `${method} ${path} ${status}`).toEqual(
        expect.arrayContaining(["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]),
      );
      // A 500 or 503 may come from a layer that could not count the request.
      const counted = status !== "500" && status !== "503";
      expect(response.headers?.["X-RateLimit-Limit"]?.$ref !== undefined).toBe(counted);
      expect(names.includes("Retry-After")).toBe(status === "429" || status === "503");
      expect(names.includes("Idempotent-Replayed")).toBe(idempotent && status.startsWith("2"));
    }
  }
});

it("publishes company_name_mode's modes, the timestamp shape and the Idempotency-Key alphabet", async () => {
  const doc = await servedDocument();
  const mode = doc.components.schemas.ProspectingFilters!.properties!.company_name_mode!;
  const pattern = new RegExp(mode.pattern as string, "u");
  for (const ok of ["", "contains", "EXACT", " prefix ", "Exact"])
    expect(pattern.test(ok)).toBe(true);
  for (const bad of ["fuzzy", "starts_with", "exactly", "ex act"])
    expect(pattern.test(bad)).toBe(false);
  expect(mode.examples).toEqual(["contains", "exact", "prefix"]);
  expect(doc.components.schemas.LeadList!.properties!.created_at).toMatchObject({
    format: "date-time",
    pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$",
  });
  const preview = doc.paths["/lead-lists/{list_id}/prospect-search/preview"]!.post!;
  const key = preview.parameters!.find((p) => p.name === "Idempotency-Key")!;
  expect(key.schema).toMatchObject({ minLength: 1, maxLength: 255, pattern: "^[!-~][ -~]*$" });
});
