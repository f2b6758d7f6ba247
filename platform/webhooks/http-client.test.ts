import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebhookHttpClient, type Resolver } from "./http-client";

let server: Server;
let port: number;
let hits = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    req.resume();
    if (req.url === "/redirect") {
      res.writeHead(301, { location: "/elsewhere" }).end();
    } else if (req.url === "/big") {
      res.writeHead(200, { "content-type": "text/plain" }).end("x".repeat(10_000));
    } else if (req.url === "/slow") {
      setTimeout(() => res.writeHead(200).end("late"), 2_000);
    } else {
      res.writeHead(204).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((r) => server.close(r));
});

const post = (url: string, opts: { allowPrivate?: boolean; resolver?: Resolver } = {}) => {
  const client = createWebhookHttpClient({
    timeoutMs: 500,
    allowPrivateTargets: opts.allowPrivate ?? false,
    resolver: opts.resolver,
  });
  return client
    .send({ url, body: "{}", headers: { "content-type": "application/json" } })
    .finally(() => client.close());
};

describe("SSRF refusals at connect time", () => {
  it.each([
    ["an IPv4 loopback literal", "https://127.0.0.1/hook"],
    ["an IPv6 loopback literal", "https://[::1]/hook"],
    ["an IPv4-mapped IPv6 literal", "https://[::ffff:127.0.0.1]/hook"],
    ["the metadata address", "https://169.254.169.254/latest/meta-data"],
    ["a 10.x address", "https://10.0.0.8/hook"],
    ["a 192.168.x address", "https://192.168.1.1/hook"],
    ["a unique-local IPv6 address", "https://[fd00::1]/hook"],
    ["a link-local IPv6 address", "https://[fe80::1]/hook"],
  ])("refuses %s without connecting", async (_name, url) => {
    const before = hits;
    const outcome = await post(url);
    expect(outcome).toMatchObject({ succeeded: false, statusCode: null });
    expect(outcome.errorMessage).toMatch(/private, loopback, link-local or metadata/);
    expect(hits).toBe(before);
  });

  it("refuses localhost, which resolves to loopback", async () => {
    const outcome = await post(`https://localhost:${port}/hook`);
    expect(outcome.errorMessage).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
  });

  it.each([
    ["127.0.0.1", 4],
    ["::1", 6],
    ["169.254.169.254", 4],
    ["10.1.2.3", 4],
    ["192.168.0.1", 4],
  ])("refuses a name that resolves to %s", async (address, family) => {
    const resolver: Resolver = async () => [{ address, family }];
    const outcome = await post(`http://evil.example:${port}/hook`, { resolver });
    // Plain http is refused too; with https the refusal comes from the address check.
    const https = await post(`https://evil.example:${port}/hook`, { resolver });
    expect(outcome.succeeded).toBe(false);
    expect(https.errorMessage).toBe(
      `Refused to connect: evil.example resolves to ${address}, which is a private, loopback, link-local or metadata address.`,
    );
  });

  it("refuses when any of the name's addresses is private (no picking the public one)", async () => {
    const resolver: Resolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    const outcome = await post("https://mixed.example/hook", { resolver });
    expect(outcome.errorMessage).toMatch(/resolves to 127\.0\.0\.1/);
  });

  it("connects to private targets when they are allowed", async () => {
    const resolver: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const outcome = await post(`http://receiver.test:${port}/ok`, { allowPrivate: true, resolver });
    expect(outcome).toMatchObject({ succeeded: true, statusCode: 204, errorMessage: null });
  });
});

describe("responses", () => {
  const local = (path: string) => post(`http://127.0.0.1:${port}${path}`, { allowPrivate: true });

  it("does not follow redirects", async () => {
    const before = hits;
    const outcome = await local("/redirect");
    expect(outcome).toMatchObject({ succeeded: false, statusCode: 301 });
    expect(outcome.errorMessage).toBe(
      "The endpoint answered 301 (Location: /elsewhere); redirects are not followed.",
    );
    expect(hits).toBe(before + 1);
  });

  it("keeps the first 2 KB of the body", async () => {
    const outcome = await local("/big");
    expect(outcome.succeeded).toBe(true);
    expect(outcome.responseExcerpt).toBe("x".repeat(2048));
  });

  it("times out", async () => {
    const outcome = await local("/slow");
    expect(outcome).toMatchObject({ succeeded: false, statusCode: null });
    expect(outcome.errorMessage).toBe("No response within 0.5 s.");
    expect(outcome.durationMs).toBeGreaterThanOrEqual(490);
    expect(outcome.durationMs).toBeLessThan(1500);
  });
});
