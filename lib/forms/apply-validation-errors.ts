import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { ValidationIssue } from "@/contract/errors";
import { ApiRequestError } from "@/lib/api-client";

export type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, "setError" | "getValues">;

/** Where a 422 issue lands when it names no field of the form. */
const SERVER_ERROR_FIELD = "root.server";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The longest prefix of `loc` (after `body`) that names a value of the form, as a dotted
 * path: ["body","filters","job_title",3] → "filters.job_title" when the form has no
 * per-item fields. Issues in the query, path or headers never name a form field.
 */
export function fieldPathOf(values: unknown, loc: ValidationIssue["loc"]): string | null {
  if (loc[0] !== "body") return null;
  const parts: string[] = [];
  let node: unknown = values;
  for (const part of loc.slice(1)) {
    const key = String(part);
    if (!isRecord(node) || !(key in node)) break;
    parts.push(key);
    node = node[key];
  }
  return parts.length > 0 ? parts.join(".") : null;
}

/**
 * Puts each issue of a 422 on the field named by its `loc` and the rest on `root.server`;
 * several issues on one field are joined. The first field with an error gets the focus.
 * Returns the issues that named no field.
 */
export function applyValidationErrors<T extends FieldValues>(
  form: FormLike<T>,
  issues: readonly ValidationIssue[],
): ValidationIssue[] {
  const values = form.getValues();
  const byField = new Map<string, string[]>();
  const unplaced: ValidationIssue[] = [];
  for (const issue of issues) {
    const field = fieldPathOf(values, issue.loc);
    if (field === null) {
      unplaced.push(issue);
      continue;
    }
    byField.set(field, [...(byField.get(field) ?? []), issue.msg]);
  }
  let first = true;
  for (const [field, messages] of byField) {
    // `field` was found among the form's own values, so it is one of its paths.
    form.setError(
      field as Path<T>,
      { type: "server", message: messages.join(" ") },
      { shouldFocus: first },
    );
    first = false;
  }
  if (unplaced.length > 0) {
    form.setError(SERVER_ERROR_FIELD as `root.${string}`, {
      type: "server",
      message: unplaced.map((i) => i.msg).join(" "),
    });
  }
  return unplaced;
}

/**
 * Where a failed submit shows: a 422 with issues goes onto the form's fields (after
 * `issuesOnFields` renames wire fields to the form's own) and null is returned; any other
 * failure is returned, for the form to show above its fields.
 */
export function placeSubmitError<T extends FieldValues>(
  form: FormLike<T>,
  error: unknown,
  issuesOnFields: (issues: readonly ValidationIssue[]) => readonly ValidationIssue[] = (i) => i,
): unknown {
  if (error instanceof ApiRequestError && error.status === 422) {
    const issues = error.validationIssues;
    if (issues.length > 0) {
      applyValidationErrors(form, issuesOnFields(issues));
      return null;
    }
  }
  return error;
}
