import { createLoader } from "nuqs/server";
import { describe, expect, it } from "vitest";
import { LEAD_LIST_VIEW_PARAMS, leadListHref, toLeadSort } from "./detail-url";

const load = createLoader(LEAD_LIST_VIEW_PARAMS);

describe("lead list addresses", () => {
  it("leaves defaults out and keeps search, sort and page", () => {
    expect(leadListHref("ll_1", { page: 1, q: "", sort: { id: "created_at", desc: true } })).toBe(
      "/lead-lists/ll_1",
    );
    expect(leadListHref("ll 1", { page: 3, q: "ada l", sort: { id: "name", desc: false } })).toBe(
      "/lead-lists/ll%201?q=ada+l&sort=name&page=3",
    );
  });

  it("reads only sorts the platform accepts", () => {
    expect(load("?sort=-email").sort).toEqual({ id: "email", desc: true });
    expect(load("?sort=age").sort).toEqual({ id: "created_at", desc: true });
    expect(load("").sort).toEqual({ id: "created_at", desc: true });
  });

  it("trims the search and keeps it within the platform's limit", () => {
    expect(load("?q=%20%20ada%20%20").q).toBe("ada");
    expect(load(`?q=${"x".repeat(250)}`).q).toHaveLength(200);
    expect(load("").q).toBe("");
  });

  it("writes the platform's sort values", () => {
    expect(toLeadSort({ id: "company_name", desc: true })).toBe("-company_name");
    expect(toLeadSort({ id: "name", desc: false })).toBe("name");
  });
});
