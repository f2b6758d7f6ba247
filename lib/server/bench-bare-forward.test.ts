import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bareForward } from "./bench-bare-forward";

let seen: { url?: string; headers: IncomingHttpHeaders }[] = [];
const platform = createServer((req, res) => {
  seen.push({ url: req.url, headers: req.headers });
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"items":[]}');
});
let base: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => platform.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => platform.close(() => resolve())));

const request = new Request("http://localhost:3000/api/bench-bare-forward/lead-lists?page=2");

describe("the bench's bare forwarding route", () => {
  it("is a 404 that calls nothing unless the bench set its key", async () => {
    seen = [];
    for (const env of [{}, { OUTREACH_API_BASE_URL: base }, { BENCH_BARE_FORWARD_KEY: "k" }]) {
      const res = await bareForward(request, ["lead-lists"], env);
      expect(res.status).toBe(404);
    }
    expect(seen).toHaveLength(0);
  });

  it("forwards a GET with the fixed key, and nothing past the public API", async () => {
    seen = [];
    const env = { BENCH_BARE_FORWARD_KEY: "sk_live_bench", OUTREACH_API_BASE_URL: base };
    const res = await bareForward(request, ["lead-lists"], env);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"items":[]}');
    expect(seen).toEqual([expect.objectContaining({ url: "/api/v1/public/lead-lists?page=2" })]);
    expect(seen[0]!.headers["x-api-key"]).toBe("sk_live_bench");
    for (const path of [["..", "console", "me"], ["a%2fb"], ["x", "."]]) {
      expect((await bareForward(request, path, env)).status).toBe(404);
    }
    expect(seen).toHaveLength(1);
  });
});
