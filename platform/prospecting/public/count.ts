import { createRoute } from "@hono/zod-openapi";
import {
  PREVIEW_SNAPSHOT_LIMIT,
  ProspectSearchCount,
  ProspectSearchCountRequest,
} from "../../../contract/prospect-search";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { unpaidOnFirstPage } from "../prospect-search";
import { countWithBreakdown } from "../prospect-search-breakdown";
import { countMatches } from "../prospect-search-count";
import { ensureSearchStatistics } from "../prospect-search-statistics";

const limit = PREVIEW_SNAPSHOT_LIMIT.toLocaleString("en-US");

const route = createRoute({
  method: "post",
  path: "/prospect-search/count",
  operationId: "public_count_prospect_search",
  tags: ["Prospecting"],
  summary: "Count the prospects matching filters",
  description: `How many prospects match \`filters\` right now, exact up to ${limit}; for a live count while a search is being built. With \`page_size\`, also how many of the first page the workspace has not paid for, so a client can show what an enriching run would cost before it runs. With \`breakdown: true\`, also how many would match without each active filter (\`without\`), so a client can say why a search finds few and loosen the right filter, in this one request. Read-only: it creates no preview and no result set, and never spends credits or counts against the enrichment limit. It is a POST (the filters are a JSON body), so like every POST it needs the write scope and counts against the default rate limit. Safe to retry.`,
  request: { body: jsonBody(ProspectSearchCountRequest) },
  responses: {
    200: jsonContent(ProspectSearchCount, "The number of matching prospects."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerCountProspects(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { filters, page_size, breakdown } = c.req.valid("json");
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    await ensureSearchStatistics(db);
    // Transactions only so that the planner setting stays local to the statements.
    const counted = await db.transaction(async (tx) =>
      breakdown
        ? countWithBreakdown(tx, filters)
        : { total: await countMatches(tx, filters), without: undefined },
    );
    const unpaid =
      page_size === undefined
        ? undefined
        : await db.transaction((tx) =>
            unpaidOnFirstPage(tx, { workspaceId, filters, pageSize: page_size }),
          );
    return c.json(
      ProspectSearchCount.parse({
        total_matches: counted.total,
        limit: PREVIEW_SNAPSHOT_LIMIT,
        unpaid_on_first_page: unpaid,
        without: counted.without,
      }),
      200,
    );
  });
}
