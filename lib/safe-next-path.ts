export const DEFAULT_AFTER_SIGN_IN = "/lead-lists";

const HERE = "http://console.invalid";
const ELSEWHERE = "https://elsewhere.invalid";

/**
 * Where to go after signing in: only a page of this site. The address is judged after it is
 * normalised, as the browser will resolve it, by comparing origins: `/.//evil.example`,
 * `/..//evil.example` and `/%2e%2e//evil.example` all normalise to `//evil.example`, which a
 * browser reads as another site, and `/\evil.example` is the same with a backslash. Anything
 * that is not plainly a path of this site falls back to the lead lists.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith("/") || hasControlCharacter(next)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== HERE) return DEFAULT_AFTER_SIGN_IN;
  // Encoded slashes, backslashes and dots are the same tricks for a router that decodes once
  // more; no page of the console has them in its path.
  if (/%(2f|5c|2e)/i.test(url.pathname)) return DEFAULT_AFTER_SIGN_IN;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!landsHereFromAnywhere(path)) return DEFAULT_AFTER_SIGN_IN;
  const page = url.pathname.replace(/\/+$/, "");
  if (page === "/sign-in" || page === "/api" || page.startsWith("/api/")) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return path;
}

/**
 * The normalised path, resolved again against any other origin, stays on that origin and
 * unchanged: it is a path, never an address of another site, and there is nothing left to
 * normalise.
 */
function landsHereFromAnywhere(path: string): boolean {
  if (path.startsWith("//") || path.startsWith("/\\")) return false;
  try {
    const again = new URL(path, ELSEWHERE);
    return again.origin === ELSEWHERE && `${again.pathname}${again.search}${again.hash}` === path;
  } catch {
    return false;
  }
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}
