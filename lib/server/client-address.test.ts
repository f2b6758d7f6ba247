import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, recordClientAddresses } from "./client-address";

/** A server that answers with what the console would read as the client's address. */
let server: Server;
let url: string;
beforeAll(async () => {
  // Loopback stands for a load balancer in front of the console here.
  recordClientAddresses({ CONSOLE_TRUSTED_PROXIES: "127.0.0.1/32" });
  server = createServer((req, res) => res.end(String(req.headers[CLIENT_ADDRESS_HEADER])));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const seen = async (headers: Record<string, string>) => (await fetch(url, { headers })).text();

it("stamps each request with its client's address, whatever the request says", async () => {
  expect(await seen({})).toBe("127.0.0.1");
  expect(await seen({ [CLIENT_ADDRESS_HEADER]: "203.0.113.9" })).toBe("127.0.0.1");
});

it("reads X-Forwarded-For from a trusted proxy, from the right, past trusted hops only", async () => {
  expect(await seen({ "x-forwarded-for": "198.51.100.4" })).toBe("198.51.100.4");
  // The proxy appended the real client last; what the client claimed before it is ignored.
  expect(await seen({ "x-forwarded-for": "10.9.9.9, 198.51.100.4" })).toBe("198.51.100.4");
  expect(await seen({ "x-forwarded-for": "198.51.100.4, 127.0.0.1" })).toBe("198.51.100.4");
  expect(await seen({ "x-forwarded-for": "not an address" })).toBe("127.0.0.1");
});

it("refuses a setting that is not a list of addresses", () => {
  expect(() => recordClientAddresses({ CONSOLE_TRUSTED_PROXIES: "localhost" })).toThrow(/CIDR/);
});
