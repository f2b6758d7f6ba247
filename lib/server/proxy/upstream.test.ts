import { describe, expect, it } from "vitest";
import { PROXY_ERRORS } from "./errors";
import { type FetchLike, fetchUpstream } from "./upstream";

const url = new URL("http://127.0.0.1:4010/api/v1/public/lead-lists");

describe("fetchUpstream", () => {
  it("never follows redirects: asks for manual mode and turns a 3xx into a 502", async () => {
    let redirectMode: RequestRedirect | undefined;
    const fetchImpl: FetchLike = async (_url, init) => {
      redirectMode = init.redirect;
      return new Response(null, { status: 302, headers: { location: "http://evil.example/" } });
    };
    const result = await fetchUpstream(url, { method: "GET" }, { fetchImpl });
    expect(redirectMode).toBe("manual");
    expect(result).toEqual({ ok: false, status: 502, detail: PROXY_ERRORS.redirect });
  });

  it("gives up after the time limit with a 504 that says the request may have run", async () => {
    const fetchImpl: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const result = await fetchUpstream(url, { method: "POST" }, { fetchImpl, timeoutMs: 20 });
    expect(result).toEqual({
      ok: false,
      status: 504,
      detail: "The platform did not answer in time; the request may still have run.",
    });
  });

  it("answers 502 with a sentence when the platform is unreachable", async () => {
    const fetchImpl: FetchLike = async () => {
      throw new TypeError("fetch failed");
    };
    const result = await fetchUpstream(url, { method: "GET" }, { fetchImpl });
    expect(result).toEqual({ ok: false, status: 502, detail: PROXY_ERRORS.unreachable });
  });

  it("reads status, headers and body of an ordinary answer", async () => {
    const fetchImpl: FetchLike = async () =>
      Response.json({ detail: "Nope." }, { status: 404, headers: { "x-ratelimit-limit": "300" } });
    const result = await fetchUpstream(url, { method: "GET" }, { fetchImpl });
    expect(result.ok && result.answer.status).toBe(404);
    expect(result.ok && result.answer.headers.get("x-ratelimit-limit")).toBe("300");
  });

  it("passes an event stream on as it arrives: the time limit covers only its start", async () => {
    let push: (text: string) => void = () => {};
    let end: () => void = () => {};
    const fetchImpl: FetchLike = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(new TextEncoder().encode(text));
            end = () => controller.close();
          },
        }),
        { status: 200, headers: { "content-type": "text/event-stream" } },
      );
    const result = await fetchUpstream(url, { method: "POST" }, { fetchImpl, timeoutMs: 20 });
    if (!result.ok || !result.answer.stream) throw new Error("expected a stream");
    const reader = result.answer.stream.getReader();
    push("event: thread\n\n");
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("event: thread\n\n");
    // Past the time limit, the stream goes on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    push("event: done\n\n");
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("event: done\n\n");
    end();
    expect((await reader.read()).done).toBe(true);
  });
});
