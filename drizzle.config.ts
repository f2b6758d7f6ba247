import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each floor and feature keeps its tables in its own tables.ts.
  schema: "./platform/**/tables.ts",
  out: "./platform/db/migrations",
});
