export const DEFAULT_AFTER_SIGN_IN = "/lead-lists";

/**
 * Where to go after signing in: only a path on this site. `//evil.example`, `/\evil.example`
 * and absolute URLs would let a crafted sign-in link send the member elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (hasControlCharacter(next)) return DEFAULT_AFTER_SIGN_IN;
  try {
    const url = new URL(next, "http://console.invalid");
    if (url.origin !== "http://console.invalid") return DEFAULT_AFTER_SIGN_IN;
    if (url.pathname === "/sign-in" || url.pathname.startsWith("/api/"))
      return DEFAULT_AFTER_SIGN_IN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}
