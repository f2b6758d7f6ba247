import { createRoute } from "@hono/zod-openapi";
import { ResourceId } from "../../../contract/inputs";
import {
  ProspectSearchPreview,
  ProspectSearchPreviewQuery,
} from "../../../contract/prospect-search";
import type { PublicApi } from "../../http/env";
import { ApiError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { findPreview, readPreviewPage, resultSetCounts } from "../prospect-search";
import { LeadListParams, ownLeadList } from "./own-lead-list";
import { toPreviewResponse } from "./preview-response";

const route = createRoute({
  method: "get",
  path: "/lead-lists/{list_id}/prospect-search/preview/{preview_id}",
  operationId: "public_get_prospect_search_preview",
  tags: ["Prospecting"],
  summary: "Read a page of a preview",
  description:
    "Any page of the preview's result set: the same prospects in the same order as when it was created, so pages never overlap or skip. Never spends credits: results carry contact fields where the workspace has paid for them (in any preview, import or bulk enrichment) and come back without them otherwise (`enriched: false`). `in_list` is current.",
  middleware: [ownLeadList] as const,
  request: {
    params: LeadListParams.extend({
      preview_id: ResourceId.meta({ description: "The id a preview was created with." }),
    }),
    query: ProspectSearchPreviewQuery,
  },
  responses: {
    200: jsonContent(ProspectSearchPreview, "The preview, with the requested page of results."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerGetPreview(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { list_id, preview_id } = c.req.valid("param");
    const { page, page_size } = c.req.valid("query");
    const { db } = c.var.deps;
    const preview = await findPreview(db, {
      workspaceId: c.var.auth.workspaceId,
      leadListId: list_id,
      previewId: preview_id,
    });
    if (!preview) throw new ApiError("preview_not_found");
    // Side by side: on Postgres each takes a connection of the pool, and the counts cost
    // about as much as the page at 10,000 results.
    const [results, counts] = await Promise.all([
      readPreviewPage(db, preview, page, page_size),
      resultSetCounts(db, preview),
    ]);
    return c.json(toPreviewResponse(preview, results, counts), 200);
  });
}
