import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable } from "../db/unavailable";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseConflict,
  databaseRefusal,
} from "./database-refusal";
import { ApiError, ERRORS, type ErrorCode, ValidationError } from "./errors";

/** Turns anything thrown into a response; unknown errors leak nothing but a sentence. */
export function errorResponse(c: Context, err: unknown): Response {
  if (err instanceof ValidationError) {
    return c.json({ detail: err.issues }, 422);
  }
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ detail: err.message }, err.status);
  }
  if (err instanceof HTTPException) {
    const code = httpExceptionCode(err);
    return errorResponse(c, new ApiError(code));
  }
  if (isDatabaseUnavailable(err)) {
    // Public API: the key's state cannot be determined, which the spec answers with 503.
    const code = c.req.path.startsWith("/api/v1/public/")
      ? "entitlement_unavailable"
      : "service_unavailable";
    return errorResponse(c, new ApiError(code, { "Retry-After": DATABASE_RETRY_AFTER_SECONDS }));
  }
  const refusal = databaseRefusal(c, err);
  if (refusal) return errorResponse(c, refusal);
  const conflict = databaseConflict(err);
  if (conflict) return errorResponse(c, conflict);
  console.error("unexpected error", err);
  return c.json({ detail: ERRORS.internal[1] }, 500);
}

function httpExceptionCode(err: HTTPException): ErrorCode {
  if (err.status === 413) return "body_too_large";
  if (err.status === 415) return "unsupported_media_type";
  if (err.status === 400 && /json/i.test(err.message)) return "body_malformed";
  if (err.status === 400 && /formdata/i.test(err.message)) return "form_malformed";
  if (err.status === 404) return "not_found";
  if (err.status === 401) return "key_invalid";
  return "internal";
}
