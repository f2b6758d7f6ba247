import { createTemplate } from "./template-database";

/**
 * Vitest's global setup: one migrated template database for the run (template-database.ts).
 * Its location reaches the test files through the environment, which Vitest's workers inherit.
 */
export default async function setup() {
  const started = performance.now();
  const template = await createTemplate(process.env.DATABASE_URL);
  Object.assign(process.env, template.env);
  const where = process.env.DATABASE_URL ? "Postgres" : "PGlite";
  console.log(`[test] ${where} template migrated in ${Math.round(performance.now() - started)} ms`);
  return template.remove;
}
