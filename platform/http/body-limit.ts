import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "./errors";

/** Largest request body the platform reads; the 413 sentence says 1 MiB. */
export const MAX_BODY_BYTES = 1024 * 1024;

const TOO_LARGE_HEADERS = { Connection: "close" };

/**
 * A GET or HEAD that announces no body (no Content-Length, no Transfer-Encoding) has none to
 * limit; checking would build a full Request object (signal, headers) on every read.
 */
const bodiless = (c: Context) =>
  (c.req.method === "GET" || c.req.method === "HEAD") &&
  c.req.header("content-length") === undefined &&
  c.req.header("transfer-encoding") === undefined;

export const limitBody = (): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      // The rest of the body is never read: the client must not send its next request on
      // this connection, so the answer says it closes (RFC 9112 §9.6).
      throw new ApiError("body_too_large", TOO_LARGE_HEADERS);
    },
  });
  return (c, next) => (bodiless(c) ? next() : limit(c, next));
};
