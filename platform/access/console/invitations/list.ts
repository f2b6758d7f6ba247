import { createRoute, z } from "@hono/zod-openapi";
import { Invitation } from "../../../../contract/invitations";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { listInvitations, toInvitation } from "../../invitations";

const route = createRoute({
  method: "get",
  path: "/invitations",
  operationId: "console_list_invitations",
  tags: ["Console"],
  summary: "List the workspace's invitations",
  description:
    "Every member. Newest first (the latest 200), with each one's status: pending, expired, accepted or revoked. Never a token.",
  responses: {
    200: jsonContent(z.object({ items: z.array(Invitation) }), "The invitations."),
    ...errorResponses(401),
  },
});

export function registerListInvitations(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const { db, now } = c.var.deps;
    const rows = await listInvitations(db, c.var.member.workspaceId);
    const at = now();
    return c.json({ items: rows.map((row) => toInvitation(row, at)) }, 200);
  });
}
