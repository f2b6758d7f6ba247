import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ValidationErrorBody } from "../../contract/errors";
import { leadLists } from "../leads";
import { createTestPlatform, type TestPlatform } from "../testing/harness";

let t: TestPlatform;
let key: string;
beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey();
});
afterAll(() => t.close());

const LISTS = "/api/v1/public/lead-lists";
const listCount = async () => (await t.db.select({ n: count() }).from(leadLists))[0]!.n;

describe("bad input gets a clear 4xx and writes nothing", () => {
  it.each([
    ["malformed JSON", '{"name":', "application/json", 400, "The request body is not valid JSON."],
    [
      "a wrong content type",
      "name=x",
      "text/plain",
      415,
      "Send the request body as JSON with Content-Type: application/json.",
    ],
    [
      "an oversized body",
      JSON.stringify({ name: "x", description: "a".repeat(1024 * 1024) }),
      "application/json",
      413,
      "The request body is larger than 1 MiB.",
    ],
  ])("%s", async (_name, body, contentType, status, sentence) => {
    const before = await listCount();
    const res = await t.request("POST", LISTS, {
      key,
      body,
      headers: { "content-type": contentType },
    });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ detail: sentence });
    expect(await listCount()).toBe(before);
  });

  it("an unknown field is a 422 naming it", async () => {
    const before = await listCount();
    const res = await t.request("POST", LISTS, { key, body: { name: "ok", colour: "red" } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      detail: [
        {
          loc: ["body", "colour"],
          msg: 'Unknown field "colour"; remove it.',
          type: "extra_forbidden",
        },
      ],
    });
    expect(await listCount()).toBe(before);
  });

  it("a wrong type is a 422 whose loc names the field", async () => {
    const res = await t.request("POST", LISTS, { key, body: { name: 42 } });
    expect(res.status).toBe(422);
    const body = ValidationErrorBody.parse(await res.json());
    expect(body.detail).toHaveLength(1);
    expect(body.detail[0]!.loc).toEqual(["body", "name"]);
    expect(body.detail[0]!.msg).toMatch(/\.$/);
  });

  it("a missing required field and a blank name are 422s", async () => {
    for (const body of [{}, { name: "   " }]) {
      const res = await t.request("POST", LISTS, { key, body });
      expect(res.status).toBe(422);
      expect(ValidationErrorBody.parse(await res.json()).detail[0]!.loc).toEqual(["body", "name"]);
    }
  });

  it("a bad query parameter is a 422 at query", async () => {
    const res = await t.request("GET", `${LISTS}?per_page=500`, { key });
    expect(res.status).toBe(422);
    expect(ValidationErrorBody.parse(await res.json()).detail[0]!.loc).toEqual([
      "query",
      "per_page",
    ]);
  });

  it("an unknown path is a 404 sentence, after the key checks", async () => {
    const res = await t.request("GET", "/api/v1/public/nothing-here", { key });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "The requested resource does not exist." });
    expect((await t.request("GET", "/api/v1/public/nothing-here")).status).toBe(401);
  });
});
