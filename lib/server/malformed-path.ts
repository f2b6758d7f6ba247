import { FIXED_SECURITY_HEADERS, HSTS } from "./security-headers";

/** A refusal the console's server sends before Next sees the request. */
export type EarlyAnswer = { status: number; headers: Record<string, string>; body: string };

const API_SENTENCE =
  "The address has a malformed percent escape (a % must be followed by two hexadecimal digits that form UTF-8); correct the address and try again.";

/**
 * A path whose percent escapes do not decode (`/api/public/%c0`, `/lead-lists/%zz`) is bad
 * input: 400, with the security headers every response carries, a JSON sentence for the API
 * and a short page for a browser. Next would answer it with a bare 500.
 */
export function malformedPathAnswer(rawUrl: string, https: boolean): EarlyAnswer | null {
  const path = rawUrl.split(/[?#]/, 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    // Not decodable: answered below.
  }
  const api = path.startsWith("/api/");
  const headers: Record<string, string> = {
    ...FIXED_SECURITY_HEADERS,
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    "Cache-Control": "no-store",
    "Content-Type": api ? "application/json" : "text/html; charset=utf-8",
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  };
  const body = api
    ? JSON.stringify({ detail: API_SENTENCE })
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad address · Outreach Console</title></head><body><h1>This address is not valid</h1><p>It has a malformed percent escape. Check the address, or <a href="/">go to the console's start page</a>.</p></body></html>`;
  return { status: 400, headers, body };
}
