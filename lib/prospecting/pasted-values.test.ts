import { describe, expect, it } from "vitest";
import { addValues, splitPasted } from "./pasted-values";

describe("pasting into a chip input", () => {
  it("makes one value per comma or line", () => {
    expect(splitPasted("A, B, C")).toEqual(["A", "B", "C"]);
    expect(splitPasted("Germany\nFrance\r\nSpain\n")).toEqual(["Germany", "France", "Spain"]);
    expect(splitPasted("one\ttwo; three")).toEqual(["one", "two", "three"]);
  });

  it("drops blanks and repeats, keeping the first spelling", () => {
    expect(splitPasted(" ,, vp ,VP,, director ")).toEqual(["vp", "director"]);
    expect(splitPasted("   ")).toEqual([]);
  });

  it("a single value without separators is one value", () => {
    expect(splitPasted("Director of Sales")).toEqual(["Director of Sales"]);
  });

  it("adds only what is not chosen yet", () => {
    expect(addValues(["vp"], ["VP", "cto"])).toEqual({ values: ["vp", "cto"], added: ["cto"] });
  });
});
