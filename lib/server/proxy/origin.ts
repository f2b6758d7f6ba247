const SAFE_METHODS = new Set(["GET", "HEAD"]);

function firstValue(value: string | null): string | null {
  const first = value?.split(",")[0]?.trim();
  return first ? first : null;
}

/** The console's own origin as the browser sees it: forwarded host and protocol first. */
export function consoleOrigin(headers: Headers, requestUrl: string): string | null {
  const host = firstValue(headers.get("x-forwarded-host")) ?? firstValue(headers.get("host"));
  if (!host) return null;
  let proto = firstValue(headers.get("x-forwarded-proto"));
  if (!proto) {
    try {
      proto = new URL(requestUrl).protocol.replace(/:$/, "");
    } catch {
      return null;
    }
  }
  if (proto !== "http" && proto !== "https") return null;
  return `${proto}://${host}`.toLowerCase();
}

export function requestIsHttps(headers: Headers, requestUrl: string): boolean {
  return consoleOrigin(headers, requestUrl)?.startsWith("https://") ?? false;
}

/**
 * Cross-site request forgery guard: a request that may change data must carry an `Origin`
 * equal to the console's own. GET and HEAD pass; a missing Origin on a write
 * is refused, since every browser sends one on a cross-origin or non-GET fetch.
 */
export function isSameOriginWrite(method: string, headers: Headers, requestUrl: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const origin = headers.get("origin");
  if (!origin || origin === "null") return false;
  const own = consoleOrigin(headers, requestUrl);
  return own !== null && origin.toLowerCase() === own;
}
