import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["{platform,contract,lib,components,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Each file opens its own database; two cores run two files at a time.
    fileParallelism: true,
    maxWorkers: 2,
    // Migrates one template database that each file's database starts as a copy of.
    globalSetup: ["platform/testing/vitest-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
