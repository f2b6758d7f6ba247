import type { NextConfig } from "next";
import { FIXED_SECURITY_HEADERS } from "./lib/server/security-headers";

const nextConfig: NextConfig = {
  // The platform's server-only packages must never be bundled into the console.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "ioredis"],
  poweredByHeader: false,
  typedRoutes: false,
  // On every response, static files included; proxy.ts adds the per-request CSP and HSTS.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: Object.entries(FIXED_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
    ];
  },
};

export default nextConfig;
