import { createRoute, z } from "@hono/zod-openapi";
import { CallRecording } from "../../../contract/calls";
import { withoutProviderKeys } from "../../auth/provider-credentials";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findVoiceAgent } from "../../voice-agents";
import { findCall } from "../calls";
import { recordingCues, recordingFormat, toWebVtt } from "../recording";
import { CallParams, TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/calls/{call_id}/recording",
  operationId: "public_get_call_recording",
  tags: [TAG],
  summary: "Get a call's recording",
  description:
    "The recording of a completed call, the address its `transcript_url` and call.completed give. Calls are simulated and have no audio, so the recording is the call's transcript, each turn timed over the call: JSON (`cues`) by default, or a WebVTT caption track (`text/vtt`, one cue per turn, a voice span naming the speaker) when the Accept header ranks text/vtt above application/json. An Accept header that takes neither is a 406. A call still in progress has no recording yet: 409. A call nobody answered has an empty recording (no cues).",
  request: { params: CallParams },
  responses: {
    200: {
      description: "The recording.",
      content: {
        "application/json": { schema: CallRecording },
        "text/vtt": { schema: z.string().meta({ description: "A WebVTT file." }) },
      },
    },
    ...errorResponses(...PUBLIC_READ_ERRORS, 406, 409),
  },
});

export function registerGetCallRecording(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { call_id } = c.req.valid("param");
    const { db } = c.var.deps;
    const call = await findCall(db, c.var.auth.workspaceId, call_id);
    if (!call) throw new ApiError("call_not_found");
    const format = recordingFormat(c.req.header("accept"));
    if (!format) throw new ApiError("recording_not_acceptable");
    if (call.status !== "completed") throw new ApiError("call_in_progress");
    const agent = call.agentId
      ? await findVoiceAgent(db, c.var.auth.workspaceId, call.agentId)
      : undefined;
    // Each turn after it is found: the lead's name and what the agent said with it (a lead's own
    // words), shown without a provider key (spec rule 8).
    const cues = recordingCues(call.transcript, call.durationSeconds ?? 0, agent?.name ?? null).map(
      (cue) => ({
        ...cue,
        name: withoutProviderKeys(cue.name),
        text: withoutProviderKeys(cue.text),
      }),
    );
    // Shown with the call's kind of content everywhere: a caption track or its JSON twin.
    c.header("Vary", "Accept");
    if (format === "vtt") {
      return c.body(toWebVtt(cues), 200, { "Content-Type": "text/vtt; charset=utf-8" });
    }
    const body: CallRecording = {
      call_id: call.id,
      duration_seconds: call.durationSeconds ?? 0,
      simulated: call.simulated,
      cues,
    };
    return c.json(body, 200);
  });
}
