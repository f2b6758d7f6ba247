import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IdempotencyError,
  type IdempotentRequest,
  isValidIdempotencyKey,
  requestHash,
  type StoredResponse,
  withIdempotency,
} from "../../../data/idempotency";
import type { Db } from "../../../db/client";
import type { PublicEnv } from "../../../http/env";
import { ApiError, validationError } from "../../../http/errors";

const HEADER = "Idempotency-Key";

/**
 * Documents the header in OpenAPI. Hono hands validators lower-cased header names, so this
 * entry is never what checks the value: `runIdempotent` does, and its 422s say
 * `["header", "Idempotency-Key"]`.
 */
export const IdempotencyHeaders = z.object({
  [HEADER]: z.string().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH).optional().meta({
    pattern: "^[!-~][ -~]*$",
    description:
      "Makes a retry safe: the first successful response to a key is kept for 24 hours and replayed (with Idempotent-Replayed: true) for the same request. The same key with a different request is a 422; while the first request is still running, a 409. 1 to 255 printable ASCII characters; keys are per workspace.",
    example: "import-2026-11-22-7f3c",
  }),
});

function idempotentRequest(c: Context<PublicEnv>, body: unknown): IdempotentRequest | null {
  const key = c.req.header(HEADER);
  if (key === undefined) return null;
  if (!isValidIdempotencyKey(key)) {
    throw validationError(
      ["header", HEADER],
      "Send an Idempotency-Key of 1 to 255 printable ASCII characters.",
    );
  }
  const method = c.req.method.toUpperCase();
  const path = c.req.path;
  return {
    workspaceId: c.var.auth.workspaceId,
    key,
    method,
    path,
    requestHash: requestHash(method, path, body),
  };
}

/**
 * Runs a write under the request's Idempotency-Key, if it has one (see withIdempotency).
 * `body` is the validated body: equal requests hash equally whatever their key order.
 */
export async function runIdempotent<R extends StoredResponse>(
  c: Context<PublicEnv>,
  body: unknown,
  steps: { before?: () => Promise<void>; work: (tx: Db) => Promise<R> },
): Promise<{ response: R | StoredResponse; replayed: boolean }> {
  const { db, now } = c.var.deps;
  try {
    const outcome = await withIdempotency(db, idempotentRequest(c, body), now(), steps);
    if (outcome.replayed) c.header("Idempotent-Replayed", "true");
    return outcome;
  } catch (err) {
    if (!(err instanceof IdempotencyError)) throw err;
    if (err.reason === "in_progress") throw new ApiError("idempotency_in_progress");
    throw validationError(
      ["header", HEADER],
      err.reason === "reused"
        ? "This Idempotency-Key was already used for a different request; use a new key for each new request."
        : "Send an Idempotency-Key of 1 to 255 printable ASCII characters.",
    );
  }
}
