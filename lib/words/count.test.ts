import { describe, expect, it } from "vitest";
import { countOf, nounFor, pluralOf } from "./count";

describe("countOf", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(countOf(1, "lead")).toBe("1 lead");
    expect(countOf(3, "lead")).toBe("3 leads");
    expect(countOf(0, "lead")).toBe("0 leads");
  });

  it("groups thousands", () => {
    expect(countOf(1204, "delivery")).toBe("1,204 deliveries");
    expect(countOf(62, "credit")).toBe("62 credits");
  });

  it("knows the irregular plurals the console counts, on the last word of a phrase", () => {
    expect(countOf(2, "reply")).toBe("2 replies");
    expect(countOf(2, "match")).toBe("2 matches");
    expect(countOf(2, "campaign enrollment")).toBe("2 campaign enrollments");
    expect(countOf(2, "failed try")).toBe("2 failed tries");
    expect(pluralOf("company")).toBe("companies");
  });

  it("takes an irregular plural it does not know", () => {
    expect(countOf(2, "child", "children")).toBe("2 children");
    expect(countOf(1, "child", "children")).toBe("1 child");
  });

  it("gives the noun alone for a count shown apart", () => {
    expect(nounFor(1, "step")).toBe("step");
    expect(nounFor(4, "step")).toBe("steps");
  });
});
