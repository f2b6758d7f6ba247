import type { z } from "zod";
import { ErrorBody, ValidationErrorBody } from "../../contract/errors";

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "The body is not valid JSON.",
  401: "The API key or session is missing, invalid, expired or revoked.",
  402: "The workspace is suspended for billing, or a plan or usage limit would be exceeded.",
  403: "The key lacks the scope, the plan lacks API access, or the creator's role does not allow it.",
  404: "The resource does not exist or belongs to another workspace.",
  405: "The path does not take this method; Allow lists the ones it takes.",
  406: "The Accept header names no media type the operation can answer with.",
  409: "The request conflicts with the resource's current state, or a request with the same Idempotency-Key is still running.",
  410: "The workspace has been deleted.",
  413: "The body is larger than 1 MiB.",
  415: "The body is not sent as application/json.",
  422: "Validation error; `loc` names the field.",
  429: "Rate limit hit; wait for Retry-After seconds.",
  500: "Unexpected error; retry only if the operation is safe to repeat.",
  503: "A dependency or an access check is temporarily unavailable; retry after Retry-After seconds.",
};

/** The error responses a route documents; 422 uses the validation body, the rest `{detail}`. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      jsonContent(s === 422 ? ValidationErrorBody : ErrorBody, ERROR_DESCRIPTIONS[s] ?? "Error."),
    ]),
  );
}

/** Errors every authenticated public operation can return. */
export const PUBLIC_READ_ERRORS = [401, 402, 403, 404, 410, 422, 429, 503] as const;
export const PUBLIC_WRITE_ERRORS = [400, 401, 402, 403, 404, 410, 413, 415, 422, 429, 503] as const;
