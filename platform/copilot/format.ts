/** How the assistant writes numbers, counts and times in its answers. */

export const n = (value: number) => value.toLocaleString("en-US");

/** "1 reply" / "3 replies". */
export function count(value: number, one: string, many = `${one}s`): string {
  return `${n(value)} ${value === 1 ? one : many}`;
}

/** 2026-11-22 14:05 UTC: the stored (possibly simulated) time, to the minute. */
export function when(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** The first `max` characters of one line of text, with an ellipsis when cut. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** "a, b and c". */
export function listing(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** snake_case as words: "no_answer" → "no answer". */
export const words = (value: string) => value.replace(/_/g, " ");
