import { describe, expect, it } from "vitest";
import {
  ADMIN_AREAS,
  adminAreaNeed,
  keyCreatorNeed,
  memberNeed,
  roleMeets,
  seesConnectedAccounts,
} from "./access";
import { ROLES } from "./roles";

const METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
const ADMIN_PATHS = [
  "webhook-endpoints",
  "webhook-endpoints/we_1",
  "webhook-endpoints/we_1/deliveries",
  "webhook-endpoints/we_1/deliveries/del_1",
  "/webhook-endpoints/we_1/test",
  "phone-numbers/import/search",
  "connected-accounts",
  "agency/clients",
];

describe("the admin areas", () => {
  it("need admin for every method, on both sides of the one rule", () => {
    for (const path of ADMIN_PATHS) {
      expect(adminAreaNeed(path)?.minimumRole, path).toBe("admin");
      for (const method of METHODS) {
        expect(keyCreatorNeed(method, path).minimumRole, path).toBe("admin");
        const need = memberNeed(method, path);
        expect(need, `${method} ${path}`).toEqual(keyCreatorNeed(method, path));
        expect(roleMeets("manager", need)).toBe(false);
        expect(roleMeets("member", need)).toBe(false);
        expect(roleMeets("admin", need)).toBe(true);
        expect(roleMeets("owner", need)).toBe(true);
      }
    }
  });

  it("are the spec's four", () => {
    expect(ADMIN_AREAS).toEqual([
      "webhook-endpoints",
      "phone-numbers",
      "connected-accounts",
      "agency",
    ]);
  });

  it("says why in a sentence", () => {
    expect(memberNeed("GET", "webhook-endpoints").reason).toBe(
      "Managing webhook endpoints needs the admin role.",
    );
  });
});

describe("elsewhere", () => {
  it("a member reads, a manager writes", () => {
    for (const path of ["lead-lists", "leads", "jobs/job_1", "webhook-endpointsx", "agencyx"]) {
      expect(adminAreaNeed(path), path).toBeUndefined();
      for (const method of ["GET", "HEAD", "OPTIONS"]) {
        expect(memberNeed(method, path).minimumRole).toBe("member");
      }
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        expect(memberNeed(method, path).minimumRole).toBe("manager");
      }
      for (const method of METHODS) {
        expect(keyCreatorNeed(method, path).minimumRole).toBe("manager");
      }
    }
    expect(ROLES.filter((r) => roleMeets(r, memberNeed("POST", "lead-lists")))).toEqual([
      "owner",
      "admin",
      "manager",
    ]);
  });
});

describe("counting a search", () => {
  it("is a POST that changes nothing, so every member may count, and only count", () => {
    for (const path of ["prospect-search/count", "/prospect-search/count"]) {
      expect(memberNeed("POST", path).minimumRole, path).toBe("member");
    }
    for (const [method, path] of [
      ["POST", "prospect-search/count/x"],
      ["POST", "lead-lists/ll_1/prospect-search/preview"],
      ["DELETE", "prospect-search/count"],
      ["PUT", "prospect-search/count"],
    ] as const) {
      expect(memberNeed(method, path).minimumRole, `${method} ${path}`).toBe("manager");
    }
  });
});

describe("searching a knowledge base", () => {
  it("is a POST that changes nothing, so every member may search; writing stays with managers", () => {
    expect(memberNeed("POST", "knowledge-bases/kb_1/search").minimumRole).toBe("member");
    for (const [method, path] of [
      ["POST", "knowledge-bases/kb_1/documents"],
      ["POST", "knowledge-bases/kb_1/search/x"],
      ["PATCH", "knowledge-bases/kb_1"],
      ["POST", "knowledge-bases"],
    ] as const) {
      expect(memberNeed(method, path).minimumRole, `${method} ${path}`).toBe("manager");
    }
  });
});

describe("a campaign's channel assignments", () => {
  it("are read by every member, and written only by admins, as connected accounts are", () => {
    for (const path of [
      "campaigns/cmp_1/channel-assignments",
      "/campaigns/cmp_1/channel-assignments",
      "campaigns/cmp_1/channel-assignments/",
    ]) {
      for (const method of ["GET", "HEAD", "OPTIONS"]) {
        expect(memberNeed(method, path).minimumRole, `${method} ${path}`).toBe("member");
        expect(keyCreatorNeed(method, path).minimumRole, `${method} ${path}`).toBe("manager");
      }
      for (const method of ["PUT", "POST", "PATCH", "DELETE"]) {
        for (const need of [memberNeed(method, path), keyCreatorNeed(method, path)]) {
          expect(need, `${method} ${path}`).toEqual(memberNeed("GET", "connected-accounts"));
        }
      }
    }
    // Only that path: the campaign itself and its other parts keep the manager's rule.
    for (const path of [
      "campaigns/cmp_1",
      "campaigns/cmp_1/leads",
      "campaigns/channel-assignments",
    ]) {
      expect(memberNeed("PUT", path).minimumRole, path).toBe("manager");
    }
  });

  it("show accounts to admins, owners and keys without a creator, to nobody else", () => {
    expect(ROLES.filter((r) => seesConnectedAccounts(r))).toEqual(["owner", "admin"]);
    expect(seesConnectedAccounts(null)).toBe(true);
  });
});
