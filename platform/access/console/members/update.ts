import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { ResourceId } from "../../../../contract/inputs";
import { Member, UpdateMemberBody } from "../../../../contract/members";
import { roleAtLeast } from "../../../../contract/roles";
import { consoleSessions, members } from "../../../auth/tables";
import { toMember } from "../../../db/serialize";
import type { ConsoleApi } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../http/openapi";
import { recordMemberChange } from "./audit";

const route = createRoute({
  method: "patch",
  path: "/members/{id}",
  operationId: "console_update_member",
  tags: ["Console"],
  summary: "Change a member's role or status",
  description:
    "Admin and above. Only an owner changes an owner or makes one; nobody changes themselves. Keys the member created follow the new role and status at once (the spec's creator check); the audit event lists the keys whose access changed.",
  request: { params: z.object({ id: ResourceId }), body: jsonBody(UpdateMemberBody) },
  responses: {
    200: jsonContent(Member, "The member."),
    ...errorResponses(400, 401, 403, 404, 415, 422),
  },
});

export function registerUpdateMember(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const actor = c.var.member;
    const { db } = c.var.deps;
    if (!roleAtLeast(actor.role, "admin")) throw new ApiError("role_manage_members");
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const [target] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, id), eq(members.workspaceId, actor.workspaceId)));
    if (!target) throw new ApiError("member_not_found");
    if (target.id === actor.memberId) throw new ApiError("member_change_self");
    if (target.role === "owner" && actor.role !== "owner")
      throw new ApiError("member_change_owner");
    if (body.role && !roleAtLeast(actor.role, body.role)) throw new ApiError("role_above_own");

    const at = c.var.deps.now();
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(members)
        .set({ role: body.role ?? target.role, status: body.status ?? target.status })
        .where(eq(members.id, id))
        .returning();
      // A suspended or removed member is signed out everywhere at once.
      if (row!.status !== "active") {
        await tx.delete(consoleSessions).where(eq(consoleSessions.memberId, id));
      }
      await recordMemberChange(tx, actor, target, row!, at);
      return row!;
    });
    return c.json(toMember(updated), 200);
  });
}
