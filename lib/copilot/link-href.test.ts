import { describe, expect, it } from "vitest";
import { copilotLinkHref } from "./link-href";

describe("copilotLinkHref", () => {
  it("sends each record an answer names to its console page", () => {
    expect(copilotLinkHref({ kind: "campaign", id: "cmp_1", label: "Spring push" })).toBe(
      "/campaigns/cmp_1",
    );
    expect(copilotLinkHref({ kind: "lead_list", id: "ll_1", label: "Main" })).toBe(
      "/lead-lists/ll_1",
    );
  });

  it("opens a lead's list, searched for by the lead's name", () => {
    expect(
      copilotLinkHref({ kind: "lead", id: "lead_1", label: "Ada Lovelace", lead_list_id: "ll_2" }),
    ).toBe("/lead-lists/ll_2?q=Ada%20Lovelace");
    expect(copilotLinkHref({ kind: "lead", id: "lead_1", label: "Ada" })).toBeNull();
  });
});
