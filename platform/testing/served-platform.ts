import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../app";
import type { PlatformDeps } from "../http/env";

/** A platform app on a real socket at 127.0.0.1, for tests about connections and addresses. */
export async function servePlatform(deps: PlatformDeps) {
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  // Tests pause between requests (polling a job in the database, a blocked event loop under
  // PGlite): past Node's 5 s keep-alive default the server closes an idle socket just as
  // fetch reuses it, an ECONNRESET that says nothing about the code under test.
  (server as import("node:http").Server).keepAliveTimeout = 60_000;
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** One request; measures how long the answer took, whatever it was. */
  async function timed(
    method: string,
    path: string,
    opts: { key?: string; session?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.key) headers["x-api-key"] = opts.key;
    if (opts.session) headers.authorization = `Bearer ${opts.session}`;
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    const started = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      ms: performance.now() - started,
      path: `${method} ${path}`,
      at: started,
    };
  }

  return {
    base,
    timed,
    async close() {
      (server as import("node:http").Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
