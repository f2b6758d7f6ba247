import { createRoute } from "@hono/zod-openapi";
import { Conversation } from "../../../contract/inbox";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { findConversation, markConversationUnread } from "../inbox-conversations";
import {
  CONVERSATION_NOT_FOUND,
  ConversationParams,
  ownConversation,
  TAG,
  toConversation,
} from "./shared";

const route = createRoute({
  method: "post",
  path: "/conversations/{conversation_id}/unread",
  operationId: "public_mark_conversation_unread",
  tags: [TAG],
  summary: "Mark a conversation unread",
  description:
    "Platform addition: marks the conversation unread again, as a reminder to come back to it: its latest message from the lead loses its `read_at` and `unread_count` becomes 1. A conversation that already has unread messages is left as it is. A conversation in which the lead has never written has nothing to be unread: 409. Send an Idempotency-Key: a retry with it answers as the first did.",
  middleware: [ownConversation] as const,
  request: { params: ConversationParams },
  responses: {
    200: jsonContent(Conversation, "The conversation, unread."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerMarkConversationUnread(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { conversation_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    const outcome = await markConversationUnread(db, workspaceId, conversation_id);
    if (outcome === "not_found") throw new ApiError("not_found", {}, CONVERSATION_NOT_FOUND);
    if (outcome === "no_inbound") {
      throw new ApiError(
        "campaign_state",
        {},
        "The lead has not written in this conversation yet, so there is nothing to mark unread.",
      );
    }
    const row = await findConversation(db, workspaceId, conversation_id);
    return c.json(toConversation(row!), 200);
  });
}
