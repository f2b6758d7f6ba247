import type { MiddlewareHandler } from "hono";

/**
 * For an operation whose JSON body is optional: a request that says `Content-Type:
 * application/json` and sends nothing (`Content-Length: 0`, as many clients send a POST that
 * needs no body) has no body, rather than a body of malformed JSON. Runs before the validator,
 * which reads a JSON body whenever the content type says JSON.
 */
export const emptyBodyIsNoBody: MiddlewareHandler = async (c, next) => {
  if (c.req.header("content-length") === "0" && c.req.header("content-type") !== undefined) {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-type");
    c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers });
  }
  await next();
};
