import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { isReadMethod } from "../../contract/access";
import { transactionOnce } from "../db/client";
import { wakeWebhookWorkers } from "../events/events";
import { wakeJobRunners } from "../jobs/runner";
import type { PublicEnv } from "./env";
import { ApiError, validationError } from "./errors";
import {
  eventStreamOfStored,
  keptEventStream,
  replayedEventStream,
  storedEventStream,
} from "./event-stream";
import {
  canonicalJson,
  claim,
  complete,
  IdempotencyError,
  type IdempotentRequest,
  isValidIdempotencyKey,
  pruneExpired,
  release,
  requestHash,
  type StoredResponse,
} from "./idempotency-store";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

const badKey = (msg: string) => validationError(["header", IDEMPOTENCY_HEADER], msg);
const BAD_SHAPE = "Send an Idempotency-Key of 1 to 255 printable ASCII characters.";
const REUSED =
  "This Idempotency-Key was already used for a different request; use a new key for each new request.";

/**
 * Claims running in this process, with their request's hash, so that a duplicate here is
 * answered at once, without waiting for the database (which PGlite gives one request at a time).
 */
const running = new Map<string, string>();

/** Thrown inside the transaction to roll back a write that did not succeed. */
class NotSucceeded extends Error {}

/**
 * Idempotency-Key for every write of the public API (DESIGN.md), in one place: the first
 * successful response to a key is kept for 24 h and replayed, with `Idempotent-Replayed: true`,
 * for the same request (method, path and query, and body, whatever its key order); the same
 * key with another request is a 422 on the header; a duplicate while the first runs is a 409.
 *
 * The route runs in one database transaction that also records its response (the route sees
 * that transaction as its `db`), so the effect and the record commit together: a crash leaves
 * neither, and a failed request (any status but 2xx) rolls its writes back and keeps nothing,
 * so a retry with the same key runs it afresh. That transaction is never run again by the
 * platform (the route would run twice): a deadlock in it is a 503 with Retry-After that is
 * not kept. Keys are per workspace: one tenant's key never meets another's; and a kept
 * response is replayed only to the member who made it (requestHash). Runs after the key's
 * checks and rate limit, so it only ever sees a caller
 * allowed to make the write.
 */
export function idempotentWrites(): MiddlewareHandler<PublicEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (isReadMethod(c.req.method) || key === undefined) return next();
    if (!isValidIdempotencyKey(key)) throw badKey(BAD_SHAPE);

    const deps = c.var.deps;
    const url = new URL(c.req.url);
    const method = c.req.method.toUpperCase();
    const path = url.pathname + url.search;
    const request: IdempotentRequest = {
      workspaceId: c.var.auth.workspaceId,
      key,
      method,
      path,
      requestHash: requestHash(method, path, await bodyOf(c), c.var.auth.creatorMemberId),
    };

    const local = `${request.workspaceId}\n${key}`;
    const runningHash = running.get(local);
    if (runningHash !== undefined) {
      throw runningHash === request.requestHash
        ? new ApiError("idempotency_in_progress")
        : badKey(REUSED);
    }
    running.set(local, request.requestHash);
    try {
      const claimed = await claim(deps.db, request, deps.now()).catch(refusal);
      if (claimed.kind === "replay") return replay(c, claimed.response);
      try {
        // Run once: the route cannot run twice in one request, so a deadlock here is a 503
        // with Retry-After that keeps nothing, and the client's retry with the key runs afresh.
        await transactionOnce(deps.db, async (tx) => {
          c.set("deps", { ...deps, db: tx });
          try {
            await next();
          } finally {
            c.set("deps", deps);
          }
          if (c.error || c.res.status < 200 || c.res.status >= 300) throw new NotSucceeded();
          await complete(tx, request, claimed.token, await kept(c));
        });
      } catch (err) {
        await release(deps.db, request, claimed.token).catch((releaseErr) =>
          console.error("could not release an idempotency key", releaseErr),
        );
        if (err instanceof NotSucceeded) return;
        throw err instanceof IdempotencyError ? refusal(err) : err;
      }
      // Jobs and deliveries the write queued are visible only now that it committed.
      wakeJobRunners();
      wakeWebhookWorkers();
      await pruneExpired(deps.db, request.workspaceId, deps.now()).catch((err) =>
        console.error("could not prune idempotency keys", err),
      );
    } finally {
      running.delete(local);
    }
  };
}

/**
 * The body as sent, in a form where equal JSON compares equal whatever its key order; a body
 * that is not JSON, or too deeply nested to walk (hostile input the route will refuse), as is.
 */
async function bodyOf(c: Context): Promise<string> {
  if (/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) return formOf(c);
  const text = await c.req.text();
  try {
    return canonicalJson(JSON.parse(text));
  } catch {
    return text;
  }
}

/**
 * A form by its fields, files by name and content: the same upload sent again has another
 * multipart boundary, and must still be the same request.
 */
async function formOf(c: Context): Promise<string> {
  const fields: Record<string, string> = {};
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw new ApiError("form_malformed");
  });
  for (const [name, value] of Object.entries(form)) {
    const values = [value].flat();
    const parts = await Promise.all(
      values.map(async (v) =>
        typeof v === "string"
          ? v
          : `file ${v.name} ${createHash("sha256")
              .update(new Uint8Array(await v.arrayBuffer()))
              .digest("hex")}`,
      ),
    );
    fields[name] = parts.join("\n");
  }
  return canonicalJson(fields);
}

async function kept(c: Context): Promise<StoredResponse> {
  const res = c.res;
  // An event stream is kept as the whole of what it sends, without waiting for it to be sent.
  const stream = keptEventStream(c);
  if (stream !== undefined) return { status: res.status, body: storedEventStream(stream) };
  const text = await res.clone().text();
  return { status: res.status, body: text === "" ? null : JSON.parse(text) };
}

function replay(c: Context, response: StoredResponse): Response {
  c.header("Idempotent-Replayed", "true");
  const stream = eventStreamOfStored(response.body);
  if (stream !== undefined) return replayedEventStream(c, stream, response.status);
  if (response.body === null) return c.body(null, response.status as 204);
  return c.json(response.body, response.status as 200);
}

function refusal(err: unknown): never {
  if (!(err instanceof IdempotencyError)) throw err;
  if (err.reason === "in_progress") throw new ApiError("idempotency_in_progress");
  throw badKey(err.reason === "reused" ? REUSED : BAD_SHAPE);
}
