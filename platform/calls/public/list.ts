import { createRoute } from "@hono/zod-openapi";
import { Call, CallsQuery } from "../../../contract/calls";
import { offsetEnvelope } from "../../../contract/envelopes";
import { findCampaign } from "../../campaigns";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findVoiceAgent } from "../../voice-agents";
import { hasLead, listCalls, toCall } from "../calls";
import { TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/calls",
  operationId: "public_list_calls",
  tags: [TAG],
  summary: "List voice calls",
  description:
    "The workspace's calls (placed through POST /calls and by campaigns), newest first, in an offset envelope. `lead_id` and `campaign_id` take the ids the lead and campaign listings return; `agent_id`, `outcome` and `status` narrow further. A lead, campaign or agent the workspace does not have is a 404. A read: it never spends credits.",
  request: { query: CallsQuery },
  responses: {
    200: jsonContent(offsetEnvelope(Call), "A page of calls."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListCalls(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page, lead_id, campaign_id, agent_id, outcome, status } =
      c.req.valid("query");
    const { db } = c.var.deps;
    const workspaceId = c.var.auth.workspaceId;
    // A filter naming something the workspace does not have is a 404, as on GET /leads.
    if (lead_id !== undefined && !(await hasLead(db, workspaceId, lead_id))) {
      throw new ApiError("lead_not_found");
    }
    if (campaign_id !== undefined && !(await findCampaign(db, workspaceId, campaign_id))) {
      throw new ApiError("campaign_not_found");
    }
    if (agent_id !== undefined && !(await findVoiceAgent(db, workspaceId, agent_id))) {
      throw new ApiError("voice_agent_not_found");
    }
    const { rows, total } = await listCalls(db, workspaceId, {
      leadId: lead_id,
      campaignId: campaign_id,
      agentId: agent_id,
      outcome,
      status,
      page,
      perPage: per_page,
    });
    return c.json(
      { items: rows.map((row) => toCall(row, c.var.deps.publicApiUrl)), total, page, per_page },
      200,
    );
  });
}
