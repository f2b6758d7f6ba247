import type { NextConfig } from "next";
import {
  API_CONTENT_SECURITY_POLICY,
  FIXED_SECURITY_HEADERS,
  HSTS,
} from "./lib/server/security-headers";

const asHeaders = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * `BENCH_BUILD=1 npx next build` is the bench's own build (bench/bff-latency.ts), into its own
 * folder: only it serves the `*.bench.ts` routes, so the shipped app never holds them.
 */
const benchBuild = process.env.BENCH_BUILD === "1";

const nextConfig: NextConfig = {
  ...(benchBuild && {
    distDir: ".next-bench",
    pageExtensions: ["tsx", "ts", "jsx", "js", "bench.ts"],
  }),
  // The platform's server-only packages must never be bundled into the console.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "ioredis"],
  poweredByHeader: false,
  typedRoutes: false,
  // On every response, static files included; proxy.ts adds the per-request CSP of pages.
  async headers() {
    return [
      { source: "/:path*", headers: asHeaders(FIXED_SECURITY_HEADERS) },
      {
        source: "/api/:path*",
        headers: asHeaders({ "Content-Security-Policy": API_CONTENT_SECURITY_POLICY }),
      },
      // Over https, as a TLS-terminating proxy says (its first value, as requestIsHttps reads);
      // pages get theirs from proxy.ts.
      {
        source: "/api/:path*",
        has: [
          { type: "header", key: "x-forwarded-proto", value: "[Hh][Tt][Tt][Pp][Ss]\\s*(?:,.*)?" },
        ],
        headers: asHeaders({ "Strict-Transport-Security": HSTS }),
      },
    ];
  },
};

export default nextConfig;
