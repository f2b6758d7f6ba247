import { createRoute, z } from "@hono/zod-openapi";
import {
  COPILOT_ANSWER_CREDITS,
  COPILOT_STREAM_DESCRIPTION,
  COPILOT_STREAM_EXAMPLE,
  CopilotMessageBody,
} from "../../../contract/copilot";
import { creditsText } from "../../../contract/credit-rates";
import { InsufficientCreditsError } from "../../credits/credits";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { EVENT_STREAM_TYPE, eventStreamResponse } from "../../http/event-stream";
import { errorResponses, jsonBody, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { composeAnswer } from "../compose";
import { findThread, recordExchange } from "../copilot";
import { replyEvents } from "../stream";
import { copilotBodyHook, TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/copilot/messages",
  operationId: "public_create_copilot_message",
  tags: [TAG],
  summary: "Ask the Copilot",
  description: `Sends a message to the workspace assistant and streams its answer. The assistant is the platform's built-in one (simulated AI): it answers from the workspace's own data (credits, lead lists, campaigns and their figures, replies, calls, meetings) and about using the console, and says plainly what it cannot answer. Each answer lists the campaigns, lead lists and leads it names (the done event's message.links), for a client to link to. No AI-provider key or model is accepted (spec, authentication rule 8): a body member such as api_key, model or provider is a 422 at that member, and a header carrying one a 422 at that header.

Each answer is an AI step: ${creditsText(COPILOT_ANSWER_CREDITS)}, charged with the stored answer; a workspace that cannot pay gets a 402 and nothing is kept. A thread belongs to the member whose key started it (the console's session keys included; keys without a recorded creator share theirs), and only that member continues it. Errors found before the stream starts (402, a 404 for a thread that is unknown or not the caller's, a 422) are ordinary JSON answers.

${COPILOT_STREAM_DESCRIPTION}

With an Idempotency-Key, a retry gets the same stream again (Idempotent-Replayed: true), all at once, and is not charged again.`,
  request: { body: jsonBody(CopilotMessageBody) },
  responses: {
    200: {
      description: "The answer, as server-sent events: thread, delta…, done.",
      content: {
        [EVENT_STREAM_TYPE]: {
          schema: z.string().meta({ example: COPILOT_STREAM_EXAMPLE }),
        },
      },
    },
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerSendCopilotMessage(api: PublicApi) {
  api.openapi(
    route,
    async (c) => {
      const { message, thread_id } = c.req.valid("json");
      const { db, now, copilotChunkDelayMs } = c.var.deps;
      const { workspaceId, creatorMemberId } = c.var.auth;
      // Only the member who started a thread continues it; anyone else's is a 404.
      const owner = { workspaceId, memberId: creatorMemberId };
      const thread = thread_id === undefined ? undefined : await findThread(db, owner, thread_id);
      if (thread_id !== undefined && !thread) throw new ApiError("copilot_thread_not_found");

      const at = now();
      const composed = await composeAnswer(db, workspaceId, message, at);
      // Stored and charged before the first byte goes out: the stream only plays it back.
      const exchange = await recordExchange(db, {
        workspaceId,
        memberId: creatorMemberId,
        thread,
        question: composed.question,
        answer: composed.answer,
        links: composed.links,
        topics: composed.topics,
        at,
      }).catch((err) => {
        if (err instanceof InsufficientCreditsError) {
          throw new ApiError("copilot_credits_insufficient");
        }
        throw err;
      });
      return eventStreamResponse(c, replyEvents(exchange), copilotChunkDelayMs ?? 0);
    },
    copilotBodyHook,
  );
}
