import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ResourceId } from "../../../contract/inputs";
import type { PublicEnv } from "../../http/env";
import { ApiError } from "../../http/errors";
import { leadListExists } from "../prospect-search";

export const LeadListParams = z.object({
  list_id: ResourceId.meta({
    description: "The id of the lead list, as the lead-list listing returns it.",
  }),
});

/**
 * Route middleware: the list in the path must be the workspace's. It runs before the body is
 * validated, so another workspace's list is a 404 whatever the body says.
 */
export const ownLeadList: MiddlewareHandler<PublicEnv> = async (c, next) => {
  const listId = c.req.param("list_id") ?? "";
  const found =
    ResourceId.safeParse(listId).success &&
    (await leadListExists(c.var.deps.db, c.var.auth.workspaceId, listId));
  if (!found) throw new ApiError("lead_list_not_found");
  await next();
};
