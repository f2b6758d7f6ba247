import { createRoute } from "@hono/zod-openapi";
import { Job } from "../../../contract/lead-lists";
import { ProspectSearchImportRequest } from "../../../contract/prospect-search";
import { InsufficientCreditsError } from "../../credits/credits";
import { toJob } from "../../db/serialize";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { wakeJobRunners } from "../../jobs/runner";
import { countWorkspaceEnrichment } from "../../rate-limit/workspace-enrichment";
import { createProspectImport } from "../prospect-import";
import { enrichForImport, findPreview, holdLeadList, leadListExists } from "../prospect-search";
import { type ImportSelection, selectedSeqs } from "../prospect-search-selection";
import { LeadListParams, ownLeadList } from "./own-lead-list";

const route = createRoute({
  method: "post",
  path: "/lead-lists/{list_id}/prospect-search/import",
  operationId: "public_import_prospect_search",
  tags: ["Prospecting"],
  summary: "Import a preview's results into the list",
  description:
    "Starts a job that adds every prospect of the preview's result set as a lead of the list, skipping prospects already in it; `prospect_ids` imports only those results, `exclude_prospect_ids` all but those (platform additions; an id not in the preview's result set is a 422 at its index). The preview may be of any list of the workspace: a search is made once and imported into whichever list it is for. Follow it at /jobs/{job_id}: `total`, `processed`, and `result: {added, skipped}`; it ends `completed` (or `failed` with `error_message`). Leads get an email only where the workspace has paid for the prospect's contact details, unless `auto_enrich` asks to pay for the ones the import adds first (`import_enrich_results` of the preview says how many); prospects already in the list are neither enriched nor charged. Retry only with an Idempotency-Key.",
  middleware: [ownLeadList] as const,
  request: {
    params: LeadListParams,
    body: jsonBody(ProspectSearchImportRequest),
  },
  responses: {
    202: jsonContent(Job, "The import job, queued."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerImportPreview(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { list_id } = c.req.valid("param");
    const body = c.req.valid("json");
    const { db, now } = c.var.deps;
    const found = await findPreview(db, {
      workspaceId: c.var.auth.workspaceId,
      previewId: body.preview_id,
    });
    if (!found) {
      // A list's previews go with it: when the path's list was deleted since the middleware
      // saw it, say so, rather than name the preview that went with it.
      const listGone = !(await leadListExists(db, c.var.auth.workspaceId, list_id));
      throw new ApiError(listGone ? "lead_list_not_found" : "preview_not_found");
    }
    // The path's list is where the leads go, whichever list of the workspace the preview ran on.
    const preview = { ...found, leadListId: list_id };

    const selection = selectionOf(body);
    const seqs = selection ? await selectedSeqs(db, preview, selection) : null;

    // Like a preview, only an enriching import counts against the enrichment tier.
    if (body.auto_enrich) await countWorkspaceEnrichment(c);
    const job = await db.transaction(async (tx) => {
      const at = now();
      await holdLeadList(tx, c.var.auth.workspaceId, list_id);
      if (body.auto_enrich) await enrichForImport(tx, preview, at, seqs).catch(refuseShortfall);
      return toJob(await createProspectImport(tx, { preview, enrich: body.auto_enrich, seqs, at }));
    });
    // A job runner of this instance starts it at once (any other instance's would soon).
    wakeJobRunners();
    return c.json(job, 202);
  });
}

function selectionOf(body: {
  prospect_ids?: string[] | undefined;
  exclude_prospect_ids?: string[] | undefined;
}): ImportSelection | null {
  if (body.prospect_ids) return { field: "prospect_ids", ids: body.prospect_ids };
  if (body.exclude_prospect_ids) {
    return { field: "exclude_prospect_ids", ids: body.exclude_prospect_ids };
  }
  return null;
}

function refuseShortfall(err: unknown): never {
  if (!(err instanceof InsufficientCreditsError)) throw err;
  throw new ApiError(
    "credits_insufficient",
    {},
    `Enriching the prospects this import adds needs ${err.needed.toLocaleString("en-US")} credits and the workspace has ${err.balance.toLocaleString("en-US")}; add credits, or import without auto_enrich.`,
  );
}
