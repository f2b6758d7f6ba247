import { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { type Http2Bindings, type HttpBindings, type ServerType, serve } from "@hono/node-server";

import { type SlowClientLimits, slowClientLimits, slowClientServerOptions } from "./slow-clients";

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/** How long a closing connection keeps reading what the client still sends. */
const LINGER_MS = 2_000;

/**
 * Serves the platform over HTTP/1.1, cutting clients too slow to send their request (see
 * slow-clients.ts). A response that is sent before its request body was read
 * (413, 401, 404, …) says `Connection: close`: the client will not send its next request on a
 * socket whose unread bytes would be taken for that request.
 */
export function servePlatform(
  app: { fetch: Fetch },
  options: { port: number; hostname: string; limits?: SlowClientLimits },
  onListening?: (info: { port: number }) => void,
): ServerType {
  const fetch: Fetch = async (request, env) => {
    const response = await app.fetch(request, env);
    const { incoming } = env;
    if (!(incoming instanceof IncomingMessage) || !bodyUnread(incoming)) return response;
    lingerOnClose(incoming.socket);
    const headers = new Headers(response.headers);
    headers.set("Connection", "close");
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
  return serve(
    {
      fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: slowClientServerOptions(options.limits ?? slowClientLimits()),
    },
    onListening,
  );
}

function bodyUnread(incoming: IncomingMessage): boolean {
  const length = Number(incoming.headers["content-length"] ?? 0);
  const chunked = incoming.headers["transfer-encoding"] !== undefined;
  return (chunked || length > 0) && !incoming.readableEnded;
}

/**
 * Closing a socket while the client is still sending makes the kernel answer with a reset,
 * which can destroy the response before the client reads it. So once Node has sent the
 * response and asks the socket to close, it only half-closes (FIN after the response), keeps
 * reading and discarding the rest of the body until the client closes its side, and ends for
 * good after LINGER_MS at the latest.
 */
function lingerOnClose(socket: Socket) {
  const destroy = socket.destroy.bind(socket);
  socket.destroySoon = () => {
    const timer = setTimeout(() => destroy(), LINGER_MS);
    timer.unref();
    socket.on("end", () => {
      clearTimeout(timer);
      destroy();
    });
    socket.on("data", () => {});
    socket.resume();
    socket.end();
  };
}
