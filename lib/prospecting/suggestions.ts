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
