/**
 * Headers pasted into the signature checker, as a receiver's log or a tool shows them: lines of
 * `name: value` (curl -v's `< ` and `> ` markers allowed), tab-separated cells copied from a
 * table (the delivery's Headers sent), or a JSON object. Names are lower-cased, as HTTP
 * compares them; lines that are no header (a request line, blanks) are skipped.
 */
export function parsePastedHeaders(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        return Object.fromEntries(
          Object.entries(parsed)
            .filter((entry): entry is [string, string] => typeof entry[1] === "string")
            .map(([name, value]) => [name.toLowerCase(), value.trim()]),
        );
      }
    } catch {
      // Not JSON after all: read it as lines.
    }
  }
  const headers: Record<string, string> = {};
  for (const raw of trimmed.split(/\r?\n/)) {
    const line = raw.replace(/^[<>]\s*/, "");
    const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)(?::[ \t]*|\t+)(.*)$/.exec(line);
    if (match) headers[match[1]!.toLowerCase()] = match[2]!.trim();
  }
  return headers;
}
