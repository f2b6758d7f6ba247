import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { SessionKey } from "../../../../contract/api-keys";
import { consoleSessions } from "../../../auth/tables";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { iso } from "../../../http/time";
import { activeConsoleKey, issueSessionKey } from "../../session-keys";

const route = createRoute({
  method: "post",
  path: "/session-key",
  operationId: "console_issue_session_key",
  tags: ["Console"],
  summary: "Issue the console a key for this member's session",
  description:
    "Needs the member's session (Authorization: Bearer) and the console's own key (X-API-Key), so only the console can ask. The key's creator is the member with their current role; the public API applies the console's role rule to it on every request (every member reads; managers and above write; webhook endpoints, phone numbers, connected accounts and agency need admin for every method, and so does saving a campaign's channel assignments), counts its own rate limit, and expires with the session. Issuing again replaces the session's earlier key.",
  responses: {
    201: jsonContent(SessionKey, "The key, for the console to keep server-side."),
    ...errorResponses(401, 403),
  },
});

export function registerIssueSessionKey(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { member } = c.var;
    const { db, now } = c.var.deps;
    const at = now();
    const presented = c.req.header("x-api-key")?.trim();
    const consoleKey = presented
      ? await activeConsoleKey(db, presented, member.workspaceId, at)
      : null;
    if (!consoleKey) throw new ApiError("session_key_needs_console_key");
    const [session] = await db
      .select()
      .from(consoleSessions)
      .where(eq(consoleSessions.id, member.sessionId));
    if (!session) throw new ApiError("session_invalid");
    const { value } = await issueSessionKey(db, {
      workspaceId: member.workspaceId,
      session,
      member: { id: member.memberId, role: member.role },
      environment: consoleKey.environment,
    });
    c.header("Cache-Control", "no-store");
    return c.json(
      { key: value, member_id: member.memberId, expires_at: iso(session.expiresAt) },
      201,
    );
  });
}
