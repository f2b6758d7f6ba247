import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The platform's server-only packages must never be bundled into the console.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "ioredis"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
