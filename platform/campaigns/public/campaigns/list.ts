import { createRoute } from "@hono/zod-openapi";
import { Campaign, CampaignsQuery } from "../../../../contract/campaigns";
import { offsetEnvelope } from "../../../../contract/envelopes";
import type { PublicApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { findCampaignFolder } from "../../campaign-folders";
import { toCampaign } from "../../campaign-serialize";
import { listCampaigns } from "../../campaigns";
import { TAG } from "./shared";

const route = createRoute({
  method: "get",
  path: "/campaigns",
  operationId: "public_list_campaigns",
  tags: [TAG],
  summary: "List campaigns",
  description:
    "The workspace's campaigns, newest first, in an offset envelope; `folder_id` and `status` narrow the list (a folder the workspace does not have is a 404).",
  request: { query: CampaignsQuery },
  responses: {
    200: jsonContent(offsetEnvelope(Campaign), "A page of campaigns."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListCampaigns(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { page, per_page, folder_id, status } = c.req.valid("query");
    const { db } = c.var.deps;
    // A folder the workspace does not have is a 404, as a lead list is on GET /leads.
    if (
      folder_id !== undefined &&
      !(await findCampaignFolder(db, c.var.auth.workspaceId, folder_id))
    ) {
      throw new ApiError("campaign_folder_not_found");
    }
    const { rows, total } = await listCampaigns(c.var.deps.db, c.var.auth.workspaceId, {
      folderId: folder_id,
      status,
      page,
      perPage: per_page,
    });
    return c.json({ items: rows.map(toCampaign), total, page, per_page }, 200);
  });
}
