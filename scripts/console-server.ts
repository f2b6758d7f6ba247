import { createServer } from "node:http";
import next from "next";
import { malformedPathAnswer } from "../lib/server/malformed-path";
import { requestIsHttps } from "../lib/server/proxy/origin";
import { slowClientLimits, slowClientServerOptions } from "../platform/http/slow-clients";

/**
 * The console's production server: Next's own request handler behind a Node server that
 * cuts clients too slow to send their request (headers within 10 s, the whole request within
 * 30 s, as the platform does) and answers a path whose percent escapes do not decode with a
 * 400 before Next, which would answer it with a bare 500. Started by scripts/start.ts.
 */
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST || "127.0.0.1";

async function main() {
  const app = next({ dev: false, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer(slowClientServerOptions(slowClientLimits()), (req, res) => {
    const headers = new Headers();
    for (const name of ["x-forwarded-proto", "host"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const early = malformedPathAnswer(req.url ?? "/", requestIsHttps(headers, "http://x/"));
    if (early) {
      res.writeHead(early.status, early.headers).end(early.body);
      return;
    }
    handle(req, res).catch((err) => {
      console.error("[console] unexpected error", err);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  // As `next start` does: an idle keep-alive connection is closed after 5 s.
  server.keepAliveTimeout = 5_000;
  server.listen(port, hostname, () =>
    console.log(`[console] Listening on http://${hostname}:${port}.`),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((err) => {
  console.error(`[console] ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
