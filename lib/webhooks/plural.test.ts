import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("says one in the singular and every other count in the plural", () => {
    expect(plural(1, "delivery", "deliveries")).toBe("1 delivery");
    expect(plural(0, "delivery", "deliveries")).toBe("0 deliveries");
    expect(plural(1204, "delivery", "deliveries")).toBe("1,204 deliveries");
  });
});
