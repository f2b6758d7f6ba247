import { formatNumber } from "../format";

/**
 * Nouns whose plural is not the singular plus "s". Listed once so every count on screen
 * agrees ("1 reply", "2 replies"); a noun missing here gets an "s".
 */
const IRREGULAR: Record<string, string> = {
  reply: "replies",
  delivery: "deliveries",
  match: "matches",
  company: "companies",
  entry: "entries",
  activity: "activities",
  try: "tries",
  person: "people",
  search: "searches",
  address: "addresses",
  business: "businesses",
};

/** The plural of one noun (or of the last word of a phrase: "campaign enrollment"). */
export function pluralOf(noun: string): string {
  const cut = noun.lastIndexOf(" ");
  const head = noun.slice(0, cut + 1);
  const last = noun.slice(cut + 1);
  return head + (IRREGULAR[last] ?? `${last}s`);
}

/**
 * A count with its noun, singular or plural as the number asks: "1 lead", "3 leads",
 * "1,204 deliveries". `many` names an irregular plural the table above does not hold.
 */
export function countOf(n: number, noun: string, many?: string): string {
  return `${formatNumber(n)} ${n === 1 ? noun : (many ?? pluralOf(noun))}`;
}

/** Just the noun for a count shown apart from it: "lead" for 1, "leads" otherwise. */
export function nounFor(n: number, noun: string, many?: string): string {
  return n === 1 ? noun : (many ?? pluralOf(noun));
}
