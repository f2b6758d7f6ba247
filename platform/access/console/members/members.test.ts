import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Member } from "../../../../contract/members";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

async function patch(actor: string, target: string, body: object) {
  const session = await t.signIn(actor);
  const { id } = await t.memberByEmail(target);
  return t.request("PATCH", `/api/v1/console/members/${id}`, { session, body });
}

describe("members", () => {
  it("every member can list the workspace's members, and only those", async () => {
    const session = await t.signIn("member@acme.test");
    const res = await t.request("GET", "/api/v1/console/members", { session });
    expect(res.status).toBe(200);
    const items = Member.array().parse(((await res.json()) as { items: unknown }).items);
    expect(items.map((m) => m.email).sort()).toEqual([
      "admin@acme.test",
      "manager@acme.test",
      "member@acme.test",
      "owner@acme.test",
    ]);
  });

  it("admins change roles; managers and members may not", async () => {
    expect((await patch("manager@acme.test", "member@acme.test", { role: "manager" })).status).toBe(
      403,
    );
    const res = await patch("admin@acme.test", "member@acme.test", { role: "manager" });
    expect(res.status).toBe(200);
    expect(Member.parse(await res.json()).role).toBe("manager");
    expect((await patch("admin@acme.test", "member@acme.test", { role: "member" })).status).toBe(
      200,
    );
  });

  it("only an owner changes an owner or grants owner; nobody changes themselves", async () => {
    expect(
      await (await patch("admin@acme.test", "owner@acme.test", { role: "admin" })).json(),
    ).toEqual({
      detail: "Only an owner can change another owner.",
    });
    expect((await patch("admin@acme.test", "member@acme.test", { role: "owner" })).status).toBe(
      403,
    );
    expect((await patch("owner@acme.test", "owner@acme.test", { role: "member" })).status).toBe(
      422,
    );
  });

  it("suspending a member ends their sessions; another workspace's member is not found", async () => {
    const token = await t.signIn("member@acme.test");
    expect(
      (await patch("admin@acme.test", "member@acme.test", { status: "suspended" })).status,
    ).toBe(200);
    expect((await t.request("GET", "/api/v1/console/me", { session: token })).status).toBe(401);
    const signIn = await t.request("POST", "/api/v1/console/sessions", {
      body: { email: "member@acme.test", password: "test-password" },
    });
    expect(signIn.status).toBe(403);
    expect((await patch("admin@acme.test", "member@acme.test", { status: "active" })).status).toBe(
      200,
    );
    expect((await patch("admin@acme.test", "owner@globex.test", { role: "member" })).status).toBe(
      404,
    );
  });

  it("a body must change something and name known fields", async () => {
    expect((await patch("admin@acme.test", "member@acme.test", {})).status).toBe(422);
    expect((await patch("admin@acme.test", "member@acme.test", { role: "boss" })).status).toBe(422);
  });

  it("only the owner changes the workspace", async () => {
    const admin = await t.signIn("admin@acme.test");
    const res = await t.request("PATCH", "/api/v1/console/workspace", {
      session: admin,
      body: { plan_api_access: false },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: "Only the owner can change the workspace." });
  });
});
