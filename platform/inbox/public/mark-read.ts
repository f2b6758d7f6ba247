import { createRoute } from "@hono/zod-openapi";
import { Conversation } from "../../../contract/inbox";
import { databaseNow } from "../../db/clock";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { findConversation, markConversationRead } from "../inbox-conversations";
import {
  CONVERSATION_NOT_FOUND,
  ConversationParams,
  ownConversation,
  TAG,
  toConversation,
} from "./shared";

const route = createRoute({
  method: "post",
  path: "/conversations/{conversation_id}/read",
  operationId: "public_mark_conversation_read",
  tags: [TAG],
  summary: "Mark a conversation read",
  description:
    "Marks every unread inbound message of the conversation read (its `read_at` set) and its `unread_count` 0. Reading a conversation never does this by itself; marking it again changes nothing.",
  middleware: [ownConversation] as const,
  request: { params: ConversationParams },
  responses: {
    200: jsonContent(Conversation, "The conversation, with unread_count 0."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerMarkConversationRead(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { conversation_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    if (!(await markConversationRead(db, workspaceId, conversation_id, await databaseNow(db)))) {
      throw new ApiError("not_found", {}, CONVERSATION_NOT_FOUND);
    }
    const row = await findConversation(db, workspaceId, conversation_id);
    return c.json(toConversation(row!), 200);
  });
}
