/**
 * The platform's floors and features (platform/README.md): the floors (HTTP conventions, the
 * database, auth, rate limits, the job runner, credits, events, config) import no feature; a
 * feature uses another only through that feature's index.ts; nothing imports in a circle.
 */
const FEATURES =
  "(access|analytics|calls|campaigns|connected-accounts|copilot|do-not-contact|inbox|leads|phone-numbers|prospecting|voice-agents|webhooks|jobs/public)";
const FLOORS = "(http|db|auth|rate-limit|jobs|credits|events)";
const FLOOR_FILES = "(config|ids|private-dir|webhook-settings)\\.ts";
const TESTS = "\\.test\\.ts$|/test-support\\.ts$";
const TABLES = `^platform/${FEATURES}/tables\\.ts$`;
const COMPOSITION = "(app|main|deps|job-handlers|job-runner)\\.ts|(routes|seed|testing)/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: one of the two modules belongs lower, or the shared part apart.",
      from: {},
      to: { circular: true },
    },
    {
      name: "floors-import-no-feature",
      severity: "error",
      comment: "A floor serves every feature and knows none: move the code up, or pass it in.",
      from: {
        path: `^platform/(${FLOORS}/|${FLOOR_FILES})`,
        pathNot: `^platform/jobs/public/|${TESTS}`,
      },
      to: { path: `^platform/(${FEATURES}/|${COMPOSITION})` },
    },
    {
      name: "features-import-no-composition",
      severity: "error",
      comment: "The app, its route lists, the seed and the test harness sit above every feature.",
      // Tests run the whole platform (the harness, the seed): they may.
      from: { path: `^platform/${FEATURES}/`, pathNot: TESTS },
      to: { path: `^platform/(${COMPOSITION})` },
    },
    {
      name: "features-through-index",
      severity: "error",
      comment:
        "Another feature's inside is its own: import what it offers from its index.ts, or its " +
        "tables from its tables.ts (which imports no code of the feature, so closes no circle).",
      from: { path: `^platform/${FEATURES}/`, pathNot: [TESTS, TABLES] },
      to: {
        path: `^platform/${FEATURES}/`,
        pathNot: ["^platform/$1/", `^platform/${FEATURES}/index\\.ts$`, TABLES],
      },
    },
    {
      name: "tables-import-only-tables",
      severity: "error",
      comment:
        "A feature's tables.ts names another feature's tables (foreign keys) from that tables.ts " +
        "alone: through its index.ts it would import the feature's code, and circle back.",
      from: { path: `^platform/${FEATURES}/tables\\.ts$` },
      to: {
        path: `^platform/${FEATURES}/`,
        pathNot: ["^platform/$1/", `^platform/${FEATURES}/tables\\.ts$`],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    exclude: { path: "^(node_modules|\\.next)" },
  },
};
