import type { DocumentFormat } from "../../contract/knowledge-bases";

/** About a paragraph or two: enough to answer from, short enough to quote as a source. */
export const PASSAGE_CHARACTERS = 800;

/**
 * Splits a document's text into the passages search ranks. Paragraphs (blank-line separated)
 * are packed together up to PASSAGE_CHARACTERS; a longer paragraph is cut between sentences,
 * and a sentence longer still between words. In Markdown each heading starts a passage and
 * is repeated at the head of the passages under it, so a passage says what it is about.
 */
export function splitIntoPassages(content: string, format: DocumentFormat): string[] {
  const passages: string[] = [];
  let heading = "";
  let current = "";
  const flush = () => {
    if (current.trim()) passages.push(current.trim());
    current = "";
  };
  const add = (piece: string) => {
    const joined = current ? `${current}\n\n${piece}` : piece;
    if (joined.length <= PASSAGE_CHARACTERS) {
      current = joined;
      return;
    }
    flush();
    const lead = heading && !piece.startsWith(heading) ? `${heading}\n\n` : "";
    for (const part of pieces(piece, PASSAGE_CHARACTERS - lead.length)) {
      if (current) flush();
      current = `${lead}${part}`;
    }
  };
  for (const paragraph of content.split(/\n\s*\n/)) {
    const text = paragraph.trim();
    if (!text) continue;
    if (format === "markdown" && /^#{1,6}\s/.test(text)) {
      flush();
      const [first, ...rest] = text.split("\n");
      heading = first!.trim();
      current = heading;
      if (rest.length) add(rest.join("\n").trim());
      continue;
    }
    add(text);
  }
  flush();
  return passages;
}

/** A paragraph cut into parts of at most `max` characters, between sentences where it can. */
function pieces(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const units = paragraph.split(/(?<=[.!?])\s+/).flatMap((sentence) =>
    sentence.length <= max
      ? [sentence]
      : packed(
          sentence.split(/\s+/).flatMap((word) => cut(word, max)),
          max,
        ),
  );
  return packed(units, max);
}

/** A "word" longer than a passage (a long URL, a run of digits) is cut where it must be. */
function cut(word: string, max: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i < word.length; i += max) parts.push(word.slice(i, i + max));
  return parts;
}

/** Units (each at most `max`) joined by spaces into as few parts of at most `max` as they fill. */
function packed(units: string[], max: number): string[] {
  const parts: string[] = [];
  let current = "";
  for (const unit of units) {
    const joined = current ? `${current} ${unit}` : unit;
    if (joined.length <= max) current = joined;
    else {
      parts.push(current);
      current = unit;
    }
  }
  if (current) parts.push(current);
  return parts;
}
