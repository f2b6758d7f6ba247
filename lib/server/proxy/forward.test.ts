import { describe, expect, it } from "vitest";
import { forwardRequest, toBrowserResponse } from "./forward";
import type { FetchLike } from "./upstream";

function capture() {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url: String(url), init });
    return Response.json({ ok: true }, { status: 201 });
  };
  return { calls, fetchImpl };
}

const browserRequest = () =>
  new Request("http://localhost:3000/api/public/lead-lists?page=2", {
    method: "POST",
    headers: {
      cookie: "outreach_console_session=sealed",
      "x-api-key": "sk_live_browser",
      authorization: "Bearer browser",
      "content-type": "application/json",
      "idempotency-key": "k1",
    },
    body: JSON.stringify({ name: "A" }),
  });

const base = {
  baseUrl: "http://127.0.0.1:4010",
  platformPrefix: "/api/v1/public/",
  consolePrefix: "/api/public/",
  path: "lead-lists",
};

describe("forwardRequest", () => {
  it("injects the server-held key and nothing the browser sent as a credential", async () => {
    const { calls, fetchImpl } = capture();
    await forwardRequest({
      ...base,
      req: browserRequest(),
      credential: ["x-api-key", "sk_live_server"],
      fetchImpl,
    });
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get("x-api-key")).toBe("sk_live_server");
    expect(headers.has("authorization")).toBe(false);
    expect(headers.has("cookie")).toBe(false);
    expect(headers.get("idempotency-key")).toBe("k1");
  });

  it("keeps the query string and targets the platform's prefix", async () => {
    const { calls, fetchImpl } = capture();
    await forwardRequest({
      ...base,
      req: browserRequest(),
      credential: ["x-api-key", "k"],
      fetchImpl,
    });
    expect(calls[0]?.url).toBe("http://127.0.0.1:4010/api/v1/public/lead-lists?page=2");
    expect(calls[0]?.init.method).toBe("POST");
  });

  it("refuses a body larger than 1 MiB with 413 before calling the platform", async () => {
    const { calls, fetchImpl } = capture();
    const req = new Request("http://localhost:3000/api/public/lead-lists", {
      method: "POST",
      body: "x".repeat(1024 * 1024 + 1),
    });
    const result = await forwardRequest({
      ...base,
      req,
      credential: ["x-api-key", "k"],
      fetchImpl,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.status).toBe(413);
    expect(calls).toHaveLength(0);
  });
});

describe("toBrowserResponse", () => {
  it("passes status and body and marks the answer no-store", async () => {
    const answer = {
      status: 422,
      headers: new Headers({ "content-type": "application/json", "set-cookie": "a=b" }),
      body: new TextEncoder().encode('{"detail":[]}').buffer,
    };
    const res = toBrowserResponse("POST", answer, base);
    expect(res.status).toBe(422);
    expect(await res.text()).toBe('{"detail":[]}');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.has("set-cookie")).toBe(false);
  });

  it("sends no body for a 204", () => {
    const res = toBrowserResponse(
      "DELETE",
      { status: 204, headers: new Headers(), body: new ArrayBuffer(0) },
      base,
    );
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });
});
