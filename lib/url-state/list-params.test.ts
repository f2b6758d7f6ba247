import { createSerializer } from "nuqs";
import { describe, expect, it } from "vitest";
import { choiceParam, fromSortingState, pageParam, sortParam, textParam } from "./list-params";

describe("pageParam", () => {
  it("reads a page number and falls back to 1 for anything else", () => {
    expect(pageParam.parse("3")).toBe(3);
    for (const bad of ["0", "-2", "2.5", "x", "", "1e400"]) {
      expect(pageParam.parseServerSide(bad)).toBe(1);
    }
  });
});

describe("sortParam", () => {
  const sort = sortParam(["name", "created_at"] as const, { id: "created_at", desc: true });

  it("reads a column and a leading minus for descending", () => {
    expect(sort.parse("name")).toEqual({ id: "name", desc: false });
    expect(sort.parse("-created_at")).toEqual({ id: "created_at", desc: true });
  });

  it("reads an unknown column as the default", () => {
    expect(sort.parseServerSide("-password")).toEqual({ id: "created_at", desc: true });
    expect(sort.parseServerSide(undefined)).toEqual({ id: "created_at", desc: true });
  });

  it("writes what it reads", () => {
    expect(sort.serialize({ id: "name", desc: true })).toBe("-name");
    expect(sort.serialize({ id: "created_at", desc: false })).toBe("created_at");
  });
});

describe("choiceParam and textParam", () => {
  it("keep to their values", () => {
    const state = choiceParam(["all", "active"] as const, "all");
    expect(state.parseServerSide("active")).toBe("active");
    expect(state.parseServerSide("deleted")).toBe("all");
    expect(textParam.parseServerSide("  Ada  ")).toBe("Ada");
    expect(textParam.parseServerSide("x".repeat(300))).toHaveLength(200);
    expect(textParam.parseServerSide("   ")).toBe("");
  });
});

describe("a list page's address", () => {
  const serialize = createSerializer(
    {
      page: pageParam,
      sort: sortParam(["name", "created_at"] as const, { id: "created_at", desc: true }),
      q: textParam,
    },
    { clearOnDefault: true },
  );

  it("leaves defaults out, so the plain address stays plain", () => {
    expect(serialize("/lead-lists/x", { page: 1, sort: { id: "created_at", desc: true } })).toBe(
      "/lead-lists/x",
    );
    expect(
      serialize("/lead-lists/x", { page: 2, sort: { id: "name", desc: false }, q: "Ada" }),
    ).toBe("/lead-lists/x?page=2&sort=name&q=Ada");
  });
});

describe("fromSortingState", () => {
  it("takes the table's one sorted column, or the default when none", () => {
    const fallback = { id: "name", desc: false } as const;
    expect(fromSortingState([{ id: "created_at", desc: true }], fallback)).toEqual({
      id: "created_at",
      desc: true,
    });
    expect(fromSortingState([], fallback)).toBe(fallback);
  });
});
