import { describe, expect, it } from "vitest";
import { entryCoversEmail, leadsStoppedBy } from "./stopped-leads";

describe("which leads a do-not-contact entry stopped", () => {
  it("matches an email exactly, whatever its case", () => {
    const entry = { type: "email", value: "dana@example.com" };
    expect(entryCoversEmail(entry, "Dana@Example.com")).toBe(true);
    expect(entryCoversEmail(entry, "dana@example.co")).toBe(false);
    expect(entryCoversEmail(entry, null)).toBe(false);
  });

  it("matches a domain and its subdomains, not a name that merely ends alike", () => {
    const entry = { type: "domain", value: "example.com" };
    expect(entryCoversEmail(entry, "a@example.com")).toBe(true);
    expect(entryCoversEmail(entry, "a@eu.example.com")).toBe(true);
    expect(entryCoversEmail(entry, "a@notexample.com")).toBe(false);
    expect(entryCoversEmail({ type: "phone", value: "15125550142" }, "a@example.com")).toBe(false);
  });

  it("keeps only the matched leads whose status is dnc", () => {
    const leads = [
      { id: "1", email: "a@example.com", status: "dnc" },
      { id: "2", email: "b@example.com", status: "new" },
      { id: "3", email: "c@other.com", status: "dnc" },
    ];
    expect(
      leadsStoppedBy({ type: "domain", value: "example.com" }, leads).map((l) => l.id),
    ).toEqual(["1"]);
  });
});
