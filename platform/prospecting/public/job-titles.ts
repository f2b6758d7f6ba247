import { createRoute } from "@hono/zod-openapi";
import { TitleSuggestions, TitleSuggestionsQuery } from "../../../contract/title-suggestions";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { suggestTitles } from "../prospect-title-counts";

const route = createRoute({
  method: "get",
  path: "/prospect-search/job-titles",
  operationId: "public_suggest_prospect_job_titles",
  tags: ["Prospecting"],
  summary: "Suggest job titles, the most common first",
  description:
    "Job titles of the prospect corpus with how many prospects have each, the most common first, optionally only those containing `q`: for a title filter's suggestion list. The counts are refreshed every few minutes. Read-only and free.",
  request: { query: TitleSuggestionsQuery },
  responses: {
    200: jsonContent(TitleSuggestions, "The titles and their prospect counts."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerSuggestJobTitles(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { q, limit } = c.req.valid("query");
    const { db, now } = c.var.deps;
    const data = await suggestTitles(db, { q, limit, now: now().getTime() });
    return c.json(TitleSuggestions.parse({ data }), 200);
  });
}
