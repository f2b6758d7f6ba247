import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { Me } from "../../../../contract/members";
import { members, workspaces } from "../../../auth/tables";
import { toMe } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses, jsonContent } from "../../../http/openapi";

const route = createRoute({
  method: "get",
  path: "/me",
  operationId: "console_get_me",
  tags: ["Console"],
  summary: "The signed-in member",
  description: "The member's current role and status, and the workspace.",
  responses: { 200: jsonContent(Me, "The member."), ...errorResponses(401, 403, 410) },
});

export function registerMe(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const [row] = await c.var.deps.db
      .select({ member: members, workspace: workspaces })
      .from(members)
      .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
      .where(eq(members.id, c.var.member.memberId));
    return c.json(toMe(row!.member, row!.workspace), 200);
  });
}
