import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ResourceId } from "../../../../contract/inputs";
import type { PublicEnv } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { findCampaign } from "../../campaigns";

export const TAG = "Campaigns";

export const CampaignParams = z.object({ campaign_id: ResourceId });

/**
 * Route middleware: the campaign in the path must be the workspace's. It runs before the query
 * and body are validated, so another workspace's campaign is a 404 whatever they say.
 */
export const ownCampaign: MiddlewareHandler<PublicEnv> = async (c, next) => {
  const id = c.req.param("campaign_id") ?? "";
  const found =
    ResourceId.safeParse(id).success &&
    (await findCampaign(c.var.deps.db, c.var.auth.workspaceId, id));
  if (!found) throw new ApiError("campaign_not_found");
  await next();
};
