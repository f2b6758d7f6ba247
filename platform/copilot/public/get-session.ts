import { createRoute } from "@hono/zod-openapi";
import { COPILOT_ASSISTANT_LABEL, CopilotSession } from "../../../contract/copilot";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { iso } from "../../http/time";
import { findThread, threadMessages } from "../copilot";
import { toCopilotMessage } from "../stream";
import { TAG, ThreadParams } from "./shared";

const route = createRoute({
  method: "get",
  path: "/copilot/sessions/{thread_id}",
  operationId: "public_get_copilot_session",
  tags: [TAG],
  summary: "Get a Copilot conversation",
  description:
    "Spec: accepts the thread_id sent by the reply stream; returns conversation fields only. The thread's messages, oldest first, each with its role (user or assistant), content and time. A thread belongs to the member whose key started it: another member's (an owner's included), another workspace's or an unknown thread is a 404. Reading costs nothing.",
  request: { params: ThreadParams },
  responses: {
    200: jsonContent(CopilotSession, "The conversation."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetCopilotSession(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { thread_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const { workspaceId, creatorMemberId } = c.var.auth;
    const thread = await findThread(db, { workspaceId, memberId: creatorMemberId }, thread_id);
    if (!thread) throw new ApiError("copilot_thread_not_found");
    const messages = await threadMessages(db, thread.id);
    // Through the output schema, so that no bookkeeping column can slip out.
    const session = CopilotSession.parse({
      thread_id: thread.id,
      title: thread.title,
      assistant: COPILOT_ASSISTANT_LABEL,
      created_at: iso(thread.createdAt),
      updated_at: iso(thread.updatedAt),
      messages: messages.map(toCopilotMessage),
    });
    return c.json(session, 200);
  });
}
