import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Invitation, InvitationPreview, IssuedInvitation } from "../../../../contract/invitations";
import { Session } from "../../../../contract/members";
import * as secrets from "../../../auth/secrets";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { invitations } from "../../tables";

const DAY = 24 * 3600_000;
const PASSWORD = "a long enough password";

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ deps: { consoleOrigin: "http://console.test" } });
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `invitee${++counter}-${Date.now()}@example.test`;

async function invite(as: string, body: object) {
  const session = await t.signIn(as);
  return t.request("POST", "/api/v1/console/invitations", { session, body });
}

async function invited(as: string, role = "member", email = freshEmail()) {
  const res = await invite(as, { email, role });
  expect(res.status).toBe(201);
  return IssuedInvitation.parse(await res.json());
}

const accept = (token: string, name = "New Person", password = PASSWORD) =>
  t.request("POST", "/api/v1/console/invitations/accept", { body: { token, name, password } });
const preview = (token: string) =>
  t.request("POST", "/api/v1/console/invitations/preview", { body: { token } });

describe("inviting", () => {
  it("an admin invites by email with a role; the token is answered once, hashed at rest, and the link logged", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const email = freshEmail();
    const res = await invite("admin@acme.test", {
      email: `  ${email.toUpperCase()} `,
      role: "manager",
    });
    expect(res.status).toBe(201);
    const { invitation, token } = IssuedInvitation.parse(await res.json());
    expect(invitation).toMatchObject({
      email,
      role: "manager",
      status: "pending",
      invited_by: "admin@acme.test",
    });
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(7 * DAY);
    const lines = log.mock.calls.map((call) => String(call[0]));
    log.mockRestore();
    expect(lines).toContainEqual(
      `[platform] Invitation for ${email} (manager), expires ${invitation.expires_at}: http://console.test/invitations/accept?token=${token}`,
    );
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored!.tokenHash).toBe(secrets.sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // Listed for every member, never with a token.
    const list = await t.request("GET", "/api/v1/console/invitations", {
      session: await t.signIn("member@acme.test"),
    });
    expect(list.status).toBe(200);
    const items = Invitation.array().parse(((await list.json()) as { items: unknown }).items);
    expect(items.find((i) => i.id === invitation.id)!.status).toBe("pending");
    expect(JSON.stringify(items)).not.toContain(token);
  });

  it("follows the member-change rule: admins and owners, up to their own role, never owner", async () => {
    const asManager = await invite("manager@acme.test", { email: freshEmail(), role: "member" });
    expect(asManager.status).toBe(403);
    expect(await asManager.json()).toEqual({
      detail: "Only admins and owners can invite, resend or revoke invitations.",
    });
    const owner = await invite("owner@acme.test", { email: freshEmail(), role: "owner" });
    expect(owner.status).toBe(422);
    expect(((await owner.json()) as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "role",
    ]);
    expect((await invite("admin@acme.test", { email: freshEmail(), role: "admin" })).status).toBe(
      201,
    );
    expect((await invite("owner@acme.test", { email: freshEmail(), role: "admin" })).status).toBe(
      201,
    );
  });

  it("validates strictly, with loc naming the field", async () => {
    const cases: [object, string[]][] = [
      [{ email: "not-an-email", role: "member" }, ["body", "email"]],
      [{ role: "member" }, ["body", "email"]],
      [{ email: freshEmail(), role: "boss" }, ["body", "role"]],
      [{ email: freshEmail(), role: "member", extra: 1 }, ["body"]],
    ];
    for (const [body, loc] of cases) {
      const res = await invite("admin@acme.test", body);
      expect(res.status).toBe(422);
      const detail = ((await res.json()) as { detail: { loc: string[] }[] }).detail;
      expect(detail[0]!.loc.slice(0, loc.length)).toEqual(loc);
    }
  });

  it("refuses an address that is a member anywhere, or already has an open invitation", async () => {
    const member = await invite("admin@acme.test", { email: "owner@globex.test", role: "member" });
    expect(member.status).toBe(409);
    const { invitation } = await invited("admin@acme.test");
    const again = await invite("owner@acme.test", { email: invitation.email, role: "member" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      detail:
        "This address already has an open invitation to the workspace; resend it or revoke it first.",
    });
  });
});

