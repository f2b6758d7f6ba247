import type { ConsoleConfig } from "./config";

/** What the BFF's unit tests share: a console configured against a platform that fetch stubs. */
export const TEST_CONFIG: ConsoleConfig = {
  apiBaseUrl: "http://127.0.0.1:4010",
  apiKey: "sk_live_server_held",
  sessionSecret: "x".repeat(32),
  origins: ["http://localhost:3000"],
};

export const ACME = { id: "ws_acme", slug: "acme", name: "Acme Inc." };
export const GLOBEX = { id: "ws_globex", slug: "globex", name: "Globex Corporation" };

/** The platform's `GET /console/me` body for an active member of `workspace`. */
export function meBody(role = "owner", workspace = ACME) {
  return {
    id: "mem_1",
    email: `${role}@acme.test`,
    name: "Someone",
    role,
    status: "active",
    created_at: "2026-01-01T00:00:00Z",
    workspace: { ...workspace, plan_api_access: true, billing_status: "active", deleted: false },
  };
}
