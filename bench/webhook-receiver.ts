import { createServer } from "node:http";

/**
 * The webhook benchmark's receiver, in its own process: a bare node:http server that answers
 * 200 at once and notes when each delivery (X-Service-Delivery-Id, or X-Bench-Id) arrived.
 * GET /arrivals returns them as {id: epoch ms} and forgets them.
 */
let arrivals: Record<string, number> = {};
const server = createServer((req, res) => {
  if (req.method === "GET" && req.url === "/arrivals") {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(arrivals));
    arrivals = {};
    return;
  }
  const at = performance.timeOrigin + performance.now();
  const id = req.headers["x-service-delivery-id"] ?? req.headers["x-bench-id"];
  if (typeof id === "string") arrivals[id] ??= at;
  req.resume();
  req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
});
server.keepAliveTimeout = 30_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`ready ${typeof address === "object" && address ? address.port : 0}`);
});
