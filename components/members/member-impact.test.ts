import { describe, expect, it } from "vitest";
import type { ApiKey } from "@/contract/api-keys";
import { keyAccess } from "@/contract/key-access";
import type { Member } from "@/contract/members";
import { assignableRoles, changeImpact, keyCountsOf, whyNot } from "./member-impact";

const maya: Member = {
  id: "mem_maya",
  email: "manager@acme.test",
  name: "Maya",
  role: "admin",
  status: "active",
  created_at: "2026-01-01T00:00:00Z",
};

function key(id: string, overrides: Partial<ApiKey> = {}): ApiKey {
  const creator = { member_id: maya.id, email: maya.email, role: "admin" as const };
  return {
    id,
    label: id,
    environment: "live",
    start: "sk_live_",
    last4: "abcd",
    scopes: ["read"],
    state: "active",
    creator,
    created_at: "2026-01-01T00:00:00Z",
    expires_at: null,
    revoked_at: null,
    last_used_at: null,
    replaced_by: null,
    access: keyAccess({ hasCreator: true, recordedRole: "admin", current: maya }),
    ...overrides,
  };
}

const keys = [
  key("mine"),
  key("revoked", { state: "revoked" }),
  key("someone else's", { creator: { member_id: "mem_x", email: "x", role: "owner" } }),
  key("workspace-level", { creator: null }),
];

describe("keyCountsOf", () => {
  it("counts a key its creator's status refuses apart from the working ones", () => {
    const refused = key("refused", {
      access: keyAccess({
        hasCreator: true,
        recordedRole: "admin",
        current: { ...maya, status: "suspended" },
      }),
    });
    const limited = key("limited", {
      access: keyAccess({
        hasCreator: true,
        recordedRole: "owner",
        current: { ...maya, role: "manager" },
      }),
    });
    expect(keyCountsOf(maya, keys)).toEqual({ working: 1, refused: 0 });
    expect(keyCountsOf(maya, [...keys, refused, limited])).toEqual({ working: 2, refused: 1 });
  });
});

describe("changeImpact", () => {
  it("suspending stops each active key the member made, and signs them out", () => {
    const impact = changeImpact(maya, { status: "suspended" }, keys);
    expect(impact.changed.map((c) => [c.key.id, c.before.status, c.after.status])).toEqual([
      ["mine", "ok", "creator_inactive"],
    ]);
    expect(impact.unchanged).toEqual([]);
    expect(impact.notes[0]).toMatch(/signed out at once/);
  });

  it("a demotion to manager takes the admin areas from their admin keys", () => {
    const impact = changeImpact(maya, { role: "manager" }, keys);
    expect(impact.changed[0]!.after.status).toBe("creator_role_reduced");
    expect(impact.changed[0]!.after.detail).toMatch(/webhook endpoints/);
    expect(impact.notes).toEqual(["They can no longer change members."]);
  });

  it("a demotion to member stops every key and takes key management away", () => {
    const impact = changeImpact(maya, { role: "member" }, keys);
    expect(impact.changed[0]!.after.status).toBe("creator_cannot_hold_keys");
    expect(impact.notes).toContain(
      "They can no longer create, revoke or roll API keys, or change workspace data.",
    );
  });

  it("reactivating brings the keys back", () => {
    const suspended = { ...maya, status: "suspended" as const };
    const impact = changeImpact(suspended, { status: "active" }, keys);
    expect(impact.changed[0]!.after.status).toBe("ok");
    expect(impact.notes).toContain("They can sign in again.");
  });

  it("a promotion that changes nothing a key can do lists it as unchanged", () => {
    const impact = changeImpact(maya, { role: "owner" }, keys);
    expect(impact.changed).toEqual([]);
    expect(impact.unchanged.map((k) => k.id)).toEqual(["mine"]);
  });
});

describe("who may change whom", () => {
  it("follows the platform's rules", () => {
    const admin = { id: "mem_a", role: "admin" as const };
    expect(whyNot(admin, maya)).toBeNull();
    expect(whyNot(admin, { ...maya, role: "owner" })).toBe(
      "Only an owner can change another owner.",
    );
    expect(whyNot({ ...admin, id: maya.id }, maya)).toBe(
      "You cannot change your own role or status.",
    );
    expect(whyNot({ id: "m", role: "manager" }, maya)).toBe(
      "Only admins and owners can change members.",
    );
    expect(assignableRoles(admin)).toEqual(["admin", "manager", "member"]);
    expect(assignableRoles({ role: "owner" })).toEqual(["owner", "admin", "manager", "member"]);
  });
});
