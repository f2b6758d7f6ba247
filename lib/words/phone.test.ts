import { describe, expect, it } from "vitest";
import { formatIfPhone, formatPhone } from "./phone";

describe("formatPhone", () => {
  it("writes every way a number arrives in one international format", () => {
    expect(formatPhone("+15125550100")).toBe("+1 512 555 0100");
    expect(formatPhone("(312) 555-0160")).toBe("+1 312 555 0160");
    expect(formatPhone("+1 512 555 0101")).toBe("+1 512 555 0101");
    expect(formatPhone("512.555.0102")).toBe("+1 512 555 0102");
  });

  it("formats other countries by their own grouping", () => {
    expect(formatPhone("+442079460000")).toBe("+44 20 7946 0000");
    expect(formatPhone("+33123456789")).toBe("+33 1 23 45 67 89");
  });

  it("keeps an extension", () => {
    expect(formatPhone("+1 (800) 555-0199 ext. 12")).toBe("+1 800 555 0199 ext. 12");
  });

  it("leaves text that is no number as typed, and a missing one as the fallback", () => {
    expect(formatPhone("front desk")).toBe("front desk");
    expect(formatPhone(null)).toBe("—");
    expect(formatPhone("  ", "none")).toBe("none");
  });
});

describe("formatIfPhone", () => {
  it("formats a name that is only a number and leaves words alone", () => {
    expect(formatIfPhone("+15125550100")).toBe("+1 512 555 0100");
    expect(formatIfPhone("Austin sales line")).toBe("Austin sales line");
    expect(formatIfPhone("Line 2")).toBe("Line 2");
  });
});
