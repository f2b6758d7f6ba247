import { readCappedBody } from "./body";
import { PROXY_ERRORS } from "./errors";
import { downstreamResponseHeaders, upstreamRequestHeaders } from "./headers";
import { upstreamUrl } from "./path";
import {
  type FetchLike,
  fetchUpstream,
  hasNoBody,
  type UpstreamAnswer,
  type UpstreamResult,
} from "./upstream";

export type ForwardOptions = {
  req: Request;
  baseUrl: string;
  /** The platform's prefix, e.g. "/api/v1/public/". */
  platformPrefix: string;
  /** The console route the browser called, e.g. "/api/public/". */
  consolePrefix: string;
  /** A path already passed by `checkProxyPath`. */
  path: string;
  /** The one credential header this proxy adds, e.g. `["x-api-key", key]`. */
  credential: readonly [name: string, value: string];
  /** The body when the caller has read it already (to send it more than once). */
  body?: ArrayBuffer;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
};

/** Sends the browser's request on to the platform with only the allowed headers. */
export async function forwardRequest(opts: ForwardOptions): Promise<UpstreamResult> {
  const url = upstreamUrl(
    opts.baseUrl,
    opts.platformPrefix,
    opts.path,
    new URL(opts.req.url).search,
  );
  if (!url) return { ok: false, status: 400, detail: PROXY_ERRORS.badPath };
  const read =
    opts.body !== undefined
      ? ({ ok: true, body: opts.body } as const)
      : await readCappedBody(opts.req);
  if (!read.ok) return { ok: false, status: 413, detail: PROXY_ERRORS.bodyTooLarge };

  const headers = upstreamRequestHeaders(opts.req.headers);
  headers.set(opts.credential[0], opts.credential[1]);
  return fetchUpstream(
    url,
    { method: opts.req.method, headers, body: read.body },
    { fetchImpl: opts.fetchImpl, timeoutMs: opts.timeoutMs },
  );
}

/** The platform's answer as the browser gets it: status, body and the allowed headers. */
export function toBrowserResponse(
  method: string,
  answer: UpstreamAnswer,
  prefixes: { platformPrefix: string; consolePrefix: string },
): Response {
  const headers = downstreamResponseHeaders(answer.headers, prefixes);
  if (answer.stream) {
    // No proxy or compression on the way may hold parts of the stream back.
    headers.set("cache-control", "no-cache, no-transform");
    headers.set("x-accel-buffering", "no");
    return new Response(answer.stream, { status: answer.status, headers });
  }
  const body = hasNoBody(method, answer.status) ? null : answer.body;
  return new Response(body, { status: answer.status, headers });
}
