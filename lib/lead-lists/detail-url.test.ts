import { describe, expect, it } from "vitest";
import { leadListHref, nextLeadSort, searchParam, sortColumnOf, sortParam } from "./detail-url";

describe("lead list addresses", () => {
  it("leaves defaults out and keeps search, sort and page", () => {
    expect(leadListHref("ll_1", { page: 1, q: "", sort: "-created_at" })).toBe("/lead-lists/ll_1");
    expect(leadListHref("ll 1", { page: 3, q: "ada l", sort: "name" })).toBe(
      "/lead-lists/ll%201?q=ada+l&sort=name&page=3",
    );
  });

  it("reads only sorts the platform accepts", () => {
    expect(sortParam("-email")).toBe("-email");
    expect(sortParam(["status", "name"])).toBe("status");
    expect(sortParam("age")).toBe("-created_at");
    expect(sortParam(undefined)).toBe("-created_at");
  });

  it("trims the search and keeps it within the platform's limit", () => {
    expect(searchParam("  ada  ")).toBe("ada");
    expect(searchParam("x".repeat(250))).toHaveLength(200);
    expect(searchParam(undefined)).toBe("");
  });

  it("turns the order around on a second click; dates start with the newest", () => {
    expect(nextLeadSort("-created_at", "name")).toBe("name");
    expect(nextLeadSort("name", "name")).toBe("-name");
    expect(nextLeadSort("-name", "name")).toBe("name");
    expect(nextLeadSort("name", "created_at")).toBe("-created_at");
    expect(sortColumnOf("-company_name")).toEqual({ column: "company_name", descending: true });
  });
});
