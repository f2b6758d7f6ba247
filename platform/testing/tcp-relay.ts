import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP relay a test owns, in front of a shared server (Postgres, Redis) that must never be
 * stopped: `cut()` makes the server vanish for everyone behind the relay, `restore()` brings
 * it back. While cut, connections already open are reset and new ones are accepted but never
 * answered (a network that drops packets), or refused with `{ refuse: true }` (a stopped
 * server), so both ways an outage looks to a client are exercised.
 */
export async function startTcpRelay(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let state: "up" | "silent" | "refuse" = "up";

  const server: Server = createServer((client) => {
    open.add(client);
    client.on("close", () => open.delete(client));
    client.on("error", () => client.destroy());
    if (state === "refuse") {
      client.resetAndDestroy();
      return;
    }
    if (state === "silent") return; // Held: the client waits for an answer that never comes.
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    upstream.on("close", () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("relay has no port");

  function resetAll() {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  }

  return {
    port: address.port,
    /** The target's URL with host and port replaced by the relay's. */
    url(targetUrl: string) {
      const url = new URL(targetUrl);
      url.hostname = "127.0.0.1";
      url.port = String(address.port);
      return url.toString();
    },
    cut(opts: { refuse?: boolean } = {}) {
      state = opts.refuse ? "refuse" : "silent";
      resetAll();
    },
    restore() {
      // Connections held while silent are dropped, as a long partition would leave them.
      resetAll();
      state = "up";
    },
    async close() {
      resetAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpRelay = Awaited<ReturnType<typeof startTcpRelay>>;
