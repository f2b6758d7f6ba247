/**
 * What a paste into a chip input adds: one value per comma or line ("A, B, C" or a column
 * copied from a sheet), trimmed, blanks and repeats (ignoring case) left out.
 */
export function splitPasted(text: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const part of text.split(/[,\n\r\t;]+/)) {
    const value = part.trim();
    if (value === "" || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    values.push(value);
  }
  return values;
}

/** Adds values not chosen yet (ignoring case); returns the new list and what it added. */
export function addValues(chosen: readonly string[], more: readonly string[]) {
  const taken = new Set(chosen.map((v) => v.toLowerCase()));
  const added = more.filter((v) => !taken.has(v.toLowerCase()));
  return { values: [...chosen, ...added], added };
}
