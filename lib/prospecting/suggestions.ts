const MAX_OPTIONS = 8;

/**
 * The suggestions a chip input offers for what is typed: known values not chosen yet
 * (ignoring case) that contain the text, those that start with it first; a few at most.
 */
export function matchingSuggestions(
  suggestions: readonly string[],
  chosen: readonly string[],
  text: string,
  max = MAX_OPTIONS,
): string[] {
  const taken = new Set(chosen.map((v) => v.toLowerCase()));
  const query = text.trim().toLowerCase();
  const open = suggestions.filter((s) => !taken.has(s.toLowerCase()));
  if (query === "") return open.slice(0, max);
  const starts = open.filter((s) => s.toLowerCase().startsWith(query));
  const contains = open.filter(
    (s) => !s.toLowerCase().startsWith(query) && s.toLowerCase().includes(query),
  );
  return [...starts, ...contains].slice(0, max);
}
