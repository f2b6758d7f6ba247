import { PROXY_ERRORS } from "./errors";

const UPSTREAM_TIMEOUT_MS = 15_000;

/**
 * What came back from the platform, read in full within the time limit; or, for an event
 * stream (the copilot's answer), its start within the limit and the rest as `stream`.
 */
export type UpstreamAnswer = {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
  stream?: ReadableStream<Uint8Array>;
};

const isEventStream = (response: Response) =>
  (response.headers.get("content-type") ?? "").startsWith("text/event-stream");

/** A failure the console itself reports, as a status and a sentence. */
export type ConsoleFailure = { ok: false; status: number; detail: string };

export type UpstreamResult = { ok: true; answer: UpstreamAnswer } | ConsoleFailure;

export type FetchLike = (input: URL | string, init: RequestInit) => Promise<Response>;

/**
 * One call to the platform: redirects are never followed (a 3xx could carry the credential to
 * another host), the whole exchange is aborted after `timeoutMs` (an event stream: until it
 * starts), and every failure becomes a status with a sentence.
 */
export async function fetchUpstream(
  url: URL,
  init: Omit<RequestInit, "redirect" | "signal">,
  { timeoutMs = UPSTREAM_TIMEOUT_MS, fetchImpl = fetch as FetchLike } = {},
): Promise<UpstreamResult> {
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), timeoutMs);
  const { signal } = limit;
  try {
    const response = await fetchImpl(url, { ...init, redirect: "manual", signal });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return { ok: false, status: 502, detail: PROXY_ERRORS.redirect };
    }
    const { status, headers } = response;
    if (response.ok && response.body && isEventStream(response)) {
      // Passed on as it arrives: the browser shows each part of the answer as it comes.
      clearTimeout(timer);
      return {
        ok: true,
        answer: { status, headers, body: new ArrayBuffer(0), stream: response.body },
      };
    }
    const body = await response.arrayBuffer();
    return { ok: true, answer: { status, headers, body } };
  } catch (err) {
    if (signal.aborted) return { ok: false, status: 504, detail: PROXY_ERRORS.timeout };
    // Opaque-redirect responses (status 0) surface here in some runtimes.
    if (err instanceof TypeError && /redirect/i.test(err.message)) {
      return { ok: false, status: 502, detail: PROXY_ERRORS.redirect };
    }
    return { ok: false, status: 502, detail: PROXY_ERRORS.unreachable };
  } finally {
    clearTimeout(timer);
  }
}

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function hasNoBody(method: string, status: number): boolean {
  return method.toUpperCase() === "HEAD" || NO_BODY_STATUSES.has(status);
}

export function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}
