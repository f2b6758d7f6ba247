import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { UpdateWorkspaceBody, Workspace } from "../../../../contract/members";
import { recordAudit } from "../../../auth/audit";
import { workspaces } from "../../../auth/tables";
import { toWorkspace } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";

const route = createRoute({
  method: "patch",
  path: "/workspace",
  operationId: "console_update_workspace",
  tags: ["Console"],
  summary: "Change the workspace's plan access, billing status or deletion",
  description: "Owner only. Each change is recorded in the audit log.",
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
    const { db, now } = c.var.deps;
    const at = now();
    const changes = {
      ...(body.plan_api_access !== undefined && { planApiAccess: body.plan_api_access }),
      ...(body.billing_status !== undefined && { billingStatus: body.billing_status }),
      ...(body.deleted !== undefined && { deletedAt: body.deleted ? at : null }),
    };
    const row = await db.transaction(async (tx) => {
      if (Object.keys(changes).length === 0) {
        const [current] = await tx
          .select()
          .from(workspaces)
          .where(eq(workspaces.id, member.workspaceId));
        return current!;
      }
      const [updated] = await tx
        .update(workspaces)
        .set(changes)
        .where(eq(workspaces.id, member.workspaceId))
        .returning();
      await recordAudit(tx, {
        workspaceId: member.workspaceId,
        actor: { memberId: member.memberId, email: member.email },
        target: { type: "workspace", id: updated!.id, label: updated!.name },
        change: { action: "workspace.updated", details: body },
        at,
      });
      return updated!;
    });
    return c.json(toWorkspace(row), 200);
  });
}
