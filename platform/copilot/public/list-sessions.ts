import { createRoute } from "@hono/zod-openapi";
import { CopilotSessionSummary, CopilotSessionsQuery } from "../../../contract/copilot";
import { offsetEnvelope } from "../../../contract/envelopes";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { iso } from "../../http/time";
import { listThreads } from "../copilot";
import { TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/copilot/sessions",
  operationId: "public_list_copilot_sessions",
  tags: [TAG],
  summary: "List Copilot conversations",
  description:
    "The caller's own Copilot threads, most recently used first: those started with a key whose creator is the same member (a key without a recorded creator lists those started by such keys); no other member's, an owner's neither. In an offset envelope: each thread's id, title (its first question), times and number of messages. Read one with GET /copilot/sessions/{thread_id}.",
  request: { query: CopilotSessionsQuery },
  responses: {
    200: jsonContent(offsetEnvelope(CopilotSessionSummary), "A page of conversations."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListCopilotSessions(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { workspaceId, creatorMemberId } = c.var.auth;
    const owner = { workspaceId, memberId: creatorMemberId };
    const { rows, total } = await listThreads(c.var.deps.db, owner, page, per_page);
    const items = rows.map(
      (row): CopilotSessionSummary => ({
        thread_id: row.id,
        title: row.title,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
        message_count: row.messageCount,
      }),
    );
    return c.json({ items, total, page, per_page }, 200);
  });
}
