import { createRoute } from "@hono/zod-openapi";
import type { PublicApi } from "../../../http/env";
import { errorResponses, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { deleteCampaign } from "../../campaigns";
import { CampaignParams, TAG } from "./shared";

const route = createRoute({
  method: "delete",
  path: "/campaigns/{campaign_id}",
  operationId: "public_delete_campaign",
  tags: [TAG],
  summary: "Delete a draft campaign",
  description:
    "Deletes a draft campaign with its enrollments and channel assignments. A campaign that was launched is stopped instead (409).",
  request: { params: CampaignParams },
  responses: {
    204: { description: "Deleted." },
    ...errorResponses(...PUBLIC_READ_ERRORS, 409),
  },
});

export function registerDeleteCampaign(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { campaign_id } = c.req.valid("param");
    await deleteCampaign(c.var.deps.db, c.var.auth.workspaceId, campaign_id);
    return c.body(null, 204);
  });
}
