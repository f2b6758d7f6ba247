import { createRoute } from "@hono/zod-openapi";
import { Campaign, CampaignsQuery } from "../../../../contract/campaigns";
import { offsetEnvelope } from "../../../../contract/envelopes";
import { toCampaign } from "../../../data/campaign-serialize";
import { listCampaigns } from "../../../data/campaigns";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import type { PublicApi } from "../api";
import { TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/campaigns",
  operationId: "public_list_campaigns",
  tags: [TAG],
  summary: "List campaigns",
  description:
    "The workspace's campaigns, newest first, in an offset envelope; `folder_id` and `status` narrow the list.",
  request: { query: CampaignsQuery },
  responses: {
    200: jsonContent(offsetEnvelope(Campaign), "A page of campaigns."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListCampaigns(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page, folder_id, status } = c.req.valid("query");
    const { rows, total } = await listCampaigns(c.var.deps.db, c.var.auth.workspaceId, {
      folderId: folder_id,
      status,
      page,
      perPage: per_page,
    });
    return c.json({ items: rows.map(toCampaign), total, page, per_page }, 200);
  });
}
