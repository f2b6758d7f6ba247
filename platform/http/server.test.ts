import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../testing/harness";
import { servePlatform } from "./server";

/**
 * Over a real socket, with the keep-alive pool browsers and SDKs use, limited to one
 * connection: a response sent before the request body was read must not break the request
 * that follows it on the same pool.
 */
let t: TestPlatform;
let server: ReturnType<typeof servePlatform>;
let port: number;
let key: string;
let readOnlyKey: string;
beforeAll(async () => {
  t = await createTestPlatform();
  key = await t.legacyKey();
  readOnlyKey = (await t.createKey("manager@acme.test", { scopes: ["read"] })).key;
  server = servePlatform(t.app, { port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Answer = { status: number; connection: string | undefined; body: string };

function send(
  agent: http.Agent,
  method: string,
  path: string,
  opts: { body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      method,
      path,
      agent,
      headers: opts.headers,
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode!, connection: res.headers.connection, body }),
      );
    });
    // The server may stop reading an unwanted body; the answer it sent is what counts.
    req.on("error", (err) => {
      if (!req.writableEnded) return;
      reject(err);
    });
    req.end(opts.body);
  });
}

const LISTS = "/api/v1/public/lead-lists";
const big = (bytes: number) => JSON.stringify({ name: "x", description: "a".repeat(bytes) });
const json = { "content-type": "application/json" };

describe("a response sent before the body was read closes the connection cleanly", () => {
  it.each([
    ["401 without a key", LISTS, big(300_000), json, 401],
    ["413 over 1 MiB", LISTS, big(1_200_000), { ...json, "x-api-key": "KEY" }, 413],
    [
      "404 on an unknown path",
      "/api/v1/public/nothing",
      big(300_000),
      { ...json, "x-api-key": "KEY" },
      404,
    ],
    [
      "415 for a wrong content type",
      LISTS,
      big(300_000),
      { "content-type": "text/plain", "x-api-key": "KEY" },
      415,
    ],
    ["403 without the write scope", LISTS, big(300_000), { ...json, "x-api-key": "READ" }, 403],
  ])(
    "%s, then the next request on the pool succeeds",
    async (_name, path, body, headers, status) => {
      const withKey = Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [
          k,
          v === "KEY" ? key : v === "READ" ? readOnlyKey : v,
        ]),
      );
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let round = 0; round < 3; round++) {
          const bad = await send(agent, "POST", path, { body, headers: withKey });
          expect(bad.status).toBe(status);
          expect(bad.connection).toBe("close");
          expect(JSON.parse(bad.body)).toHaveProperty("detail");
          const good = await send(agent, "GET", LISTS, { headers: { "x-api-key": key } });
          expect(good.status).toBe(200);
        }
      } finally {
        agent.destroy();
      }
    },
  );

  it("a request whose body was read keeps its connection alive", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const created = await send(agent, "POST", LISTS, {
        body: JSON.stringify({ name: "kept alive" }),
        headers: { ...json, "x-api-key": key },
      });
      expect(created.status).toBe(201);
      expect(created.connection).toBe("keep-alive");
    } finally {
      agent.destroy();
    }
  });
});
