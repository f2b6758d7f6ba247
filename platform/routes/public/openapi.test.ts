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
