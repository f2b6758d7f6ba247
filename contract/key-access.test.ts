import { describe, expect, it } from "vitest";
import { effectiveKeyState, keyAccess, keyWorks } from "./key-access";

const active = (role: "owner" | "admin" | "manager" | "member") =>
  ({ role, status: "active" }) as const;

describe("keyAccess", () => {
  it("a workspace-level key has no creator check", () => {
    expect(keyAccess({ hasCreator: false, recordedRole: null, current: null }).status).toBe("ok");
  });

  it("a suspended or removed creator stops the key", () => {
    for (const status of ["suspended", "removed"] as const) {
      const access = keyAccess({
        hasCreator: true,
        recordedRole: "admin",
        current: { role: "admin", status },
      });
      expect(access.status).toBe("creator_inactive");
      expect(access.detail).toContain(status === "suspended" ? "suspended" : "removed");
    }
    expect(keyAccess({ hasCreator: true, recordedRole: "admin", current: null }).status).toBe(
      "creator_inactive",
    );
  });

  it("a creator who is now a member cannot hold keys", () => {
    const access = keyAccess({
      hasCreator: true,
      recordedRole: "owner",
      current: active("member"),
    });
    expect(access.status).toBe("creator_cannot_hold_keys");
  });

  it("a reduced role says what it loses", () => {
    const toManager = keyAccess({
      hasCreator: true,
      recordedRole: "admin",
      current: active("manager"),
    });
    expect(toManager.status).toBe("creator_role_reduced");
    expect(toManager.detail).toBe(
      "Its creator is now a manager (admin when it was made), so webhook endpoints, phone numbers, connected accounts and agency are refused (403); the rest works as its scopes allow.",
    );
    const toAdmin = keyAccess({
      hasCreator: true,
      recordedRole: "owner",
      current: active("admin"),
    });
    expect(toAdmin.status).toBe("creator_role_reduced");
    expect(toAdmin.detail).toMatch(/still allows everything/);
  });

  it("an unchanged or raised role works, and says where a manager's key stops", () => {
    expect(
      keyAccess({ hasCreator: true, recordedRole: "manager", current: active("manager") }),
    ).toEqual({
      status: "ok",
      detail:
        "Works as its scopes allow, except webhook endpoints, phone numbers, connected accounts and agency, which need a creator who is an admin.",
    });
    expect(
      keyAccess({ hasCreator: true, recordedRole: "manager", current: active("owner") }).status,
    ).toBe("ok");
  });
});

describe("effectiveKeyState", () => {
  it("applies the creator check to an active key only", () => {
    const cases = [
      ["active", "ok", "active", true],
      ["active", "creator_role_reduced", "limited", true],
      ["active", "creator_inactive", "refused", false],
      ["active", "creator_cannot_hold_keys", "refused", false],
      ["revoked", "creator_inactive", "revoked", false],
      ["expired", "ok", "expired", false],
    ] as const;
    for (const [state, status, effective, works] of cases) {
      const key = { state, access: { status } };
      expect(effectiveKeyState(key), `${state} + ${status}`).toBe(effective);
      expect(keyWorks(key), `${state} + ${status}`).toBe(works);
    }
  });
});
