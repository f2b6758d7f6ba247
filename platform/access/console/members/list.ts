import { createRoute, z } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import { Member } from "../../../../contract/members";
import { members } from "../../../auth/tables";
import { toMember } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses, jsonContent } from "../../../http/openapi";

const route = createRoute({
  method: "get",
  path: "/members",
  operationId: "console_list_members",
  tags: ["Console"],
  summary: "List the workspace's members",
  responses: {
    200: jsonContent(z.object({ items: z.array(Member) }), "The members."),
    ...errorResponses(401, 403),
  },
});

export function registerListMembers(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(members)
      .where(eq(members.workspaceId, c.var.member.workspaceId))
      .orderBy(asc(members.createdAt), asc(members.email));
    return c.json({ items: rows.map(toMember) }, 200);
  });
}
