import { createRoute } from "@hono/zod-openapi";
import { Campaign, CreateCampaignBody } from "../../../../contract/campaigns";
import { databaseNow } from "../../../db/clock";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { toCampaign } from "../../campaign-serialize";
import { createCampaign } from "../../campaigns";
import { TAG } from "./shared";

const route = createRoute({
  method: "post",
  path: "/campaigns",
  operationId: "public_create_campaign",
  tags: [TAG],
  summary: "Create a campaign",
  description:
    "Creates a draft campaign. `folder_id`, from GET /campaign-folders, files it; one that is not a folder of the workspace is a 422 at `folder_id`.",
  request: { body: jsonBody(CreateCampaignBody) },
  responses: {
    201: jsonContent(Campaign, "The new campaign, a draft."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerCreateCampaign(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { db } = c.var.deps;
    const row = await createCampaign(
      db,
      c.var.auth.workspaceId,
      c.req.valid("json"),
      await databaseNow(db),
    );
    return c.json(toCampaign(row), 201);
  });
}
