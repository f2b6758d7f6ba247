import type { Context } from "hono";
import type { z } from "zod";
import type { ValidationIssue } from "../../contract/errors";
import { ApiError, ValidationError } from "./errors";

type Target = "json" | "query" | "param" | "header" | "form" | "cookie";
const LOC_ROOT: Record<Target, string> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
  cookie: "cookie",
};

/**
 * Maps zod issues to the spec's 422 entries; unknown keys each get their own `loc`. A field
 * that breaks several rules gets one entry, the first rule's: one thing to fix at a time.
 */
export function toValidationIssues(root: string, issues: z.core.$ZodIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.flatMap((issue): ValidationIssue[] => {
    const base = [root, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))];
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        loc: [...base, key],
        msg: `Unknown field ${JSON.stringify(key)}; remove it.`,
        type: "extra_forbidden",
      }));
    }
    const loc = JSON.stringify(base);
    if (seen.has(loc)) return [];
    seen.add(loc);
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

/**
 * A path whose id cannot be valid names nothing that exists: 404, as for any unknown id. A
 * query parameter sent twice where one value is expected gets a 422 that says so.
 */
export function validationHook(result: ParseResult, c: Context): undefined {
  if (result.success) return;
  if (result.target === "param") throw new ApiError("not_found");
  const root = LOC_ROOT[result.target as Target] ?? "body";
  const issues = toValidationIssues(root, result.error.issues);
  if (result.target === "query") {
    for (const issue of issues) {
      const name = issue.loc[1];
      if (typeof name === "string" && (c.req.queries(name)?.length ?? 0) > 1) {
        issue.msg = `Send ${name} once; it takes a single value.`;
        issue.type = "repeated_parameter";
      }
    }
  }
  throw new ValidationError(issues);
}
