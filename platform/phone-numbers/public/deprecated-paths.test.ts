import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportConfirmResult, ImportSearchResult } from "../../../contract/phone-numbers";
import { OPENAPI_PATH } from "../../app";
import { issuedAuthToken } from "../../calls/carrier/simulated-carrier";
import { RATE_LIMIT_TIERS } from "../../rate-limit/tiers";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { IMPORT_STEPS, type ImportStep } from "./deprecated-paths";

/**
 * The earlier import paths, /phone-numbers/byo/*: the same bodies as /phone-numbers/import/*,
 * and on every answer, errors included, `Deprecation: true` and a Link to the new path.
 */
let t: TestPlatform;
const P = "/api/v1/public";
const keys = {} as Record<"owner" | "manager" | "demoted", string>;
const account_sid = `AC${"b".repeat(32)}`;
const creds = {
  carrier: "bluewire",
  account_sid,
  auth_token: issuedAuthToken("bluewire", account_sid),
};
let numbers: string[] = [];
let phoneNumberId = "";

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false, limitsByTestClock: true });
  keys.owner = (await t.createKey("owner@acme.test", { scopes: ["*"] })).key;
  keys.manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
  // A key whose creator is now a plain member.
  keys.demoted = (await t.createKey("admin@acme.test", { scopes: ["*"] })).key;
  const admin = await t.memberByEmail("admin@acme.test");
  await t.request("PATCH", `/api/v1/console/members/${admin.id}`, {
    session: await t.signIn("owner@acme.test"),
    body: { role: "member" },
  });
  const search = await send("import", "search", creds);
  numbers = ImportSearchResult.parse(await search.json()).numbers.map((n) => n.number);
});
afterAll(() => t.close());

const link = (step: ImportStep) =>
  `</api/v1/public/phone-numbers/import/${step}>; rel="successor-version"`;

function send(
  via: "import" | "byo",
  step: ImportStep,
  body: unknown,
  opts: { key?: string | null; headers?: Record<string, string>; method?: string } = {},
) {
  t.clock.advance(61_000);
  return t.request(opts.method ?? "POST", `${P}/phone-numbers/${via}/${step}`, {
    key: opts.key === null ? undefined : (opts.key ?? keys.owner),
    body,
    headers: opts.headers,
  });
}

function expectDeprecated(res: Response, step: ImportStep) {
  expect(res.headers.get("deprecation"), `${res.status} on byo/${step}`).toBe("true");
  expect(res.headers.get("link"), `${res.status} on byo/${step}`).toBe(link(step));
}

const bodies = (): Record<ImportStep, unknown> => ({
  search: creds,
  confirm: { ...creds, numbers: numbers.slice(0, 2) },
  "outbound-profile": { phone_number_id: phoneNumberId, caller_name: "Acme", profile: "sales" },
});

