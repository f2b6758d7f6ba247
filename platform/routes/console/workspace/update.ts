import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { UpdateWorkspaceBody, Workspace } from "../../../../contract/members";
import { toWorkspace } from "../../../data/serialize";
import { workspaces } from "../../../db/schema";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import type { ConsoleApi } from "../index";

const route = createRoute({
  method: "patch",
  path: "/workspace",
  operationId: "console_update_workspace",
  tags: ["Console"],
  summary: "Change the workspace's plan access, billing status or deletion",
  description: "Owner only.",
  request: { body: jsonBody(UpdateWorkspaceBody) },
  responses: {
    200: jsonContent(Workspace, "The workspace."),
    ...errorResponses(400, 401, 403, 415, 422),
  },
});

export function registerUpdateWorkspace(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { member } = c.var;
    if (member.role !== "owner") throw new ApiError("role_owner_only");
    const body = c.req.valid("json");
    const changes = {
      ...(body.plan_api_access !== undefined && { planApiAccess: body.plan_api_access }),
      ...(body.billing_status !== undefined && { billingStatus: body.billing_status }),
      ...(body.deleted !== undefined && { deletedAt: body.deleted ? c.var.deps.now() : null }),
    };
    const db = c.var.deps.db;
    const [row] =
      Object.keys(changes).length > 0
        ? await db
            .update(workspaces)
            .set(changes)
            .where(eq(workspaces.id, member.workspaceId))
            .returning()
        : await db.select().from(workspaces).where(eq(workspaces.id, member.workspaceId));
    return c.json(toWorkspace(row!), 200);
  });
}
