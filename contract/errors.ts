import { z } from "zod";

/** One entry of a 422 body; `loc` starts at body, query, path or header. */
export const ValidationIssue = z
  .object({
    loc: z.array(z.union([z.string(), z.number().int()])),
    msg: z.string(),
    type: z.string(),
  })
  .meta({ id: "ValidationIssue" });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

export const ValidationErrorBody = z
  .object({ detail: z.array(ValidationIssue) })
  .meta({ id: "ValidationError", description: "Body of every HTTP 422." });
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

export const ErrorBody = z
  .object({
    detail: z.string().meta({ description: "One complete sentence; match on the status code." }),
  })
  .meta({ id: "Error", description: "Body of every error other than 422." });
export type ErrorBody = z.infer<typeof ErrorBody>;
