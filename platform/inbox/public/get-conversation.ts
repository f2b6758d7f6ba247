import { createRoute } from "@hono/zod-openapi";
import { ConversationDetail } from "../../../contract/inbox";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findConversation, threadMessages } from "../inbox-conversations";
import {
  CONVERSATION_NOT_FOUND,
  ConversationParams,
  ownConversation,
  TAG,
  toConversation,
  toMessage,
} from "./shared";

const route = createRoute({
  method: "get",
  path: "/conversations/{conversation_id}",
  operationId: "public_get_conversation",
  tags: [TAG],
  summary: "Read a conversation",
  description:
    "A conversation and its messages, oldest first: each with its channel, direction, sending account, subject, body, status, times, campaign and the member who sent it from the inbox. Reading changes nothing; mark the thread read with POST /conversations/{conversation_id}/read.",
  middleware: [ownConversation] as const,
  request: { params: ConversationParams },
  responses: {
    200: jsonContent(ConversationDetail, "The conversation and its thread."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetConversation(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { conversation_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const row = await findConversation(db, c.var.auth.workspaceId, conversation_id);
    if (!row) throw new ApiError("not_found", {}, CONVERSATION_NOT_FOUND);
    const thread = await threadMessages(db, row.id);
    return c.json(
      ConversationDetail.parse({
        ...toConversation(row),
        messages: thread.messages.map(toMessage),
        has_earlier_messages: thread.earlier,
      }),
      200,
    );
  });
}
