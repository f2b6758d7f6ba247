import type { z } from "zod";
import type { ValidationIssue } from "@/contract/errors";

/** A zod error in the platform's 422 shape, `loc` starting at `root` (body, query, ...). */
export function toValidationIssues(error: z.ZodError, root: string): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [root, ...issue.path.map((p) => (typeof p === "number" ? p : String(p)))],
    msg: issue.message,
    type: issue.code,
  }));
}