describe("accepting", () => {
  it("makes the member with the invited role and signs them in; the link works once", async () => {
    const { invitation, token } = await invited("admin@acme.test", "manager");
    const seen = await preview(token);
    expect(seen.status).toBe(200);
    expect(InvitationPreview.parse(await seen.json())).toMatchObject({
      email: invitation.email,
      role: "manager",
      workspace: { name: expect.any(String) },
    });
    const compare = vi.spyOn(secrets, "constantTimeEqual");
    const res = await accept(token, "  Ada Lovelace ");
    expect(compare).toHaveBeenCalled();
    compare.mockRestore();
    expect(res.status).toBe(201);
    const session = Session.parse(await res.json());
    expect(session.member).toMatchObject({
      email: invitation.email,
      name: "Ada Lovelace",
      role: "manager",
    });
    const me = await t.request("GET", "/api/v1/console/me", { session: session.token });
    expect(me.status).toBe(200);
    // Single use: the same link again, and its preview, say it was accepted.
    const second = await accept(token);
    expect(second.status).toBe(410);
    expect(await second.json()).toEqual({
      detail:
        "This invitation has already been accepted. Sign in with the email address it was sent to.",
    });
    expect((await preview(token)).status).toBe(410);
    // The new member signs in with the password they chose.
    const signIn = await t.request("POST", "/api/v1/console/sessions", {
      body: { email: invitation.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(201);
    // Audited: invited by the admin, joined by the new member.
    const admin = await t.signIn("admin@acme.test");
    const audit = (await (
      await t.request("GET", "/api/v1/console/audit-events?limit=100", { session: admin })
    ).json()) as { items: { action: string; target: { label: string } }[] };
    const actions = audit.items
      .filter((e) => e.target.label === invitation.email)
      .map((e) => e.action);
    expect(actions.sort()).toEqual(["member.invited", "member.joined"]);
  });

  it("two accepts of one link at once: one member, one 410", async () => {
    const { token } = await invited("admin@acme.test");
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410]);
  });

  it("an expired link says so, by the clock; a new invitation replaces the expired one", async () => {
    const { invitation, token } = await invited("admin@acme.test");
    t.clock.advance(7 * DAY + 1000);
    const res = await accept(token);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({
      detail: "This invitation has expired. Ask the person who invited you to send a new one.",
    });
    const again = await invite("admin@acme.test", { email: invitation.email, role: "member" });
    expect(again.status).toBe(201);
  });

  it("a resent invitation kills the old link; a revoked one says it was withdrawn", async () => {
    const admin = await t.signIn("admin@acme.test");
    const first = await invited("admin@acme.test");
    const resent = await t.request(
      "POST",
      `/api/v1/console/invitations/${first.invitation.id}/resend`,
      {
        session: admin,
      },
    );
    expect(resent.status).toBe(200);
    const { token } = IssuedInvitation.parse(await resent.json());
    expect(token).not.toBe(first.token);
    const old = await accept(first.token);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({
      detail:
        "This invitation link is not valid. Check that you opened the whole link, or ask for a new invitation.",
    });
    const revoked = await t.request(
      "POST",
      `/api/v1/console/invitations/${first.invitation.id}/revoke`,
      {
        session: admin,
      },
    );
    expect(revoked.status).toBe(200);
    expect(Invitation.parse(await revoked.json()).status).toBe("revoked");
    const res = await accept(token);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/withdrawn/);
    // Closed for good: neither resent nor revoked again.
    for (const action of ["resend", "revoke"]) {
      const closed = await t.request(
        "POST",
        `/api/v1/console/invitations/${first.invitation.id}/${action}`,
        {
          session: admin,
        },
      );
      expect(closed.status).toBe(409);
    }
  });

  it("resend and revoke follow the role rule, and another workspace's invitation is not found", async () => {
    const { invitation } = await invited("owner@acme.test", "admin");
    const manager = await t.signIn("manager@acme.test");
    expect(
      (
        await t.request("POST", `/api/v1/console/invitations/${invitation.id}/revoke`, {
          session: manager,
        })
      ).status,
    ).toBe(403);
    const globex = await t.signIn("owner@globex.test");
    expect(
      (
        await t.request("POST", `/api/v1/console/invitations/${invitation.id}/revoke`, {
          session: globex,
        })
      ).status,
    ).toBe(404);
  });

  it("refuses a weak password or a malformed token with loc, and an unknown token with a sentence", async () => {
    const { token } = await invited("admin@acme.test");
    const weak = await accept(token, "Name", "short");
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "password",
    ]);
    const malformed = await accept("x", "Name");
    expect(((await malformed.json()) as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual([
      "body",
      "token",
    ]);
    expect((await accept("A".repeat(43))).status).toBe(404);
  });
});
