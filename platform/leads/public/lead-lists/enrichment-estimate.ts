import { createRoute } from "@hono/zod-openapi";
import { ENRICHMENT_PRICE } from "../../../../contract/credit-rates";
import { LeadListEnrichmentEstimate } from "../../../../contract/lead-lists";
import type { PublicApi } from "../../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../../http/openapi";
import { LeadListParams, ownLeadList } from "../../../prospecting";
import { estimateLeadEnrichment } from "./enrichment-job";

const route = createRoute({
  method: "get",
  path: "/lead-lists/{list_id}/enrichment-estimate",
  operationId: "public_estimate_lead_list_enrichment",
  tags: ["Lead lists"],
  summary: "What enriching a list would cost",
  description: `What POST /lead-lists/{list_id}/enrich would do now: how many leads lack a field the prospect data can fill, how many of those the workspace has already paid for (free), and the credits the rest would take at ${ENRICHMENT_PRICE}, beside the balance. Never spends credits.`,
  middleware: [ownLeadList] as const,
  request: { params: LeadListParams },
  responses: {
    200: jsonContent(LeadListEnrichmentEstimate, "The estimate."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerEstimateLeadListEnrichment(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { list_id } = c.req.valid("param");
    const estimate = await estimateLeadEnrichment(c.var.deps.db, {
      workspaceId: c.var.auth.workspaceId,
      leadListId: list_id,
    });
    return c.json(LeadListEnrichmentEstimate.parse(estimate), 200);
  });
}
