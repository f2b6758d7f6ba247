import { describe, expect, it } from "vitest";
import { FUNDING_TYPES, JOB_FUNCTIONS, JOB_LEVELS } from "@/contract/prospect-vocabulary";
import { cellLabel, codeLabel, roleLabel, valueLabel } from "./value-labels";

describe("labels for wire codes", () => {
  it("reads like words", () => {
    expect(codeLabel("c_suite")).toBe("C-suite");
    expect(codeLabel("series_a")).toBe("Series A");
    expect(codeLabel("hr")).toBe("HR");
    expect(codeLabel("vp")).toBe("VP");
    expect(codeLabel("data_science")).toBe("Data science");
    expect(codeLabel("private_equity")).toBe("Private equity");
    expect(codeLabel("ipo")).toBe("IPO");
  });

  it("gives every code of the vocabulary a label with no underscore, each its own", () => {
    for (const codes of [JOB_LEVELS, JOB_FUNCTIONS, FUNDING_TYPES]) {
      const labels = codes.map(codeLabel);
      for (const label of labels) expect(label).not.toMatch(/_/);
      expect(new Set(labels).size).toBe(codes.length);
    }
  });

  it("labels only coded filters and members, and leaves typed text alone", () => {
    expect(valueLabel("job_level", "c_suite")).toBe("C-suite");
    expect(valueLabel("funding_types", "series_b")).toBe("Series B");
    expect(valueLabel("job_title", "vp")).toBe("vp");
    expect(valueLabel("job_level", "Head of Sales")).toBe("Head of Sales");
    expect(cellLabel("job_level", "vp")).toBe("VP");
    expect(cellLabel("job_title", "hr")).toBe("hr");
    expect(cellLabel("phone", "+1 (512) 555-0142")).toBe("+1 512 555 0142");
  });

  it("names roles with a capital", () => {
    expect(roleLabel("member")).toBe("Member");
    expect(roleLabel("admin")).toBe("Admin");
  });
});
