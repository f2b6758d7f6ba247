import { describe, expect, it } from "vitest";
import { readCappedBody } from "./body";

function streamOf(bytes: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
}

describe("readCappedBody", () => {
  it("reads a small body whole", async () => {
    const req = new Request("http://x/", { method: "POST", body: '{"name":"A"}' });
    const read = await readCappedBody(req, 1024);
    expect(read.ok && new TextDecoder().decode(read.body)).toBe('{"name":"A"}');
  });
  it("refuses a declared Content-Length above the cap before reading", async () => {
    const req = new Request("http://x/", {
      method: "POST",
      body: "x",
      headers: { "content-length": String(2 * 1024 * 1024) },
    });
    expect((await readCappedBody(req)).ok).toBe(false);
  });
  it("stops a streamed body as soon as it passes 1 MiB", async () => {
    const req = new Request("http://x/", {
      method: "POST",
      body: streamOf(1024 * 1024 + 1),
      duplex: "half",
    } as RequestInit);
    expect((await readCappedBody(req)).ok).toBe(false);
  });
  it("accepts exactly 1 MiB", async () => {
    const req = new Request("http://x/", {
      method: "POST",
      body: streamOf(1024 * 1024),
      duplex: "half",
    } as RequestInit);
    expect((await readCappedBody(req)).ok).toBe(true);
  });
  it("has no body for GET", async () => {
    expect(await readCappedBody(new Request("http://x/"))).toEqual({ ok: true, body: undefined });
  });
});
