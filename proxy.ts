import { type NextRequest, NextResponse } from "next/server";
import { requestIsHttps } from "@/lib/server/proxy/origin";
import {
  contentSecurityPolicy,
  FIXED_SECURITY_HEADERS,
  HSTS,
  newNonce,
} from "@/lib/server/security-headers";

/**
 * Runs before every page: a fresh script nonce in the Content-Security-Policy (Next reads it
 * from the request's header and puts it on its own scripts), the fixed security headers, and
 * HSTS over https. Route handlers under /api/ answer JSON, where a script nonce means nothing,
 * so they skip this and take their fixed headers from next.config.ts.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const https = requestIsHttps(request.headers, request.url);
  const csp = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === "development",
    https,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) {
    response.headers.set(name, value);
  }
  if (https) response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

export const config = {
  // Static bundles and /api/ answers get their headers from next.config.ts; pages come here.
  matcher: ["/((?!_next/static|_next/image|api/).*)"],
};
