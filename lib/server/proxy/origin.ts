const SAFE_METHODS = new Set(["GET", "HEAD"]);

type Env = Record<string, string | undefined>;

function firstValue(value: string | null): string | null {
  const first = value?.split(",")[0]?.trim();
  return first ? first : null;
}

/** `http://host[:port]` in the form browsers send in Origin, or null when `value` is none. */
function normalOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The local addresses the embedded default prints and listens on, for PORT (3000). */
function defaultConsoleOrigins(env: Env = process.env): string[] {
  const port = env.PORT || "3000";
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/**
 * The console's public origins: `CONSOLE_ORIGINS` (comma-separated, e.g.
 * `https://console.example.com`), else the local addresses. Never derived from a request's
 * Host or X-Forwarded-Host, which a DNS-rebinding page or a client can choose.
 */
export function consoleOrigins(env: Env = process.env): string[] {
  const configured = (env.CONSOLE_ORIGINS ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (configured.length === 0) return defaultConsoleOrigins(env);
  return configured.map((entry) => {
    const origin = normalOrigin(entry);
    if (!origin) {
      throw new Error(
        `CONSOLE_ORIGINS holds "${entry}", which is no http(s) origin; list origins like https://console.example.com, separated by commas.`,
      );
    }
    return origin;
  });
}

/** True for a request a TLS-terminating proxy marks as https, or one served over https. */
export function requestIsHttps(headers: Headers, requestUrl: string): boolean {
  const forwarded = firstValue(headers.get("x-forwarded-proto"));
  if (forwarded) return forwarded.toLowerCase() === "https";
  try {
    return new URL(requestUrl).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Cross-site request forgery guard: a request that may change data must carry an `Origin`
 * that is one of the console's configured origins. GET and HEAD pass; a missing Origin on a
 * write is refused, since every browser sends one on a cross-origin or non-GET fetch.
 */
export function isSameOriginWrite(
  method: string,
  headers: Headers,
  origins: readonly string[] = consoleOrigins(),
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const origin = headers.get("origin");
  if (!origin || origin === "null") return false;
  const normal = normalOrigin(origin);
  return normal !== null && origins.includes(normal);
}
