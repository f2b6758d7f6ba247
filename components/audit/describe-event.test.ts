import { describe, expect, it } from "vitest";
import type { AuditEvent } from "@/contract/audit";
import { describeEvent } from "./describe-event";

function event(action: string, details: Record<string, unknown>, label = "Zapier"): AuditEvent {
  return {
    id: "aud_1",
    action,
    actor: { member_id: "mem_1", email: "owner@acme.test" },
    target: { type: action.startsWith("member") ? "member" : "api_key", id: "x", label },
    details,
    created_at: "2026-11-22T14:00:00Z",
  };
}

describe("describeEvent", () => {
  it("says what happened to a key, by masked value only", () => {
    expect(
      describeEvent(
        event("api_key.created", {
          environment: "test",
          scopes: ["read"],
          expires_at: null,
          masked: "sk_test_…abcd",
          rolled_from: null,
        }),
      ),
    ).toBe("Created “Zapier” (sk_test_…abcd): read only, test");
    expect(describeEvent(event("api_key.revoked", { masked: "sk_live_…abcd" }))).toBe(
      "Revoked “Zapier” (sk_live_…abcd)",
    );
    expect(
      describeEvent(
        event("api_key.rolled", {
          masked: "sk_live_…abcd",
          replacement_id: "key_2",
          grace_seconds: 86_400,
          old_expires_at: "2026-11-23T14:00:00Z",
        }),
      ),
    ).toBe("Rolled “Zapier” (sk_live_…abcd); the old key stops working after 1 day");
  });

  it("says what happened to a member and how many keys it touched", () => {
    const affected = [{ id: "k", label: "HubSpot sync", access: "creator_inactive" }];
    expect(
      describeEvent(
        event(
          "member.status_changed",
          { from: "active", to: "suspended", affected_keys: affected },
          "maya@acme.test",
        ),
      ),
    ).toBe("Suspended maya@acme.test; keys affected: “HubSpot sync”");
    expect(
      describeEvent(
        event(
          "member.role_changed",
          { from: "admin", to: "manager", affected_keys: [] },
          "maya@acme.test",
        ),
      ),
    ).toBe("Changed maya@acme.test's role from admin to manager; no keys affected");
  });

  it("still reads an action it does not know", () => {
    expect(describeEvent(event("api_key.renamed", { to: "x" }))).toBe("api key renamed: Zapier");
  });
});
