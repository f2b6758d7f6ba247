/** Letters, digits and `- . _ ~`: every id and resource name the platform uses, nothing else. */
const SEGMENT = /^[A-Za-z0-9._~-]{1,200}$/;
const MAX_SEGMENTS = 12;
const ENCODED_SEPARATOR = /%(2f|5c|2e|25)/i;

export type PathCheck = { ok: true; path: string } | { ok: false };

/**
 * Checks the catch-all segments of a proxy route before they become part of the upstream
 * URL: no empty, `.` or `..` segment, no slash or backslash smuggled inside one, no
 * percent-encoding at all, only a small charset. `rawPathname` is the request's pathname as
 * sent, so an encoded separator that the router already decoded is still seen.
 */
export function checkProxyPath(segments: readonly string[], rawPathname?: string): PathCheck {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return { ok: false };
  if (rawPathname !== undefined) {
    if (ENCODED_SEPARATOR.test(rawPathname) || rawPathname.includes("//")) return { ok: false };
  }
  for (const segment of segments) {
    if (segment === "." || segment === "..") return { ok: false };
    if (!SEGMENT.test(segment)) return { ok: false };
  }
  return { ok: true, path: segments.join("/") };
}

/**
 * Joins the checked path onto the platform's base URL and refuses any result that left the
 * base's origin or prefix (defence in depth; the segment check already rules this out).
 */
export function upstreamUrl(
  baseUrl: string,
  prefix: string,
  path: string,
  search: string,
): URL | null {
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, "");
  const url = new URL(`${basePath}${prefix}${path}`, base);
  url.search = search;
  if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}${prefix}`)) return null;
  return url;
}
