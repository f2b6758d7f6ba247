import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { RESPONSE_EXCERPT_BYTES } from "../../contract/webhooks";
import { isBlockedAddress } from "./address-policy";

type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to every address it has; tests inject their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

type WebhookRequest = {
  url: string;
  body: string;
  headers: Record<string, string>;
  signal?: AbortSignal;
};

type AttemptOutcome = {
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  errorMessage: string | null;
  responseExcerpt: string | null;
};

export type WebhookHttpClient = {
  send(request: WebhookRequest): Promise<AttemptOutcome>;
  close(): void;
};

export type HttpClientOptions = {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Open connections per target host; kept alive between deliveries. */
  maxSocketsPerHost?: number;
  resolver?: Resolver;
};

/** Read past the excerpt only this far to keep the connection reusable; then drop it. */
const MAX_DRAIN_BYTES = 64 * 1024;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

class RefusedTarget extends Error {}

/**
 * A `net` lookup that resolves the name and refuses the connection when any of its addresses
 * is private, loopback, link-local or metadata. The check runs when the socket connects, on
 * the addresses it will use, so a name that changes its answers (DNS rebinding) gains nothing.
 */
function guardedLookup(resolver: Resolver, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = found.filter((a) => wanted === 0 || a.family === wanted);
        if (addresses.length === 0) {
          const err = Object.assign(new Error(`The host ${hostname} did not resolve.`), {
            code: "ENOTFOUND",
          });
          callback(err, "", 0);
          return;
        }
        const refused = allowPrivate
          ? undefined
          : addresses.find((a) => isBlockedAddress(a.address));
        if (refused) {
          callback(new RefusedTarget(refusalMessage(refused.address, hostname)), "", 0);
          return;
        }
        if (options.all) {
          (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
}

function refusalMessage(address: string, hostname?: string): string {
  const name =
    hostname && hostname !== address ? `${hostname} resolves to ${address}, which` : address;
  return `Refused to connect: ${name} is a private, loopback, link-local or metadata address.`;
}

/** One sentence for a failed connection or request. */
function describeError(err: NodeJS.ErrnoException, timeoutMs: number): string {
  if (err instanceof RefusedTarget) return err.message;
  if (err.name === "TimeoutError") return `No response within ${formatSeconds(timeoutMs)}.`;
  switch (err.code) {
    case "ECONNREFUSED":
      return "The connection was refused.";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return err.message.endsWith(".") ? err.message : "The host name did not resolve.";
    case "ECONNRESET":
    case "EPIPE":
      return "The connection was closed before a response arrived.";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "The host is unreachable.";
    case "ABORT_ERR":
      return "The attempt was stopped because the platform shut down.";
  }
  if (err.message === "socket hang up")
    return "The connection was closed before a response arrived.";
  if (/certificate|ssl|tls/i.test(`${err.code} ${err.message}`)) {
    return `The TLS handshake failed: ${err.message}.`.replace(/\.\.$/, ".");
  }
  return `The request failed: ${err.message || err.code || "unknown error"}.`.replace(/\.\.$/, ".");
}

function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

/**
 * POSTs deliveries with node:http(s): keep-alive agents, a deadline over the whole exchange,
 * no redirects followed (a 3xx is a failed attempt), and the SSRF checks above.
 */
export function createWebhookHttpClient(opts: HttpClientOptions): WebhookHttpClient {
  const lookup = guardedLookup(opts.resolver ?? systemResolver, opts.allowPrivateTargets);
  const agentOptions = {
    keepAlive: true,
    maxSockets: opts.maxSocketsPerHost ?? 64,
    maxFreeSockets: opts.maxSocketsPerHost ?? 64,
    // Idle sockets go before a typical server's keep-alive time-out (5 s) closes them.
    timeout: 4_000,
    lookup,
  };
  const httpAgent = new http.Agent(agentOptions);
  const httpsAgent = new https.Agent(agentOptions);

  type Target = {
    isHttps: boolean;
    host: string;
    port: number;
    path: string;
    auth: string | undefined;
  };
  // Parsed once per address: endpoints' addresses repeat, and parsing a URL per attempt
  // was a visible share of the client's CPU.
  const targets = new Map<string, Target | string>();
  /** The parsed address as the request takes it, or why it is refused. */
  function targetOf(address: string): Target | string {
    let target = targets.get(address);
    if (target !== undefined) return target;
    target = parseTarget(address);
    if (targets.size >= 1000) targets.clear();
    targets.set(address, target);
    return target;
  }
  function parseTarget(address: string): Target | string {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return "The endpoint's address is not a valid URL.";
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      return "The endpoint's address is not http or https.";
    }
    if (url.protocol === "http:" && !opts.allowPrivateTargets) {
      return "Plain http addresses are not allowed; use https.";
    }
    // An IP literal never goes through lookup, so it is checked here.
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && !opts.allowPrivateTargets && isBlockedAddress(host)) {
      return refusalMessage(host);
    }
    const isHttps = url.protocol === "https:";
    return {
      isHttps,
      host,
      port: url.port ? Number(url.port) : isHttps ? 443 : 80,
      path: `${url.pathname}${url.search}`,
      auth: url.username
        ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
        : undefined,
    };
  }

  async function send(request: WebhookRequest): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const failure = (errorMessage: string, statusCode: number | null = null) => ({
      succeeded: false,
      statusCode,
      durationMs: elapsed(),
      errorMessage,
      responseExcerpt: null,
    });

    const target = targetOf(request.url);
    if (typeof target === "string") return failure(target);
    const isHttps = target.isHttps;
    return new Promise<AttemptOutcome>((resolve) => {
      let settled = false;
      let statusCode: number | null = null;
      const excerpt: Buffer[] = [];
      let excerptBytes = 0;
      const finish = (outcome: AttemptOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        request.signal?.removeEventListener("abort", onAbort);
        resolve(outcome);
      };
      const answered = () => {
        const text = excerptBytes > 0 ? Buffer.concat(excerpt).toString("utf8") : null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        let errorMessage: string | null = null;
        if (!ok && statusCode !== null && statusCode >= 300 && statusCode < 400) {
          const location = res?.headers.location;
          errorMessage = `The endpoint answered ${statusCode}${location ? ` (Location: ${location.slice(0, 300)})` : ""}; redirects are not followed.`;
        } else if (!ok) {
          errorMessage = `The endpoint answered ${statusCode}; only a 2xx counts as delivered.`;
        }
        finish({
          succeeded: ok,
          statusCode,
          durationMs: elapsed(),
          errorMessage,
          responseExcerpt: text,
        });
      };

      let res: http.IncomingMessage | undefined;
      const req = (isHttps ? https : http).request({
        method: "POST",
        host: target.host,
        port: target.port,
        path: target.path,
        auth: target.auth,
        headers: { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) },
        agent: isHttps ? httpsAgent : httpAgent,
        lookup,
      });
      const deadline = setTimeout(() => {
        if (res) {
          // Headers came in time: the status decides; the body excerpt is what arrived.
          answered();
          req.destroy();
        } else {
          const err = new Error("timeout");
          err.name = "TimeoutError";
          req.destroy(err);
        }
      }, opts.timeoutMs);
      const onAbort = () => {
        const err = Object.assign(new Error("aborted"), { code: "ABORT_ERR" });
        req.destroy(err);
      };
      request.signal?.addEventListener("abort", onAbort, { once: true });
      if (request.signal?.aborted) onAbort();

      req.on("response", (response) => {
        res = response;
        statusCode = response.statusCode ?? null;
        let drained = 0;
        response.on("data", (chunk: Buffer) => {
          if (excerptBytes < RESPONSE_EXCERPT_BYTES) {
            const part = chunk.subarray(0, RESPONSE_EXCERPT_BYTES - excerptBytes);
            excerpt.push(part);
            excerptBytes += part.length;
          }
          drained += chunk.length;
          if (drained > MAX_DRAIN_BYTES) {
            answered();
            response.destroy();
          }
        });
        response.on("end", answered);
        response.on("error", answered);
        response.on("aborted", answered);
      });
      req.on("error", (err: NodeJS.ErrnoException) => {
        if (res) answered();
        else finish(failure(describeError(err, opts.timeoutMs)));
      });
      req.end(request.body);
    });
  }

  return {
    send,
    close() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}
