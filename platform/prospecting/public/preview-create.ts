import { createRoute } from "@hono/zod-openapi";
import { ENRICHMENT_PRICE } from "../../../contract/credit-rates";
import {
  PREVIEW_SNAPSHOT_LIMIT,
  ProspectSearchPreview as PreviewSchema,
  ProspectSearchPreviewRequest,
} from "../../../contract/prospect-search";
import { InsufficientCreditsError } from "../../credits/credits";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { countWorkspaceEnrichment } from "../../rate-limit/workspace-enrichment";
import { createPreview, resultSetCounts } from "../prospect-search";
import { ensureSearchStatistics } from "../prospect-search-statistics";
import { LeadListParams, ownLeadList } from "./own-lead-list";
import { toPreviewResponse } from "./preview-response";

const limit = PREVIEW_SNAPSHOT_LIMIT.toLocaleString("en-US");

const route = createRoute({
  method: "post",
  path: "/lead-lists/{list_id}/prospect-search/preview",
  operationId: "public_create_prospect_search_preview",
  tags: ["Prospecting"],
  summary: "Preview prospect search results",
  description: `Finds the prospects matching \`filters\`, keeps them as this preview's result set (the first ${limit}, in a fixed order) and returns one page; \`sort\` (a platform addition) orders the set by seniority, company size, funding date or web traffic. Read other pages with the preview's id; import the set into the list. With \`auto_enrich\` (the default) the returned page gains email, phone and network_url, charged now at ${ENRICHMENT_PRICE}; \`credits_charged\` says what it took, and a 402 charges nothing. Changes workspace data: retry only with an Idempotency-Key.`,
  middleware: [ownLeadList] as const,
  request: {
    params: LeadListParams,
    body: jsonBody(ProspectSearchPreviewRequest),
  },
  responses: {
    201: jsonContent(PreviewSchema, "The preview, with the requested page of results."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

export function registerCreatePreview(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { list_id } = c.req.valid("param");
    const body = c.req.valid("json");
    const { db, now } = c.var.deps;
    const { workspaceId } = c.var.auth;
    await ensureSearchStatistics(db);
    // Only enriching previews count against the workspace's enrichment tier.
    if (body.auto_enrich) await countWorkspaceEnrichment(c);
    // The charge and the preview it pays for commit together.
    const response = await db.transaction(async (tx) => {
      const created = await createPreview(tx, {
        workspaceId,
        leadListId: list_id,
        filters: body.filters,
        page: body.page,
        pageSize: body.page_size,
        autoEnrich: body.auto_enrich,
        sort: body.sort,
        at: now(),
      }).catch(refuseShortfall);
      const counts = await resultSetCounts(tx, created.preview);
      return toPreviewResponse(created.preview, created.results, counts, created);
    });
    return c.json(response, 201);
  });
}

function refuseShortfall(err: unknown): never {
  if (!(err instanceof InsufficientCreditsError)) throw err;
  throw new ApiError(
    "credits_insufficient",
    {},
    `Enriching this page needs ${err.needed.toLocaleString("en-US")} credits and the workspace has ${err.balance.toLocaleString("en-US")}; add credits, ask for a smaller page, or set auto_enrich to false.`,
  );
}
