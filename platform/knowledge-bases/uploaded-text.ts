import { extractText, getDocumentProxy } from "unpdf";
import {
  type DocumentFormat,
  KNOWLEDGE_LIMITS,
  UPLOAD_FORMATS,
} from "../../contract/knowledge-bases";
import { validationError } from "../http/errors";

const FILE = ["body", "file"];

/** A file's ending, lower-cased (".md"), or "" when it has none. */
const endingOf = (filename: string) => /\.[^.]+$/.exec(filename)?.[0]?.toLowerCase() ?? "";

/**
 * The text of an uploaded .txt, .md or .pdf, and the format it is indexed as. A PDF's text is
 * extracted by unpdf (PDF.js built for servers); one without text (a scan) is refused, as is
 * a text file that is not UTF-8, since its words could not be searched. Its size is bounded
 * before it is read: the platform reads no body over 1 MiB (a 413, http/body-limit.ts).
 */
export async function uploadedText(file: File): Promise<{ format: DocumentFormat; text: string }> {
  const format = UPLOAD_FORMATS[endingOf(file.name)];
  if (!format) {
    throw validationError(FILE, "Upload a .txt, .md or .pdf file.");
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = format === "pdf" ? await pdfText(bytes) : utf8Text(bytes);
  if (!text.trim()) {
    throw validationError(
      FILE,
      format === "pdf"
        ? "This PDF has no text to read (a scan?); upload its text instead."
        : "The file is empty.",
    );
  }
  if (text.length > KNOWLEDGE_LIMITS.documentCharacters) {
    throw validationError(
      FILE,
      `The file holds ${text.length.toLocaleString("en-US")} characters; keep a document to ${KNOWLEDGE_LIMITS.documentCharacters.toLocaleString("en-US")} or fewer by splitting it.`,
    );
  }
  return { format, text };
}

function utf8Text(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/\r\n?/g, "\n");
  } catch {
    throw validationError(FILE, "Save the file as UTF-8 text and upload it again.");
  }
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  try {
    const pdf = await getDocumentProxy(bytes);
    const { text } = await extractText(pdf, { mergePages: false });
    // Pages become paragraphs, so a passage never runs across a page break unannounced.
    return text.map((page) => page.trim()).join("\n\n");
  } catch {
    throw validationError(FILE, "This file could not be read as a PDF.");
  }
}
