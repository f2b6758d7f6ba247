import { describe, expect, it } from "vitest";
import { FILTER_SUGGESTIONS } from "@/contract/filter-suggestions";
import { FILTER_ARRAY_LIMITS } from "@/contract/prospecting";
import { matchingSuggestions, rankByProspects } from "./suggestions";

describe("matchingSuggestions", () => {
  const tools = ["HubSpot", "Salesforce", "Pipedrive", "Zoho CRM", "Salesloft"];

  it("offers what contains the text, starting matches first, leaving out what is chosen", () => {
    expect(matchingSuggestions(tools, [], "sales")).toEqual(["Salesforce", "Salesloft"]);
    expect(matchingSuggestions(tools, ["salesforce"], "SALES")).toEqual(["Salesloft"]);
    expect(matchingSuggestions(tools, [], "zo")).toEqual(["Zoho CRM"]);
    expect(matchingSuggestions(tools, [], "o")).toEqual([
      "HubSpot",
      "Salesforce",
      "Zoho CRM",
      "Salesloft",
    ]);
  });

  it("offers the first few when nothing is typed", () => {
    expect(matchingSuggestions(tools, ["HubSpot"], "", undefined, 2)).toEqual([
      "Salesforce",
      "Pipedrive",
    ]);
  });
});

describe("the corpus's suggestions", () => {
  it("cover every array filter", () => {
    for (const name of Object.keys(FILTER_ARRAY_LIMITS)) {
      expect(
        FILTER_SUGGESTIONS[name as keyof typeof FILTER_SUGGESTIONS]?.length,
        name,
      ).toBeGreaterThan(0);
    }
  });

  it("matches a code by its label too", () => {
    const label = (v: string) => (v === "c_suite" ? "C-suite" : v);
    expect(matchingSuggestions(["vp", "c_suite"], [], "c-s", label)).toEqual(["c_suite"]);
    expect(matchingSuggestions(["vp", "c_suite"], [], "c_", label)).toEqual(["c_suite"]);
  });
});

describe("rankByProspects", () => {
  it("puts the titles most prospects have first, then the rest in their own order", () => {
    expect(
      rankByProspects(
        ["Advisor", "Chief Executive Officer", "Software Engineer", "Owner"],
        [
          { title: "owner", prospects: 3 },
          { title: "Software Engineer", prospects: 40 },
          { title: "Data Wrangler", prospects: 7 },
        ],
      ),
    ).toEqual([
      "Software Engineer",
      "Data Wrangler",
      "owner",
      "Advisor",
      "Chief Executive Officer",
    ]);
  });

  it("keeps the list as it is without counts", () => {
    const list = ["b", "a"];
    expect(rankByProspects(list, undefined)).toBe(list);
    expect(rankByProspects(list, [])).toBe(list);
  });
});
