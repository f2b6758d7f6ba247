import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ResourceId } from "../../../../contract/inputs";
import { Job } from "../../../../contract/lead-lists";
import { findLeadList } from "../../../data/lead-lists";
import { toJob } from "../../../data/serialize";
import type { PublicEnv } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { wakeJobRunners } from "../../../jobs/runner";
import { workspaceEnrichmentLimit } from "../../../rate-limit/workspace-enrichment";
import type { PublicApi } from "../api";
import { createLeadEnrichment } from "./enrichment-job";

const ownList: MiddlewareHandler<PublicEnv> = async (c, next) => {
  const listId = c.req.param("list_id") ?? "";
  const valid = ResourceId.safeParse(listId).success;
  if (!valid || !(await findLeadList(c.var.deps.db, c.var.auth.workspaceId, listId))) {
    throw new ApiError("lead_list_not_found");
  }
  await next();
};

const route = createRoute({
  method: "post",
  path: "/lead-lists/{list_id}/enrich",
  operationId: "public_enrich_lead_list",
  tags: ["Lead lists"],
  summary: "Enrich a list's leads",
  description:
    "Starts a job (202) that fills each lead's missing email, job title and company name from the prospect data. Bulk write tier (60 requests a minute per key). Each lead that gains a field fires `lead.enriched` with `fields_added`; the end fires `job.completed`. Follow it at /jobs/{job_id}: `result: {enriched, unchanged}`.",
  // The workspace's enrichment tier counts only a request for one of its own lists.
  middleware: [ownList, workspaceEnrichmentLimit] as const,
  request: { params: z.object({ list_id: ResourceId }) },
  responses: {
    202: jsonContent(Job, "The enrichment job, queued."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerEnrichLeadList(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { list_id } = c.req.valid("param");
    const job = await createLeadEnrichment(c.var.deps.db, {
      workspaceId: c.var.auth.workspaceId,
      leadListId: list_id,
      at: c.var.deps.now(),
    });
    wakeJobRunners();
    return c.json(toJob(job), 202);
  });
}
