import { describe, expect, it } from "vitest";
import { invitableRoles } from "@/contract/invitations";
import { inviteImpact } from "./invite-impact";

describe("invitations in the members page", () => {
  it("offers the roles of the member-change rule, never owner", () => {
    expect(invitableRoles("owner")).toEqual(["admin", "manager", "member"]);
    expect(invitableRoles("admin")).toEqual(["admin", "manager", "member"]);
    expect(invitableRoles("manager")).toEqual([]);
    expect(invitableRoles("member")).toEqual([]);
  });

  it("says what the role lets the new member do; no key is affected", () => {
    const member = inviteImpact("member");
    expect(member.changed).toEqual([]);
    expect(member.notes.join(" ")).toMatch(/cannot create API keys/);
    const manager = inviteImpact("manager");
    expect(manager.notes.join(" ")).toMatch(/can create, revoke and roll API keys/);
    expect(manager.notes.join(" ")).not.toMatch(/change members/);
    expect(inviteImpact("admin").notes.join(" ")).toMatch(/change members and invite others/);
  });
});
