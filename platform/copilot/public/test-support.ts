import { request } from "node:http";
import { parseEventStream, type StreamEvent } from "../../testing/fuzz/event-stream";

/**
 * A plain HTTP client for the reply stream, as a browser's EventSource-like reader sees it:
 * node:http, each piece of the body recorded with the moment it arrived, nothing buffered
 * by a fetch helper.
 */
export type StreamedAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body's pieces in arrival order, with the milliseconds since the request was sent. */
  pieces: { ms: number; text: string }[];
  text: string;
  events: StreamEvent[];
  /** The JSON of each event's data. */
  data: { event: string; json: unknown }[];
};

export function streamRequest(
  base: string,
  path: string,
  opts: { key?: string; body?: unknown; headers?: Record<string, string>; method?: string },
): Promise<StreamedAnswer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { accept: "text/event-stream", ...opts.headers };
  if (opts.key) headers["x-api-key"] = opts.key;
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: opts.method ?? "POST", headers }, (res) => {
      res.setEncoding("utf8");
      const pieces: { ms: number; text: string }[] = [];
      res.on("data", (text: string) => pieces.push({ ms: performance.now() - started, text }));
      res.on("error", reject);
      res.on("end", () => {
        const text = pieces.map((p) => p.text).join("");
        const isStream = String(res.headers["content-type"] ?? "").startsWith("text/event-stream");
        const events = isStream ? parseEventStream(text) : [];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          pieces,
          text,
          events,
          data: events.map((e) => ({ event: e.event, json: JSON.parse(e.data) as unknown })),
        });
      });
    });
    req.on("error", reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
