import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { Invitation } from "../../../../contract/invitations";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { toInvitation } from "../../invitations";
import { invitations } from "../../tables";
import { recordRevoked } from "./audit";
import { lockChangeableInvitation } from "./changeable";
import { InvitationIdParam } from "./resend";

const route = createRoute({
  method: "post",
  path: "/invitations/{id}/revoke",
  operationId: "console_revoke_invitation",
  tags: ["Console"],
  summary: "Revoke an invitation",
  description:
    "Admin and above (for a role up to their own). Its link stops working at once. An accepted or already revoked invitation is a 409.",
  request: { params: InvitationIdParam },
  responses: {
    200: jsonContent(Invitation, "The revoked invitation."),
    ...errorResponses(401, 403, 404, 409),
  },
});

export function registerRevokeInvitation(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const actor = c.var.member;
    const { db, now } = c.var.deps;
    const { id } = c.req.valid("param");
    const at = now();
    const row = await db.transaction(async (tx) => {
      await lockChangeableInvitation(tx, actor, id);
      const [updated] = await tx
        .update(invitations)
        .set({ revokedAt: at })
        .where(eq(invitations.id, id))
        .returning();
      await recordRevoked(tx, actor, updated!, at);
      return updated!;
    });
    return c.json(toInvitation(row, at), 200);
  });
}
