import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { ResourceId } from "../../../../contract/inputs";
import { IssuedInvitation } from "../../../../contract/invitations";
import type { ConsoleApi } from "../../../http/env";
import { errorResponses, jsonContent } from "../../../http/openapi";
import { newInvitationToken, toInvitation } from "../../invitations";
import { invitations } from "../../tables";
import { announceInvitation } from "./announce";
import { recordResent } from "./audit";
import { lockChangeableInvitation } from "./changeable";
import { invitationExpiry } from "./ttl";

export const InvitationIdParam = z.object({ id: ResourceId });

const route = createRoute({
  method: "post",
  path: "/invitations/{id}/resend",
  operationId: "console_resend_invitation",
  tags: ["Console"],
  summary: "Send an invitation again with a new link",
  description:
    "Admin and above (for a role up to their own). A new token replaces the old one, which stops working at once, and the expiry starts again; pending and expired invitations can be resent, accepted and revoked ones are a 409.",
  request: { params: InvitationIdParam },
  responses: {
    200: jsonContent(IssuedInvitation, "The invitation and its new token."),
    ...errorResponses(401, 403, 404, 409),
  },
});

export function registerResendInvitation(api: ConsoleApi) {
  api.openapi(route, async (c) => {
    const actor = c.var.member;
    const { db, now } = c.var.deps;
    const { id } = c.req.valid("param");
    const at = now();
    const { token, hash } = newInvitationToken();
    const row = await db.transaction(async (tx) => {
      await lockChangeableInvitation(tx, actor, id);
      const [updated] = await tx
        .update(invitations)
        .set({ tokenHash: hash, sentAt: at, expiresAt: invitationExpiry(c.var.deps, at) })
        .where(eq(invitations.id, id))
        .returning();
      await recordResent(tx, actor, updated!, at);
      return updated!;
    });
    announceInvitation(c.var.deps, row, token);
    return c.json({ invitation: toInvitation(row, at), token }, 200);
  });
}
