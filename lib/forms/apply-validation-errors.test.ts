import { describe, expect, it } from "vitest";
import type { ValidationIssue } from "@/contract/errors";
import { ApiRequestError } from "@/lib/api-client";
import {
  applyValidationErrors,
  type FormLike,
  fieldPathOf,
  placeSubmitError,
} from "./apply-validation-errors";

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

describe("placeSubmitError", () => {
  const refused = (detail: string | ValidationIssue[], status = 422) =>
    new ApiRequestError({ status, detail, method: "POST" });

  it("puts a 422's issues on the fields and leaves nothing to show above them", () => {
    const { form, errors } = fakeForm(values);
    const shown = placeSubmitError(form, refused([issue(["body", "name"], "Taken.")]));
    expect(shown).toBeNull();
    expect(errors.name?.message).toBe("Taken.");
  });

  it("renames wire fields to the form's own before placing them", () => {
    const { form, errors } = fakeForm(values);
    placeSubmitError(form, refused([issue(["body", "title"], "Too long.")]), (issues) =>
      issues.map((i) => (i.loc[1] === "title" ? { ...i, loc: ["body", "description"] } : i)),
    );
    expect(errors.description?.message).toBe("Too long.");
    expect(errors.title).toBeUndefined();
  });

  it("returns any other failure, and a 422 with a sentence, to show above the form", () => {
    const { form, errors } = fakeForm(values);
    const conflict = refused("A list with this name exists.", 409);
    expect(placeSubmitError(form, conflict)).toBe(conflict);
    const sentence = refused("The body is not JSON.");
    expect(placeSubmitError(form, sentence)).toBe(sentence);
    const crash = new TypeError("fetch failed");
    expect(placeSubmitError(form, crash)).toBe(crash);
    expect(errors).toEqual({});
  });
});
