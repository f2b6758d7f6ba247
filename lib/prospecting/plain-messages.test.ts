import { describe, expect, it } from "vitest";
import { plainMessage, plainRangeMessage } from "./plain-messages";

describe("plain range messages", () => {
  it("speak of employees and revenue, not of wire names", () => {
    expect(plainRangeMessage("employee_count_min", 500, 10)).toBe(
      "The lower bound of employees (500) is above the upper bound (10); lower the first or raise the second.",
    );
    expect(plainRangeMessage("revenue_min")).toBe(
      "The lower bound of revenue in USD is above the upper bound; lower the first or raise the second.",
    );
  });

  it("replace the API's sentence at a range's min, and leave others alone", () => {
    const filters = { employee_count_min: 50, employee_count_max: 10 };
    expect(
      plainMessage(
        "filters.employee_count_min",
        "employee_count_min must not be above employee_count_max.",
        filters,
      ),
    ).not.toMatch(/employee_count/);
    expect(plainMessage("filters.employee_count_min", "Must be 0 or more.")).toBe(
      "Must be 0 or more.",
    );
    expect(plainMessage("filters.city", "Use at most 100 characters.")).toBe(
      "Use at most 100 characters.",
    );
  });
});
