import type { z } from "zod";
import type { ValidationIssue } from "../../contract/errors";
import { ValidationError } from "./errors";

type Target = "json" | "query" | "param" | "header" | "form" | "cookie";
const LOC_ROOT: Record<Target, string> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
  cookie: "cookie",
};

/** Maps zod issues to the spec's 422 entries; unknown keys each get their own `loc`. */
export function toValidationIssues(root: string, issues: z.core.$ZodIssue[]): ValidationIssue[] {
  return issues.flatMap((issue): ValidationIssue[] => {
    const base = [root, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))];
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        loc: [...base, key],
        msg: `Unknown field ${JSON.stringify(key)}; remove it.`,
        type: "extra_forbidden",
      }));
    }
    return [{ loc: base, msg: sentence(issue.message), type: issue.code }];
  });
}

function sentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The `defaultHook` of every OpenAPIHono router: a failed parse becomes a 422. */
type ParseResult = { target: string } & (
  | { success: true }
  | { success: false; error: { issues: z.core.$ZodIssue[] } }
);

export function validationHook(result: ParseResult): undefined {
  if (!result.success) {
    const root = LOC_ROOT[result.target as Target] ?? "body";
    throw new ValidationError(toValidationIssues(root, result.error.issues));
  }
}
