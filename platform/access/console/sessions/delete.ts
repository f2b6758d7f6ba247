import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { consoleSessions } from "../../../auth/tables";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses } from "../../../http/openapi";

const route = createRoute({
  method: "delete",
  path: "/sessions/current",
  operationId: "console_sign_out",
  tags: ["Console"],
  summary: "Sign out",
  responses: { 204: { description: "Signed out." }, ...errorResponses(401) },
});

export function registerSignOut(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    await c.var.deps.db
      .delete(consoleSessions)
      .where(eq(consoleSessions.id, c.var.member.sessionId));
    return c.body(null, 204);
  });
}
