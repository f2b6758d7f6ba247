import { z } from "zod";
import { OffsetQuery, Timestamp } from "./envelopes";
import { text } from "./inputs";

/**
 * Knowledge bases: the content voice agents answer from. A document is text (plain or
 * Markdown, sent as JSON or as a .txt/.md file) or a PDF whose text is extracted; it is split
 * into passages that the database's own full-text search ranks.
 */
export const KNOWLEDGE_LIMITS = {
  /** Characters of a document's text, whichever way it arrives. */
  documentCharacters: 200_000,
  /** Bytes of an uploaded file (the platform reads no body over 1 MiB). */
  fileBytes: 1024 * 1024,
  documentsPerBase: 500,
  passagesPerSearch: 20,
} as const;

const DOCUMENT_FORMATS = ["text", "markdown", "pdf"] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** File endings an upload may have, and the format each is read as. */
export const UPLOAD_FORMATS: Record<string, DocumentFormat> = {
  ".txt": "text",
  ".md": "markdown",
  ".markdown": "markdown",
  ".pdf": "pdf",
};

const name = text()
  .trim()
  .min(1, "Enter a name.")
  .max(200, "Keep the name to 200 characters or fewer.");
const description = text().trim().max(2000, "Keep the description to 2,000 characters or fewer.");

export const CreateKnowledgeBaseBody = z
  .object({ name, description: description.optional() })
  .strict()
  .meta({
    id: "CreateKnowledgeBaseRequest",
    example: { name: "Support answers", description: "Refunds, hours and pricing." },
  });
export type CreateKnowledgeBaseBody = z.infer<typeof CreateKnowledgeBaseBody>;

export const UpdateKnowledgeBaseBody = z
  .object({ name: name.optional(), description: description.optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: "Send name, description or both.",
  })
  .meta({
    id: "UpdateKnowledgeBaseRequest",
    minProperties: 1,
    example: { name: "Support answers (2026)" },
  });
export type UpdateKnowledgeBaseBody = z.infer<typeof UpdateKnowledgeBaseBody>;

export const KnowledgeBase = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    document_count: z.number().int(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: "KnowledgeBase" });
export type KnowledgeBase = z.infer<typeof KnowledgeBase>;

export const KnowledgeBaseQuery = OffsetQuery;

export const CreateDocumentBody = z
  .object({
    title: text()
      .trim()
      .min(1, "Enter a title.")
      .max(300, "Keep the title to 300 characters or fewer."),
    content: text()
      .trim()
      .min(1, "Enter the document's text.")
      .max(
        KNOWLEDGE_LIMITS.documentCharacters,
        `Keep a document to ${KNOWLEDGE_LIMITS.documentCharacters.toLocaleString("en-US")} characters or fewer; split a longer one.`,
      ),
    format: z.enum(["text", "markdown"]).default("text").meta({
      description: "markdown: headings start new passages and are kept with them.",
    }),
  })
  .strict()
  .meta({
    id: "CreateKnowledgeDocumentRequest",
    example: {
      title: "Refund policy",
      content: "# Refunds\n\nRefunds are issued within 30 days of purchase.",
      format: "markdown",
    },
  });
export type CreateDocumentBody = z.infer<typeof CreateDocumentBody>;

export const UploadDocumentForm = z
  .object({
    file: z.any().meta({
      type: "string",
      format: "binary",
      description: `A .txt, .md or .pdf file of at most ${KNOWLEDGE_LIMITS.fileBytes / 1024 / 1024} MiB; a PDF's text is extracted (a scanned PDF without text is a 422).`,
    }),
    title: text()
      .max(300, "Keep the title to 300 characters or fewer.")
      .optional()
      .meta({ description: "Defaults to the file's name." }),
  })
  .meta({ id: "UploadKnowledgeDocumentRequest" });

export const KnowledgeDocument = z
  .object({
    id: z.string(),
    knowledge_base_id: z.string(),
    title: z.string(),
    format: z.enum(DOCUMENT_FORMATS),
    filename: z
      .string()
      .nullable()
      .meta({ description: "The uploaded file's name; null for JSON." }),
    characters: z.number().int(),
    passage_count: z.number().int().meta({ description: "Passages the search ranks." }),
    created_at: Timestamp,
  })
  .meta({ id: "KnowledgeDocument" });
export type KnowledgeDocument = z.infer<typeof KnowledgeDocument>;

export const KnowledgeDocumentWithContent = KnowledgeDocument.extend({
  content: z.string().meta({ description: "The document's text as indexed." }),
}).meta({ id: "KnowledgeDocumentWithContent" });

export const KnowledgeSearchBody = z
  .object({
    query: text()
      .trim()
      .min(1, "Enter what to search for.")
      .max(500, "Keep the query to 500 characters or fewer."),
    limit: z
      .number()
      .int()
      .min(1)
      .max(
        KNOWLEDGE_LIMITS.passagesPerSearch,
        `Ask for at most ${KNOWLEDGE_LIMITS.passagesPerSearch} passages.`,
      )
      .default(5),
  })
  .strict()
  .meta({
    id: "KnowledgeSearchRequest",
    example: { query: "How long do refunds take?", limit: 3 },
  });

export const KnowledgePassage = z
  .object({
    document_id: z.string(),
    title: z.string(),
    passage: z.string(),
    score: z.number().meta({
      description: "How well the passage matches, higher is better; comparable within one search.",
    }),
  })
  .meta({ id: "KnowledgePassage" });
export type KnowledgePassage = z.infer<typeof KnowledgePassage>;

export const KnowledgeSearchResult = z
  .object({ items: z.array(KnowledgePassage) })
  .meta({ id: "KnowledgeSearchResult" });
