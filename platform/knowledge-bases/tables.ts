import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A set of documents agents answer from. */
export const knowledgeBases = pgTable(
  "knowledge_bases",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("knowledge_bases_ws_idx").on(t.workspaceId, t.createdAt, t.id)],
);

/** A document's text as indexed, whichever way it arrived (JSON, a text file, a PDF). */
export const knowledgeDocuments = pgTable(
  "knowledge_documents",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    knowledgeBaseId: text("knowledge_base_id")
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    format: text("format", { enum: ["text", "markdown", "pdf"] }).notNull(),
    filename: text("filename"),
    content: text("content").notNull(),
    passageCount: integer("passage_count").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("knowledge_documents_base_idx").on(t.knowledgeBaseId, t.createdAt, t.id)],
);

/**
 * The passages a search ranks: a document split at its paragraphs (and a Markdown document at
 * its headings), each small enough to quote as a source.
 */
export const knowledgePassages = pgTable(
  "knowledge_passages",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    knowledgeBaseId: text("knowledge_base_id").notNull(),
    passage: text("passage").notNull(),
  },
  (t) => [
    index("knowledge_passages_doc_idx").on(t.documentId, t.position),
    // Full-text search in English (stems, stop words); knowledge-search.ts writes the same
    // expression, so the planner uses this index.
    index("knowledge_passages_search_idx").using("gin", sql`to_tsvector('english', ${t.passage})`),
    index("knowledge_passages_base_idx").on(t.knowledgeBaseId),
  ],
);
