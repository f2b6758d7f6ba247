import { createRoute } from "@hono/zod-openapi";
import { InboxSummary } from "../../../contract/inbox";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { unreadConversationCount } from "../inbox-conversations";
import { TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/inbox/summary",
  operationId: "public_get_inbox_summary",
  tags: [TAG],
  summary: "Count unread conversations",
  description:
    "Platform addition: how many conversations have messages from their lead nobody has read, as a navigation badge shows it. It reads only the unread conversations, so it is cheap to ask often.",
  responses: {
    200: jsonContent(InboxSummary, "The inbox's unread count."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerInboxSummary(api: PublicApi) {
  api.openapi(route, async (c) => {
    const n = await unreadConversationCount(c.var.deps.db, c.var.auth.workspaceId);
    return c.json(InboxSummary.parse({ unread_conversations: n }), 200);
  });
}
