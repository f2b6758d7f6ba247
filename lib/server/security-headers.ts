/**
 * The console's hardened browser surface. Every response carries the fixed headers below and
 * HSTS when the console is served over https; pages also get a Content-Security-Policy whose
 * script nonce is new for each request (proxy.ts), and the JSON answers of /api/ a fixed one
 * that allows nothing (next.config.ts).
 */
export const FIXED_SECURITY_HEADERS: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Every powerful feature off; the clipboard stays the browser's default (this origin only,
  // reading it behind the browser's own prompt), as copying keys and payloads needs it.
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "camera=()",
    "display-capture=()",
    "encrypted-media=()",
    "fullscreen=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "picture-in-picture=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
    "clipboard-write=(self)",
  ].join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export const HSTS = "max-age=31536000; includeSubDomains";

/** JSON loads nothing and runs nothing; rendered as a document, it may not be framed either. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A nonce of 128 random bits, base64, for one response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Only the console's own scripts run: Next's inline and bundle scripts carry the nonce, and
 * 'strict-dynamic' lets them load the chunks they need. Styles may be inline (Radix positions
 * popovers with style attributes and injects a scroll-lock style), never from elsewhere.
 * No page may frame the console, and nothing is sent or framed outside its origin.
 */
export function contentSecurityPolicy(
  nonce: string,
  { development = false, https = false }: { development?: boolean; https?: boolean } = {},
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}
