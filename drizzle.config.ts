import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./platform/db/tables/schema.ts",
  out: "./platform/db/migrations",
});
