import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiRequestError, apiFetch, parseRetryAfter } from "./api-client";
import { shouldRetryQuery } from "./query-client";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response | Error) {
  const fn = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

describe("apiFetch", () => {
  it("parses a success body with the schema", async () => {
    stubFetch(Response.json({ id: "x" }));
    await expect(
      apiFetch("/api/public/x", { schema: z.object({ id: z.string() }) }),
    ).resolves.toEqual({
      id: "x",
    });
  });

  it("sends the Idempotency-Key and a JSON body", async () => {
    const fn = stubFetch(Response.json({}, { status: 201 }));
    await apiFetch("/api/public/lead-lists", {
      method: "POST",
      body: { name: "A" },
      idempotencyKey: "k",
    });
    const [, init] = fn.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get("idempotency-key")).toBe("k");
    expect(headers.get("content-type")).toBe("application/json");
    expect(init.body).toBe('{"name":"A"}');
  });

  it("refuses to call anything but the console's own routes", async () => {
    await expect(apiFetch("https://platform.example/api/v1/public/x")).rejects.toThrow(/own API/);
  });

  it("turns a 422 into field issues", async () => {
    stubFetch(
      Response.json(
        { detail: [{ loc: ["body", "name"], msg: "Bad.", type: "x" }] },
        { status: 422 },
      ),
    );
    const err = await apiFetch("/api/public/lead-lists", { method: "POST", body: {} }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.validationIssues).toEqual([{ loc: ["body", "name"], msg: "Bad.", type: "x" }]);
    expect(err.isWrite).toBe(true);
  });

  it("reads Retry-After on a 429", async () => {
    stubFetch(
      Response.json({ detail: "Slow down." }, { status: 429, headers: { "retry-after": "9" } }),
    );
    const err = await apiFetch("/api/public/x").catch((e) => e);
    expect(err.status).toBe(429);
    expect(err.retryAfterSeconds).toBe(9);
    expect(err.detail).toBe("Slow down.");
  });

  it("tells a rejected server key apart from an expired session", async () => {
    stubFetch(
      Response.json(
        { detail: "Key rejected." },
        { status: 401, headers: { "x-console-error": "server-key-rejected" } },
      ),
    );
    const err = await apiFetch("/api/public/x").catch((e) => e);
    expect(err.serverKeyRejected).toBe(true);
  });

  it("reports a lost connection as status 0", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const err = await apiFetch("/api/public/x").catch((e) => e);
    expect(err.status).toBe(0);
  });
});

describe("shouldRetryQuery", () => {
  const err = (status: number, method = "GET") =>
    new ApiRequestError({ status, detail: "x", method });
  it("never retries a 4xx", () => {
    for (const status of [400, 401, 403, 404, 410, 422, 429]) {
      expect(shouldRetryQuery(0, err(status))).toBe(false);
    }
  });
  it("retries a GET 5xx or network failure once", () => {
    expect(shouldRetryQuery(0, err(503))).toBe(true);
    expect(shouldRetryQuery(0, err(0))).toBe(true);
    expect(shouldRetryQuery(1, err(503))).toBe(false);
  });
  it("never retries a write", () => {
    expect(shouldRetryQuery(0, err(502, "POST"))).toBe(false);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("12")).toBe(12);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThanOrEqual(4);
    expect(parseRetryAfter(null)).toBeNull();
  });
});
