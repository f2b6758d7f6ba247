import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../testing/harness";
import { trickle } from "../testing/slow-client";
import { servePlatform } from "./server";
import { DEFAULT_SLOW_CLIENT_LIMITS, slowClientLimits } from "./slow-clients";

/**
 * Over real sockets: a client that trickles its headers is cut at the headers' limit, one that
 * trickles its body at the request's limit. The test shortens both limits (1 s and 3 s); the
 * defaults are checked on a server started without them.
 */
let t: TestPlatform;
let server: ReturnType<typeof servePlatform>;
let port: number;
const LIMITS = { headersMs: 1_000, requestMs: 3_000 };

beforeAll(async () => {
  t = await createTestPlatform();
  // A real key: the platform waits for the body of a request it may run.
  key = await t.legacyKey();
  server = servePlatform(t.app, { port: 0, hostname: "127.0.0.1", limits: LIMITS });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

let key = "";
const head = () => `POST /api/v1/public/lead-lists HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\n`;

describe("slow clients", () => {
  it("cuts a client whose headers take longer than the headers' limit", async () => {
    const cut = await trickle({
      port,
      head: `${head()}\r\n`,
      trickleHead: true,
      everyMs: 100,
      giveUpMs: 10_000,
    });
    expect(cut.afterMs).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    // Node checks a tenth of the limit apart; the rest is head-room for a busy machine.
    expect(cut.afterMs).toBeLessThan(LIMITS.headersMs + 1_500);
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("cuts a client whose body takes longer than the request's limit", async () => {
    const body = JSON.stringify({ name: "x".repeat(200) });
    const cut = await trickle({
      port,
      head: `${head()}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      everyMs: 100,
      giveUpMs: 15_000,
    });
    expect(cut.afterMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(cut.afterMs).toBeLessThan(LIMITS.requestMs + 1_500);
  });

  it("lets a client that sends in time through", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });

  it("defaults to 10 s for headers and 30 s for the whole request", async () => {
    expect(DEFAULT_SLOW_CLIENT_LIMITS).toEqual({ headersMs: 10_000, requestMs: 30_000 });
    expect(slowClientLimits({} as NodeJS.ProcessEnv)).toEqual(DEFAULT_SLOW_CLIENT_LIMITS);
    expect(
      slowClientLimits({
        CLIENT_HEADERS_TIMEOUT_MS: "2000",
        CLIENT_REQUEST_TIMEOUT_MS: "5000",
      } as unknown as NodeJS.ProcessEnv),
    ).toEqual({ headersMs: 2_000, requestMs: 5_000 });
    const plain = servePlatform(t.app, { port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => plain.once("listening", () => resolve()));
    try {
      const node = plain as unknown as { headersTimeout: number; requestTimeout: number };
      expect([node.headersTimeout, node.requestTimeout]).toEqual([10_000, 30_000]);
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});
