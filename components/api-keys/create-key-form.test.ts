import { describe, expect, it } from "vitest";
import { CreateApiKeyBody } from "@/contract/api-keys";
import {
  CREATE_KEY_DEFAULTS,
  createKeyFormSchema,
  endOfLocalDay,
  issuesOnFormFields,
  localDateInput,
  toCreateApiKeyBody,
} from "./create-key-form";

const NOW = new Date(2026, 10, 22, 14, 0, 0);
const schema = createKeyFormSchema(() => NOW);

describe("the create-key form", () => {
  it("maps read, write, and read and write to the spec's scopes", () => {
    const scopes = (access: "read" | "write" | "read_write") =>
      toCreateApiKeyBody({ ...CREATE_KEY_DEFAULTS, label: "x", access }, NOW).scopes;
    expect(scopes("read")).toEqual(["read"]);
    expect(scopes("write")).toEqual(["write"]);
    expect(scopes("read_write")).toEqual(["read", "write"]);
  });

  it("sends a body the platform's own schema accepts, label trimmed", () => {
    const body = toCreateApiKeyBody(
      { ...CREATE_KEY_DEFAULTS, label: "  Zapier  ", environment: "test" },
      NOW,
    );
    expect(CreateApiKeyBody.parse(body)).toEqual({
      label: "Zapier",
      scopes: ["read"],
      environment: "test",
      expires_at: null,
    });
  });

  it("turns 7, 30 and 90 days into an expiry that many days from now", () => {
    for (const days of ["7", "30", "90"] as const) {
      const body = toCreateApiKeyBody({ ...CREATE_KEY_DEFAULTS, label: "x", expiry: days }, NOW);
      expect(Date.parse(body.expires_at!)).toBe(NOW.getTime() + Number(days) * 86_400_000);
      expect(body.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it("expires a key with a date at the end of that day, local time", () => {
    const body = toCreateApiKeyBody(
      { ...CREATE_KEY_DEFAULTS, label: "x", expiry: "date", expiryDate: "2026-12-01" },
      NOW,
    );
    expect(new Date(body.expires_at!).getTime()).toBe(new Date(2026, 11, 1, 23, 59, 59).getTime());
  });

  it("needs a label and, for a date, a real one in the future", () => {
    const fails = (values: object) => {
      const result = schema.safeParse({ ...CREATE_KEY_DEFAULTS, ...values });
      return result.success ? [] : result.error.issues.map((i) => `${i.path}: ${i.message}`);
    };
    expect(fails({ label: "  " })).toEqual(["label: Give the key a label."]);
    expect(fails({ label: "x", expiry: "date", expiryDate: "" })).toEqual([
      "expiryDate: Choose the expiry date.",
    ]);
    expect(fails({ label: "x", expiry: "date", expiryDate: "2026-11-21" })).toEqual([
      "expiryDate: Choose a date in the future.",
    ]);
    expect(fails({ label: "x", expiry: "date", expiryDate: localDateInput(NOW) })).toEqual([]);
    expect(fails({ label: "x", expiry: "date", expiryDate: "2026-02-30" })).toHaveLength(1);
  });

  it("reads only real calendar dates", () => {
    expect(endOfLocalDay("2026-02-29")).toBeNull();
    expect(endOfLocalDay("tomorrow")).toBeNull();
    expect(endOfLocalDay("2028-02-29")?.getDate()).toBe(29);
  });

  it("puts the platform's 422s on the fields a person can fix", () => {
    const moved = issuesOnFormFields([
      {
        loc: ["body", "scopes", 1],
        msg: 'Scope "admin" is not one of read, write, all or *.',
        type: "x",
      },
      { loc: ["body", "expires_at"], msg: "Choose an expiry in the future.", type: "x" },
      { loc: ["query", "x"], msg: "Other.", type: "x" },
    ]);
    expect(moved.map((i) => i.loc)).toEqual([
      ["body", "access"],
      ["body", "expiryDate"],
      ["query", "x"],
    ]);
  });
});
