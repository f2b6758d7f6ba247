import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { ResourceId } from "../../../../contract/inputs";
import { Lead, UpdateLeadBody } from "../../../../contract/lead-lists";
import { NOTIFIED_LEAD_STATUSES } from "../../../../contract/webhooks";
import { emitEvent, wakeWebhookWorkers } from "../../../events/events";
import type { PublicApi, PublicEnv } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { toLead } from "../../lead-serialize";
import { leads } from "../../tables";

const LeadParams = z.object({ lead_id: ResourceId });

/** Another workspace's lead is a 404 whatever the body says, so this runs before validation. */
const ownLead: MiddlewareHandler<PublicEnv> = async (c, next) => {
  const leadId = c.req.param("lead_id") ?? "";
  const [found] = !ResourceId.safeParse(leadId).success
    ? []
    : await c.var.deps.db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.workspaceId, c.var.auth.workspaceId), eq(leads.id, leadId)));
  if (!found) throw new ApiError("lead_not_found");
  await next();
};

const route = createRoute({
  method: "patch",
  path: "/leads/{lead_id}",
  operationId: "public_update_lead",
  tags: ["Leads"],
  summary: "Update a lead's status",
  description:
    "Sets the lead's `status`. A change to dnc, unsubscribed or bounced fires `lead.status_changed` with `lead_id`, `lead_list_id`, `status` and `previous_status`; setting the status it already has fires nothing.",
  middleware: [ownLead] as const,
  request: { params: LeadParams, body: jsonBody(UpdateLeadBody) },
  responses: {
    200: jsonContent(Lead, "The updated lead."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

const notified = (status: string): status is (typeof NOTIFIED_LEAD_STATUSES)[number] =>
  (NOTIFIED_LEAD_STATUSES as readonly string[]).includes(status);

export function registerUpdateLead(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { lead_id } = c.req.valid("param");
    const { status } = c.req.valid("json");
    const { workspaceId } = c.var.auth;
    const { row, queued } = await c.var.deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: leads.status })
        .from(leads)
        .where(and(eq(leads.workspaceId, workspaceId), eq(leads.id, lead_id)))
        .for("update");
      if (!before) throw new ApiError("lead_not_found");
      const [updated] = await tx
        .update(leads)
        .set({ status })
        .where(eq(leads.id, lead_id))
        .returning();
      let deliveries: string[] = [];
      if (before.status !== status && notified(status)) {
        deliveries = await emitEvent(tx, workspaceId, "lead.status_changed", {
          lead_id,
          lead_list_id: updated!.leadListId,
          status,
          previous_status: before.status,
        });
      }
      return { row: updated!, queued: deliveries.length > 0 };
    });
    if (queued) wakeWebhookWorkers();
    return c.json(toLead(row), 200);
  });
}
