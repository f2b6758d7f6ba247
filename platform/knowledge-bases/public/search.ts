import { createRoute } from "@hono/zod-openapi";
import {
  KNOWLEDGE_LIMITS,
  KnowledgeSearchBody,
  KnowledgeSearchResult,
} from "../../../contract/knowledge-bases";
import type { PublicApi } from "../../http/env";
import { errorResponses, jsonBody, jsonContent, PUBLIC_WRITE_ERRORS } from "../../http/openapi";
import { searchKnowledge } from "../knowledge-search";
import { ownKnowledgeBase } from "./own-knowledge-base";
import { BaseParams, TAG } from "./params";

const searchRoute = createRoute({
  method: "post",
  path: "/knowledge-bases/{knowledge_base_id}/search",
  operationId: "public_search_knowledge_base",
  tags: [TAG],
  summary: "Search a knowledge base",
  middleware: [ownKnowledgeBase] as const,
  description: `The passages that best answer \`query\`, best first (at most ${KNOWLEDGE_LIMITS.passagesPerSearch}), from the database's full-text search in English: any of the query's words match, and passages holding more of them, closer together, rank higher. What agents answer from. Spends nothing.`,
  request: { params: BaseParams, body: jsonBody(KnowledgeSearchBody) },
  responses: {
    200: jsonContent(KnowledgeSearchResult, "Ranked passages; none when nothing matches."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

export function registerSearchRoute(api: PublicApi) {
  api.openapi(searchRoute, async (c) => {
    const { knowledge_base_id } = c.req.valid("param");
    const { query, limit } = c.req.valid("json");
    const items = await searchKnowledge(c.var.deps.db, [knowledge_base_id], query, limit);
    return c.json({ items }, 200);
  });
}
