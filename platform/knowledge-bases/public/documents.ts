import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { offsetEnvelope } from "../../../contract/envelopes";
import {
  CreateDocumentBody,
  KNOWLEDGE_LIMITS,
  KnowledgeBaseQuery,
  KnowledgeDocument,
  KnowledgeDocumentWithContent,
  UploadDocumentForm,
} from "../../../contract/knowledge-bases";
import type { PublicApi } from "../../http/env";
import { ApiError, validationError } from "../../http/errors";
import {
  errorResponses,
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
import { uploadedText } from "../uploaded-text";
import { ownKnowledgeBase } from "./own-knowledge-base";
import { BaseParams, DocumentParams, TAG } from "./params";

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
    params: BaseParams,
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
  request: { params: BaseParams, query: KnowledgeBaseQuery },
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
  request: { params: DocumentParams },
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
  request: { params: DocumentParams },
  responses: {
    204: { description: "Removed." },
    ...errorResponses(...PUBLIC_READ_ERRORS),
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

export function registerDocumentRoutes(api: PublicApi) {
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
}
