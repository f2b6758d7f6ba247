import { createRoute } from "@hono/zod-openapi";
import { CampaignFolder, CreateCampaignFolderBody } from "../../../../contract/campaigns";
import { OffsetQuery, offsetEnvelope } from "../../../../contract/envelopes";
import { databaseNow } from "../../../db/clock";
import type { PublicApi } from "../../../http/env";
import {
  errorResponses,
  jsonBody,
  jsonContent,
  PUBLIC_READ_ERRORS,
  PUBLIC_WRITE_ERRORS,
} from "../../../http/openapi";
import { createCampaignFolder, listCampaignFolders } from "../../campaign-folders";
import { toCampaignFolder } from "../../campaign-serialize";

const TAG = "Campaigns";

const listRoute = createRoute({
  method: "get",
  path: "/campaign-folders",
  operationId: "public_list_campaign_folders",
  tags: [TAG],
  summary: "List campaign folders",
  description:
    "The workspace's campaign folders, newest first, in an offset envelope: the source of `folder_id` for campaign creation.",
  request: { query: OffsetQuery },
  responses: {
    200: jsonContent(offsetEnvelope(CampaignFolder), "A page of folders."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const createFolderRoute = createRoute({
  method: "post",
  path: "/campaign-folders",
  operationId: "public_create_campaign_folder",
  tags: [TAG],
  summary: "Create a campaign folder",
  request: { body: jsonBody(CreateCampaignFolderBody) },
  responses: {
    201: jsonContent(CampaignFolder, "The new folder."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerCampaignFolders(api: PublicApi) {
  api.openapi(listRoute, async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await listCampaignFolders(
      c.var.deps.db,
      c.var.auth.workspaceId,
      page,
      per_page,
    );
    return c.json({ items: rows.map(toCampaignFolder), total, page, per_page }, 200);
  });
  api.openapi(createFolderRoute, async (c) => {
    const { db } = c.var.deps;
    const { name } = c.req.valid("json");
    const row = await createCampaignFolder(db, c.var.auth.workspaceId, name, await databaseNow(db));
    return c.json(toCampaignFolder(row), 201);
  });
}
