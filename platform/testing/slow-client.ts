import { connect } from "node:net";

/** What a slow client saw: when the server closed the connection, and what it answered. */
export type Cut = { afterMs: number; answer: string };

/**
 * Sends `head` (a request's start line and headers) and then `body`, one byte every
 * `everyMs`, over a real socket, and resolves once the server closes the connection. It never
 * finishes on its own (it gives up after `giveUpMs`), so only a server-side limit ends it.
 */
export function trickle(opts: {
  port: number;
  head: string;
  body?: string;
  /** Trickle the head too, instead of sending it at once. */
  trickleHead?: boolean;
  everyMs: number;
  giveUpMs: number;
}): Promise<Cut> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(opts.port, "127.0.0.1");
    let answer = "";
    let rest = opts.trickleHead ? opts.head + (opts.body ?? "") : (opts.body ?? "");
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a slow client for ${opts.giveUpMs} ms`));
    }, opts.giveUpMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ afterMs: performance.now() - started, answer });
    });
    socket.on("connect", () => {
      if (!opts.trickleHead) socket.write(opts.head);
      timer = setInterval(() => {
        // Never the last byte: the request stays incomplete for as long as the server waits.
        if (rest.length <= 1 || socket.destroyed) return;
        socket.write(rest[0]!);
        rest = rest.slice(1);
      }, opts.everyMs);
    });
  });
}