describe("the earlier byo paths", () => {
  it("give the same answers as the new paths, with Deprecation and Link; the new ones without", async () => {
    const newSearch = await send("import", "search", creds);
    const oldSearch = await send("byo", "search", creds);
    expect(oldSearch.status).toBe(200);
    expectDeprecated(oldSearch, "search");
    expect(newSearch.headers.get("deprecation")).toBeNull();
    expect(newSearch.headers.get("link")).toBeNull();
    expect(await oldSearch.json()).toEqual(await newSearch.json());

    // Confirm through the earlier path, then again through the new: the second skips both.
    const oldConfirm = await send("byo", "confirm", bodies().confirm);
    expect(oldConfirm.status).toBe(200);
    expectDeprecated(oldConfirm, "confirm");
    const imported = ImportConfirmResult.parse(await oldConfirm.json());
    expect(imported.imported).toHaveLength(2);
    phoneNumberId = imported.imported[0]!.id;
    const newConfirm = ImportConfirmResult.parse(
      await (await send("import", "confirm", bodies().confirm)).json(),
    );
    expect(newConfirm.skipped.map((s) => s.phone_number_id)).toEqual(
      imported.imported.map((n) => n.id),
    );
    const oldAgain = await send("byo", "confirm", bodies().confirm);
    expect(await oldAgain.json()).toEqual(newConfirm);

    const oldProfile = await send("byo", "outbound-profile", bodies()["outbound-profile"]);
    expect(oldProfile.status).toBe(200);
    expectDeprecated(oldProfile, "outbound-profile");
    const newProfile = await send("import", "outbound-profile", bodies()["outbound-profile"]);
    expect(await oldProfile.json()).toEqual(await newProfile.json());
  });

  it("carry the headers on 422, 401, 403, 404 and 405 answers", async () => {
    for (const step of IMPORT_STEPS) {
      const good = bodies()[step] as Record<string, unknown>;
      const answers: [string, Response][] = [
        ["422", await send("byo", step, { ...good, unknown_field: 1 })],
        ["401 without a key", await send("byo", step, good, { key: null })],
        ["401 unknown key", await send("byo", step, good, { key: `sk_live_${"0".repeat(32)}` })],
        ["403 manager", await send("byo", step, good, { key: keys.manager })],
        ["403 member", await send("byo", step, good, { key: keys.demoted })],
        ["405", await send("byo", step, undefined, { method: "GET" })],
      ];
      for (const [what, res] of answers) {
        expect(res.status, `${what} on ${step}`).toBe(Number(what.slice(0, 3)));
        expectDeprecated(res, step);
      }
      const new401 = await send("import", step, good, { key: null });
      expect(new401.status).toBe(401);
      expect(new401.headers.get("deprecation")).toBeNull();
      const refused = await send("byo", step, good, { key: keys.manager });
      expect(await refused.json()).toEqual({
        detail: "Managing phone numbers needs the admin role.",
      });
    }
    const bad = await send("byo", "search", { ...creds, auth_token: "f".repeat(32) });
    expect(bad.status).toBe(422);
    expectDeprecated(bad, "search");
    expect((await bad.json()).detail[0].loc).toEqual(["body", "auth_token"]);
    const missing = await send("byo", "outbound-profile", { phone_number_id: "pn_nothing" });
    expect(missing.status).toBe(404);
    expectDeprecated(missing, "outbound-profile");
  });

  it("carry the headers on a replayed answer", async () => {
    const headers = { "Idempotency-Key": "byo-replay" };
    const first = await send("byo", "search", creds, { headers });
    const again = await send("byo", "search", creds, { headers });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expectDeprecated(again, "search");
    expect(await again.text()).toBe(await first.text());
  });

  it("carry the headers on a 429", async () => {
    // A key's own bucket: its default tier's allowance of a minute, then one more.
    const key = await t.legacyKey("acme");
    t.clock.advance(61_000);
    const path = `${P}/phone-numbers/byo/search`;
    let res: Response | undefined;
    for (let i = 0; i <= RATE_LIMIT_TIERS.default.limit; i++) {
      res = await t.request("POST", path, { key, body: {} });
    }
    expect(res!.status).toBe(429);
    expect(res!.headers.get("retry-after")).not.toBeNull();
    expectDeprecated(res!, "search");
  });
});

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        deprecated?: boolean;
        tags: string[];
        requestBody: unknown;
        responses: Record<
          string,
          { headers?: Record<string, { required?: boolean; schema?: unknown }> }
        >;
      }
    >
  >;
};

describe("the OpenAPI document", () => {
  it("marks the byo operations deprecated, with the new ones' bodies and the headers on every response", async () => {
    const doc = (await (await t.request("GET", OPENAPI_PATH)).json()) as Doc;
    expect(doc.paths["/phone-numbers"]!.get!.tags).toEqual(["Phone numbers"]);
    for (const step of IMPORT_STEPS) {
      const current = doc.paths[`/phone-numbers/import/${step}`]!.post!;
      const earlier = doc.paths[`/phone-numbers/byo/${step}`]!.post!;
      expect(current.deprecated).toBeUndefined();
      expect(earlier.deprecated).toBe(true);
      expect(earlier.operationId).toBe(`${current.operationId}_byo`);
      expect(earlier.tags).toEqual(["Phone numbers"]);
      expect(earlier.requestBody).toEqual(current.requestBody);
      expect(earlier.responses["200"]!).toMatchObject({
        content: (current.responses["200"] as { content: unknown }).content,
      });
      expect(Object.keys(earlier.responses).sort()).toEqual(Object.keys(current.responses).sort());
      for (const [status, response] of Object.entries(earlier.responses)) {
        expect(response.headers?.Deprecation, `${step} ${status}`).toMatchObject({
          required: true,
          schema: { enum: ["true"] },
        });
        expect(response.headers?.Link, `${step} ${status}`).toMatchObject({
          required: true,
          schema: { enum: [link(step)] },
        });
        expect(response.headers?.["X-RateLimit-Limit"]).toBeDefined();
      }
      for (const response of Object.values(current.responses)) {
        expect(response.headers?.Deprecation).toBeUndefined();
      }
    }
  });
});
