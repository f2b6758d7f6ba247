import { describe, expect, it } from "vitest";
import type { ValidationIssue } from "@/contract/errors";
import { applyValidationErrors, type FormLike, fieldPathOf } from "./apply-validation-errors";

type Values = { name: string; description: string; filters: { job_title: string[] } };

function fakeForm(values: Values) {
  const errors: Record<string, { message?: string; focus?: boolean }> = {};
  const form: FormLike<Values> = {
    getValues: (() => values) as FormLike<Values>["getValues"],
    setError: (name, error, options) => {
      errors[name] = { message: error.message, focus: options?.shouldFocus };
    },
  };
  return { form, errors };
}

const values: Values = { name: "", description: "", filters: { job_title: [] } };
const issue = (loc: ValidationIssue["loc"], msg: string): ValidationIssue => ({
  loc,
  msg,
  type: "value_error",
});

describe("applyValidationErrors", () => {
  it("puts an issue on the field named by loc after body", () => {
    const { form, errors } = fakeForm(values);
    const unplaced = applyValidationErrors(form, [
      issue(["body", "name"], "Give the list a name."),
    ]);
    expect(errors.name).toEqual({ message: "Give the list a name.", focus: true });
    expect(unplaced).toEqual([]);
  });

  it("focuses only the first field", () => {
    const { form, errors } = fakeForm(values);
    applyValidationErrors(form, [
      issue(["body", "name"], "A."),
      issue(["body", "description"], "B."),
    ]);
    expect(errors.name?.focus).toBe(true);
    expect(errors.description?.focus).toBe(false);
  });

  it("joins several issues on one field", () => {
    const { form, errors } = fakeForm(values);
    applyValidationErrors(form, [
      issue(["body", "name"], "Too long."),
      issue(["body", "name"], "Bad."),
    ]);
    expect(errors.name?.message).toBe("Too long. Bad.");
  });

  it("lands a nested loc on the deepest field the form has", () => {
    const { form, errors } = fakeForm(values);
    applyValidationErrors(form, [issue(["body", "filters", "job_title", 3], "Too long.")]);
    expect(errors["filters.job_title"]?.message).toBe("Too long.");
  });

  it("sends an unknown field, a header or a query issue to root.server", () => {
    const { form, errors } = fakeForm(values);
    const unplaced = applyValidationErrors(form, [
      issue(["body", "colour"], "Unknown field."),
      issue(["header", "Idempotency-Key"], "Key reused."),
    ]);
    expect(unplaced).toHaveLength(2);
    expect(errors["root.server"]?.message).toBe("Unknown field. Key reused.");
  });
});

describe("fieldPathOf", () => {
  it("is null for a body-level issue", () => {
    expect(fieldPathOf(values, ["body"])).toBeNull();
  });
});
