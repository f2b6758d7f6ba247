const MAX_OPTIONS = 8;

/**
 * The suggestions a combobox offers for what is typed: known values not chosen yet (ignoring
 * case) whose value or label contains the text, those that start with it first; a few at most.
 */
export function matchingSuggestions(
  suggestions: readonly string[],
  chosen: readonly string[],
  text: string,
  labelOf: (value: string) => string = (value) => value,
  max = MAX_OPTIONS,
): string[] {
  const taken = new Set(chosen.map((v) => v.toLowerCase()));
  const query = text.trim().toLowerCase();
  const open = suggestions.filter((s) => !taken.has(s.toLowerCase()));
  if (query === "") return open.slice(0, max);
  const texts = (s: string) => [s.toLowerCase(), labelOf(s).toLowerCase()];
  const starts = open.filter((s) => texts(s).some((t) => t.startsWith(query)));
  const contains = open.filter(
    (s) => !starts.includes(s) && texts(s).some((t) => t.includes(query)),
  );
  return [...starts, ...contains].slice(0, max);
}

/**
 * Suggestions ranked by how many prospects have each: the counted ones first, the most common
 * first (a title the corpus has that the list lacks included), then the rest in their own
 * order. Without counts, the list as it is.
 */
export function rankByProspects(
  suggestions: readonly string[],
  counted: readonly { title: string; prospects: number }[] | undefined,
): readonly string[] {
  if (!counted || counted.length === 0) return suggestions;
  const ranked = [...counted].sort((a, b) => b.prospects - a.prospects).map((c) => c.title);
  const seen = new Set(ranked.map((t) => t.toLowerCase()));
  return [...ranked, ...suggestions.filter((s) => !seen.has(s.toLowerCase()))];
}
