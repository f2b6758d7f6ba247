import { describe, expect, it } from "vitest";
import { rowKeyAction } from "./data-table-keyboard";

describe("rowKeyAction", () => {
  it("moves one row with the arrows, and stops at the ends", () => {
    expect(rowKeyAction("ArrowDown", 0, 3)).toEqual({ kind: "move", to: 1 });
    expect(rowKeyAction("ArrowDown", 2, 3)).toEqual({ kind: "move", to: 2 });
    expect(rowKeyAction("ArrowUp", 1, 3)).toEqual({ kind: "move", to: 0 });
    expect(rowKeyAction("ArrowUp", 0, 3)).toEqual({ kind: "move", to: 0 });
  });

  it("goes to the first and last rows with Home and End", () => {
    expect(rowKeyAction("Home", 5, 9)).toEqual({ kind: "move", to: 0 });
    expect(rowKeyAction("End", 0, 9)).toEqual({ kind: "move", to: 8 });
  });

  it("jumps ten rows with PageDown and PageUp, within the table", () => {
    expect(rowKeyAction("PageDown", 3, 30)).toEqual({ kind: "move", to: 13 });
    expect(rowKeyAction("PageDown", 25, 30)).toEqual({ kind: "move", to: 29 });
    expect(rowKeyAction("PageUp", 4, 30)).toEqual({ kind: "move", to: 0 });
  });

  it("activates with Enter and toggles selection with Space", () => {
    expect(rowKeyAction("Enter", 0, 1)).toEqual({ kind: "activate" });
    expect(rowKeyAction(" ", 0, 1)).toEqual({ kind: "toggle-selection" });
  });

  it("leaves other keys, and an empty table, alone", () => {
    expect(rowKeyAction("a", 0, 3)).toBeNull();
    expect(rowKeyAction("Tab", 0, 3)).toBeNull();
    expect(rowKeyAction("ArrowDown", 0, 0)).toBeNull();
  });
});
