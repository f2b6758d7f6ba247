import { describe, expect, it } from "vitest";
import { splitProspectFields } from "./prospect-fields";

describe("a result's fields in the panel", () => {
  it("groups every member, keeps unknown ones, and lists contact fields of a result not enriched", () => {
    const groups = splitProspectFields({
      id: "pros_1",
      first_name: "Ana",
      company_name: "Bluewave",
      employee_count: 420,
      funded_at: null,
      enriched: false,
      in_list: false,
      lead_list_count: 0,
      campaign_count: 0,
      seniority_score: 7,
    });
    expect(groups).toEqual([
      { title: "Person", members: ["first_name", "email", "phone", "network_url", "enriched"] },
      { title: "Company", members: ["company_name", "employee_count", "funded_at"] },
      { title: "More", members: ["seniority_score"] },
    ]);
  });
});
