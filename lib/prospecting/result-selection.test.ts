import { describe, expect, it } from "vitest";
import {
  hasSelection,
  isSelected,
  NO_SELECTION,
  selectAll,
  selectedCount,
  selectionBody,
  setSelected,
} from "./result-selection";

describe("a selection across pages", () => {
  it("picks ids one by one and sends them as prospect_ids", () => {
    let selection = setSelected(NO_SELECTION, ["a", "b"], true);
    selection = setSelected(selection, ["c"], true);
    selection = setSelected(selection, ["b"], false);
    expect(isSelected(selection, "a")).toBe(true);
    expect(isSelected(selection, "b")).toBe(false);
    expect(selectedCount(selection, 500)).toBe(2);
    expect(selectionBody(selection)).toEqual({ prospect_ids: ["a", "c"] });
  });

  it("select all, then untick some: sends the exclusions and counts from the total", () => {
    let selection = selectAll();
    expect(selectionBody(selection)).toEqual({});
    expect(selectedCount(selection, 1234)).toBe(1234);
    selection = setSelected(selection, ["x", "y"], false);
    selection = setSelected(selection, ["y"], true);
    expect(isSelected(selection, "x")).toBe(false);
    expect(isSelected(selection, "y")).toBe(true);
    expect(isSelected(selection, "never-seen")).toBe(true);
    expect(selectedCount(selection, 1234)).toBe(1233);
    expect(selectionBody(selection)).toEqual({ exclude_prospect_ids: ["x"] });
  });

  it("nothing selected means the whole set", () => {
    expect(hasSelection(NO_SELECTION, 10)).toBe(false);
    expect(selectionBody(NO_SELECTION)).toEqual({});
    expect(hasSelection(setSelected(selectAll(), ["a"], false), 1)).toBe(false);
  });

  it("never changes the selection it was given", () => {
    const before = setSelected(NO_SELECTION, ["a"], true);
    setSelected(before, ["b"], true);
    expect(selectionBody(before)).toEqual({ prospect_ids: ["a"] });
    expect(selectionBody(NO_SELECTION)).toEqual({});
  });
});
