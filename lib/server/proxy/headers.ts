/**
 * The only request headers the proxy passes on. An allowlist, so cookies, X-API-Key,
 * Authorization, Host, X-Forwarded-* and every hop-by-hop header stay behind.
 */
const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "idempotency-key"] as const;

/** The only upstream response headers the browser sees. */
const PASSED_RESPONSE_HEADERS = [
  "content-type",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "retry-after",
  "x-ratelimit-scope",
  "idempotent-replayed",
  "deprecation",
  "link",
] as const;

export function upstreamRequestHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/**
 * The upstream's `Link` targets name the platform's own paths (and maybe its host); the
 * browser can only follow them through the console's proxy path.
 */
export function rewriteLink(value: string, platformPrefix: string, consolePrefix: string): string {
  return value.replace(/<([^>]*)>/g, (whole, target: string) => {
    let pathname: string;
    let search = "";
    try {
      const url = new URL(target, "http://placeholder.invalid");
      pathname = url.pathname;
      search = url.search;
    } catch {
      return whole;
    }
    if (!pathname.startsWith(platformPrefix)) return whole;
    return `<${consolePrefix}${pathname.slice(platformPrefix.length)}${search}>`;
  });
}

export function downstreamResponseHeaders(
  upstream: Headers,
  link?: { platformPrefix: string; consolePrefix: string },
): Headers {
  const headers = new Headers();
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value === null) continue;
    headers.set(
      name,
      name === "link" && link ? rewriteLink(value, link.platformPrefix, link.consolePrefix) : value,
    );
  }
  headers.set("cache-control", "no-store");
  return headers;
}
