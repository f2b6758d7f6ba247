import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Session } from "../../../../contract/members";
import { createTestPlatform, TEST_PASSWORD, type TestPlatform } from "../../../testing/harness";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const signIn = (email: string, password = TEST_PASSWORD) =>
  t.request("POST", "/api/v1/console/sessions", { body: { email, password } });

describe("console sessions", () => {
  it("signs in with email and password and returns the member with role and workspace", async () => {
    const res = await signIn("Manager@Acme.test");
    expect(res.status).toBe(201);
    const session = Session.parse(await res.json());
    expect(session.member).toMatchObject({
      email: "manager@acme.test",
      role: "manager",
      status: "active",
    });
    expect(session.member.workspace).toMatchObject({
      slug: "acme",
      name: "Acme Inc.",
      deleted: false,
    });
    expect(JSON.stringify(session)).not.toMatch(/password|scrypt/);

    const me = await t.request("GET", "/api/v1/console/me", { session: session.token });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(session.member);
  });

  it("refuses a wrong password and an unknown email with the same sentence", async () => {
    const wrong = await signIn("owner@acme.test", "not-it");
    const unknown = await signIn("nobody@acme.test");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: "The email or password is not correct." });
    expect(await unknown.json()).toEqual({ detail: "The email or password is not correct." });
  });

  it("a 422 names the field of a malformed sign-in", async () => {
    const res = await t.request("POST", "/api/v1/console/sessions", {
      body: { email: "not an email", password: "" },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[] }[] };
    expect(body.detail.map((d) => d.loc)).toEqual([
      ["body", "email"],
      ["body", "password"],
    ]);
  });

  it("signs out: the token stops working", async () => {
    const token = await t.signIn("admin@acme.test");
    const out = await t.request("DELETE", "/api/v1/console/sessions/current", { session: token });
    expect(out.status).toBe(204);
    const me = await t.request("GET", "/api/v1/console/me", { session: token });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({
      detail: "The session has expired or was signed out; sign in again.",
    });
  });

  it("console operations refuse API keys and missing sessions", async () => {
    const key = await t.legacyKey();
    expect((await t.request("GET", "/api/v1/console/me")).status).toBe(401);
    expect(
      (
        await t.request("GET", "/api/v1/console/me", {
          headers: { authorization: `Bearer ${key}` },
        })
      ).status,
    ).toBe(401);
  });

  it("a session expires after 12 hours", async () => {
    const token = await t.signIn("member@acme.test");
    t.clock.advance(12 * 3600_000);
    expect((await t.request("GET", "/api/v1/console/me", { session: token })).status).toBe(401);
  });
});
