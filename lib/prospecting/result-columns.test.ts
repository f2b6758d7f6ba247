import { describe, expect, it } from "vitest";
import {
  columnLabel,
  defaultColumns,
  formatCell,
  inListOf,
  marksOf,
  marksText,
  notEnriched,
  resultMembers,
  rowKey,
  visibleColumns,
} from "./result-columns";

describe("result columns", () => {
  it("takes every member seen, in first-seen order, leaving in_list to the row mark", () => {
    const members = resultMembers([
      { id: "a", first_name: "Ana", in_list: true },
      { id: "b", score: 3, first_name: "Bo", extra: { x: 1 } },
    ]);
    expect(members).toEqual(["id", "first_name", "score", "extra"]);
  });

  it("offers the contact columns on pages whose results were not enriched", () => {
    const page2 = [{ id: "c", first_name: "Cy", in_list: false, enriched: false }];
    const page1 = [
      { ...page2[0], enriched: true, email: "cy@x.test", phone: "1", network_url: "u" },
    ];
    expect(resultMembers(page2)).toEqual(resultMembers(page1));
    expect(defaultColumns(resultMembers(page2))).toContain("email");
    expect(notEnriched(page2[0]!, "email")).toBe(true);
    expect(notEnriched(page2[0]!, "first_name")).toBe(false);
    expect(notEnriched(page1[0]!, "email")).toBe(false);
  });

  it("defaults to the preferred members present, or the first few", () => {
    expect(defaultColumns(["id", "email", "first_name", "zeta"])).toEqual(["first_name", "email"]);
    expect(defaultColumns(["id", "a", "b"])).toEqual(["a", "b"]);
  });

  it("draws the chosen columns these results have, in the results' order", () => {
    const members = ["id", "first_name", "score"];
    expect(visibleColumns(members, null)).toEqual(["first_name"]);
    expect(visibleColumns(members, ["score", "id"])).toEqual(["id", "score"]);
    expect(visibleColumns(members, ["gone"])).toEqual(["first_name"]);
  });

  it("labels and formats any value", () => {
    expect(columnLabel("network_url")).toBe("Network URL");
    expect(columnLabel("employee_count")).toBe("Employee count");
    expect(formatCell(1234.5)).toBe("1,234.5");
    expect(formatCell(true)).toBe("Yes");
    expect(formatCell(null)).toBe("");
    expect(formatCell(["a", 2])).toBe("a, 2");
    expect(formatCell({ a: 1 })).toBe('{"a":1}');
    expect(rowKey({ id: "p1" }, 0)).toBe("p1");
    expect(rowKey({}, 4)).toBe("#4");
    expect(inListOf({ in_list: true })).toBe(true);
    expect(inListOf({ in_list: "yes" })).toBeNull();
  });
});

describe("where a result already is", () => {
  it("marks this list, other lists and campaigns", () => {
    expect(marksText(marksOf({ in_list: true, lead_list_count: 1, campaign_count: 0 }))).toEqual([
      "In this list",
    ]);
    expect(marksText(marksOf({ in_list: false, lead_list_count: 2, campaign_count: 1 }))).toEqual([
      "In 2 lists",
      "In 1 campaign",
    ]);
    expect(marksText(marksOf({ in_list: true, lead_list_count: 3, campaign_count: 2 }))).toEqual([
      "In this list",
      "In 2 other lists",
      "In 2 campaigns",
    ]);
    expect(marksText(marksOf({ in_list: true, lead_list_count: 2, campaign_count: 0 }))).toEqual([
      "In this list",
      "In 1 other list",
    ]);
    expect(marksText(marksOf({ in_list: false, lead_list_count: 0, campaign_count: 0 }))).toEqual(
      [],
    );
  });

  it("copes with an upstream that says only in_list, or nothing", () => {
    expect(marksText(marksOf({ in_list: true }))).toEqual(["In this list"]);
    expect(marksOf({ first_name: "Ana" })).toBeNull();
  });

  it("keeps the marks out of the columns", () => {
    expect(
      resultMembers([{ id: "p", in_list: false, lead_list_count: 0, campaign_count: 0 }]),
    ).toEqual(["id"]);
  });
});
