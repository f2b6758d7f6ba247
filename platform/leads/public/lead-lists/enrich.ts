import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ENRICHMENT_PRICE } from "../../../../contract/credit-rates";
import { ResourceId } from "../../../../contract/inputs";
import { Job } from "../../../../contract/lead-lists";
import { InsufficientCreditsError } from "../../../credits/credits";
import { toJob } from "../../../db/serialize";
import type { PublicApi, PublicEnv } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { errorResponses, jsonContent, PUBLIC_WRITE_ERRORS } from "../../../http/openapi";
import { wakeJobRunners } from "../../../jobs/runner";
import { workspaceEnrichmentLimit } from "../../../rate-limit/workspace-enrichment";
import { findLeadList } from "../../lead-lists";
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
  description: `Starts a job (202) that fills each lead's missing email, job title and company name from the prospect data, charging each lead that gains a field at ${ENRICHMENT_PRICE}: a lead whose prospect the workspace paid for in a preview, an import or an earlier enrichment is enriched for free. GET …/enrichment-estimate says what it would cost. 402, with nothing started or charged, when the balance cannot cover it; if the credits run out while it runs (another job spent them), the job stops there, \`failed\` with a sentence, and the leads left are neither enriched nor charged. Each lead that gains a field fires \`lead.enriched\` with \`fields_added\`, in the transaction of its charge; the end fires \`job.completed\`. Follow it at /jobs/{job_id}: \`result\` is a LeadEnrichmentResult. Bulk write tier (60 requests a minute per key).`,
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
    const { db, now } = c.var.deps;
    const job = await db
      .transaction((tx) =>
        createLeadEnrichment(tx, {
          workspaceId: c.var.auth.workspaceId,
          leadListId: list_id,
          at: now(),
        }),
      )
      .catch(refuseShortfall);
    wakeJobRunners();
    return c.json(toJob(job), 202);
  });
}

function refuseShortfall(err: unknown): never {
  if (!(err instanceof InsufficientCreditsError)) throw err;
  throw new ApiError(
    "credits_insufficient",
    {},
    `Enriching this list needs ${err.needed.toLocaleString("en-US")} credits and the workspace has ${err.balance.toLocaleString("en-US")}; add credits, or remove leads you do not need from the list.`,
  );
}
