import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { offsetEnvelope } from "../../../contract/envelopes";
import { ResourceId } from "../../../contract/inputs";
import {
  CreateDocumentBody,
  CreateKnowledgeBaseBody,
  KNOWLEDGE_LIMITS,
  KnowledgeBase,
  KnowledgeBaseQuery,
  KnowledgeDocument,
  KnowledgeDocumentWithContent,
  KnowledgeSearchBody,
  KnowledgeSearchResult,
  UpdateKnowledgeBaseBody,
  UploadDocumentForm,
} from "../../../contract/knowledge-bases";
import type { PublicApi } from "../../http/env";
import { ApiError, validationError } from "../../http/errors";
import {
  errorResponses,
  jsonBody,
  jsonContent,
  PUBLIC_READ_ERRORS,
  PUBLIC_WRITE_ERRORS,
} from "../../http/openapi";
import {
  addDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  toKnowledgeDocument,
} from "../documents";
import {
  createKnowledgeBase,
  deleteKnowledgeBase,
  getKnowledgeBase,
  listKnowledgeBases,
  toKnowledgeBase,
  updateKnowledgeBase,
} from "../knowledge-bases";
import { searchKnowledge } from "../knowledge-search";
import { uploadedText } from "../uploaded-text";
import { ownKnowledgeBase } from "./own-knowledge-base";

const TAG = "Knowledge bases";
const Base = z.object({ knowledge_base_id: ResourceId });
const Doc = Base.extend({ document_id: ResourceId });

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
  request: { params: Base },
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
  request: { params: Base, body: jsonBody(UpdateKnowledgeBaseBody) },
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
  request: { params: Base },
  responses: {
    204: { description: "Deleted." },
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

/** JSON or a file; anything else is a 415 that names both, before any validator reads it. */
const mediaTypeOf = (c: Context) => {
  const type = c.req.header("content-type") ?? "";
  if (/^multipart\/form-data/i.test(type)) return "file";
  if (/^application\/json/i.test(type)) return "json";
  throw new ApiError(
    "unsupported_media_type",
    {},
    "Send the document as JSON (Content-Type: application/json) or as a file (multipart/form-data).",
  );
};

const addDocumentRoute = createRoute({
  method: "post",
  path: "/knowledge-bases/{knowledge_base_id}/documents",
  operationId: "public_create_knowledge_document",
  tags: [TAG],
  summary: "Add a document",
  description: `Adds text, as JSON (\`title\`, \`content\`, \`format\` text or markdown), or a file as multipart/form-data (field \`file\`: .txt, .md or .pdf, at most 1 MiB; optional \`title\`). A document holds at most ${KNOWLEDGE_LIMITS.documentCharacters.toLocaleString("en-US")} characters and a base ${KNOWLEDGE_LIMITS.documentsPerBase} documents (409 beyond). The text is split into passages and searchable when this answers.`,
  middleware: [
    ownKnowledgeBase,
    async (c, next) => {
      mediaTypeOf(c);
      await next();
    },
  ],
  request: {
    params: Base,
    body: {
      // Either media type, each validated only when sent (required: true would validate both).
      required: false,
      content: {
        "application/json": { schema: CreateDocumentBody },
        "multipart/form-data": { schema: UploadDocumentForm },
      },
    },
  },
  responses: {
    201: jsonContent(KnowledgeDocument, "The document, indexed."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS, 409),
  },
});

const listDocumentsRoute = createRoute({
  method: "get",
  path: "/knowledge-bases/{knowledge_base_id}/documents",
  operationId: "public_list_knowledge_documents",
  tags: [TAG],
  summary: "List a knowledge base's documents",
  request: { params: Base, query: KnowledgeBaseQuery },
  responses: {
    200: jsonContent(offsetEnvelope(KnowledgeDocument), "A page of documents, newest first."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const getDocumentRoute = createRoute({
  method: "get",
  path: "/knowledge-bases/{knowledge_base_id}/documents/{document_id}",
  operationId: "public_get_knowledge_document",
  tags: [TAG],
  summary: "Get a document with its text",
  request: { params: Doc },
  responses: {
    200: jsonContent(KnowledgeDocumentWithContent, "The document and its text as indexed."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const deleteDocumentRoute = createRoute({
  method: "delete",
  path: "/knowledge-bases/{knowledge_base_id}/documents/{document_id}",
  operationId: "public_delete_knowledge_document",
  tags: [TAG],
  summary: "Remove a document",
  description: "Search stops finding its passages when this answers.",
  request: { params: Doc },
  responses: {
    204: { description: "Removed." },
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

const searchRoute = createRoute({
  method: "post",
  path: "/knowledge-bases/{knowledge_base_id}/search",
  operationId: "public_search_knowledge_base",
  tags: [TAG],
  summary: "Search a knowledge base",
  middleware: [ownKnowledgeBase] as const,
  description: `The passages that best answer \`query\`, best first (at most ${KNOWLEDGE_LIMITS.passagesPerSearch}), from the database's full-text search in English: any of the query's words match, and passages holding more of them, closer together, rank higher. What agents answer from. Spends nothing.`,
  request: { params: Base, body: jsonBody(KnowledgeSearchBody) },
  responses: {
    200: jsonContent(KnowledgeSearchResult, "Ranked passages; none when nothing matches."),
    ...errorResponses(...PUBLIC_WRITE_ERRORS),
  },
});

/** An uploaded file's document: its text, titled by the form or by the file's name. */
async function uploadedDocument(form: { file?: unknown; title?: string }) {
  if (!(form.file instanceof File)) {
    throw validationError(["body", "file"], "Attach the document as the multipart field file.");
  }
  const { format, text } = await uploadedText(form.file);
  const title = form.title?.trim() || form.file.name;
  return { title, format, content: text, filename: form.file.name };
}

export function registerKnowledgeBases(api: PublicApi) {
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
  api.openapi(addDocumentRoute, async (c) => {
    const { knowledge_base_id } = c.req.valid("param");
    const doc =
      mediaTypeOf(c) === "file"
        ? await uploadedDocument(c.req.valid("form"))
        : { ...(c.req.valid("json") as CreateDocumentBody), filename: null };
    const created = await addDocument(
      c.var.deps.db,
      c.var.auth.workspaceId,
      knowledge_base_id,
      doc,
    );
    return c.json(created, 201);
  });
  api.openapi(listDocumentsRoute, async (c) => {
    const { knowledge_base_id } = c.req.valid("param");
    const { page, per_page } = c.req.valid("query");
    const { rows, total } = await listDocuments(
      c.var.deps.db,
      c.var.auth.workspaceId,
      knowledge_base_id,
      { page, perPage: per_page },
    );
    return c.json({ items: rows.map(toKnowledgeDocument), total, page, per_page }, 200);
  });
  api.openapi(getDocumentRoute, async (c) => {
    const { knowledge_base_id, document_id } = c.req.valid("param");
    const doc = await getDocument(
      c.var.deps.db,
      c.var.auth.workspaceId,
      knowledge_base_id,
      document_id,
    );
    return c.json(doc, 200);
  });
  api.openapi(deleteDocumentRoute, async (c) => {
    const { knowledge_base_id, document_id } = c.req.valid("param");
    await deleteDocument(c.var.deps.db, c.var.auth.workspaceId, knowledge_base_id, document_id);
    return c.body(null, 204);
  });
  api.openapi(searchRoute, async (c) => {
    const { knowledge_base_id } = c.req.valid("param");
    const { query, limit } = c.req.valid("json");
    const items = await searchKnowledge(c.var.deps.db, [knowledge_base_id], query, limit);
    return c.json({ items }, 200);
  });
}
