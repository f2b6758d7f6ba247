import { createRoute, z } from "@hono/zod-openapi";
import { offsetEnvelope } from "../../../contract/envelopes";
import { ResourceId } from "../../../contract/inputs";
import { VoiceAgent, VoiceAgentsQuery } from "../../../contract/voice-agents";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findVoiceAgent, listVoiceAgents, toVoiceAgent } from "../voice-agents";

const TAG = "Voice agents";

const listRoute = createRoute({
  method: "get",
  path: "/voice-agents",
  operationId: "public_list_voice_agents",
  tags: [TAG],
  summary: "List voice agents",
  description:
    "The workspace's voice agents, oldest first, in an offset envelope. Their ids are the `agent_id` of POST /calls; campaigns' call steps are placed by the first.",
  request: { query: VoiceAgentsQuery },
  responses: {
    200: jsonContent(offsetEnvelope(VoiceAgent), "A page of voice agents."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/voice-agents/{agent_id}",
  operationId: "public_get_voice_agent",
  tags: [TAG],
  summary: "Get a voice agent",
  request: { params: z.object({ agent_id: ResourceId }) },
  responses: {
    200: jsonContent(VoiceAgent, "The voice agent."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerVoiceAgents(api: PublicApi) {
  api.openapi(listRoute, async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await listVoiceAgents(c.var.deps.db, c.var.auth.workspaceId, {
      page,
      perPage: per_page,
    });
    return c.json({ items: rows.map(toVoiceAgent), total, page, per_page }, 200);
  });
  api.openapi(getRoute, async (c) => {
    const { agent_id } = c.req.valid("param");
    const row = await findVoiceAgent(c.var.deps.db, c.var.auth.workspaceId, agent_id);
    if (!row) throw new ApiError("voice_agent_not_found");
    return c.json(toVoiceAgent(row), 200);
  });
}
