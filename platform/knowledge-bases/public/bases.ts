import { createRoute } from "@hono/zod-openapi";
import { offsetEnvelope } from "../../../contract/envelopes";
import {
  CreateKnowledgeBaseBody,
  KnowledgeBase,
  KnowledgeBaseQuery,
  UpdateKnowledgeBaseBody,
} from "../../../contract/knowledge-bases";
import type { PublicApi } from "../../http/env";
import {
  errorResponses,
  jsonBody,
  jsonContent,
  PUBLIC_READ_ERRORS,
  PUBLIC_WRITE_ERRORS,
} from "../../http/openapi";
import {
  createKnowledgeBase,
  deleteKnowledgeBase,
  getKnowledgeBase,
  listKnowledgeBases,
  toKnowledgeBase,
  updateKnowledgeBase,
} from "../knowledge-bases";
import { ownKnowledgeBase } from "./own-knowledge-base";
import { BaseParams, TAG } from "./params";

const listRoute = createRoute({
  method: "get",
  path: "/knowledge-bases",
  operationId: "public_list_knowledge_bases",
  tags: [TAG],
  summary: "List knowledge bases",
  description: "The workspace's knowledge bases, newest first, each with its document count.",
  request: { query: KnowledgeBaseQuery },
  responses: {
    200: jsonContent(offsetEnvelope(KnowledgeBase), "A page of knowledge bases."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const createBaseRoute = createRoute({
  method: "post",
  path: "/knowledge-bases",
  operationId: "public_create_knowledge_base",
  tags: [TAG],
  summary: "Create a knowledge base",
  description: "An empty knowledge base; add documents to it, then give it to voice agents.",
  request: { body: jsonBody(CreateKnowledgeBaseBody) },
  responses: {
    201: jsonContent(KnowledgeBase, "The knowledge base."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/knowledge-bases/{knowledge_base_id}",
  operationId: "public_get_knowledge_base",
  tags: [TAG],
  summary: "Get a knowledge base",
  request: { params: BaseParams },
  responses: {
    200: jsonContent(KnowledgeBase, "The knowledge base."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/knowledge-bases/{knowledge_base_id}",
  operationId: "public_update_knowledge_base",
  tags: [TAG],
  summary: "Rename or describe a knowledge base",
  middleware: [ownKnowledgeBase] as const,
  request: { params: BaseParams, body: jsonBody(UpdateKnowledgeBaseBody) },
  responses: {
    200: jsonContent(KnowledgeBase, "The knowledge base as changed."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/knowledge-bases/{knowledge_base_id}",
  operationId: "public_delete_knowledge_base",
  tags: [TAG],
  summary: "Delete a knowledge base",
  description: "Deletes the base with its documents; agents given it answer without them.",
  request: { params: BaseParams },
  responses: {
    204: { description: "Deleted." },
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerKnowledgeBaseRoutes(api: PublicApi) {
  api.openapi(listRoute, async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await listKnowledgeBases(c.var.deps.db, c.var.auth.workspaceId, {
      page,
      perPage: per_page,
    });
    return c.json({ items: rows.map(toKnowledgeBase), total, page, per_page }, 200);
  });
  api.openapi(createBaseRoute, async (c) => {
    const base = await createKnowledgeBase(
      c.var.deps.db,
      c.var.auth.workspaceId,
      c.req.valid("json"),
    );
    return c.json(base, 201);
  });
  api.openapi(getRoute, async (c) => {
    const { knowledge_base_id } = c.req.valid("param");
    const row = await getKnowledgeBase(c.var.deps.db, c.var.auth.workspaceId, knowledge_base_id);
    return c.json(toKnowledgeBase(row), 200);
  });
  api.openapi(updateRoute, async (c) => {
    const { knowledge_base_id } = c.req.valid("param");
    const base = await updateKnowledgeBase(
      c.var.deps.db,
      c.var.auth.workspaceId,
      knowledge_base_id,
      c.req.valid("json"),
    );
    return c.json(base, 200);
  });
  api.openapi(deleteRoute, async (c) => {
    const { knowledge_base_id } = c.req.valid("param");
    await deleteKnowledgeBase(c.var.deps.db, c.var.auth.workspaceId, knowledge_base_id);
    return c.body(null, 204);
  });
}
