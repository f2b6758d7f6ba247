import type { VariantFigures } from "@/contract/campaign-analytics";

/** Below this many leads sent each, a difference between versions says little. */
export const MIN_SENT_TO_COMPARE = 5;

/**
 * The version with the best reply rate, once every version has been sent to enough leads
 * and one is strictly ahead (then meetings break a tie of reply rates); null otherwise.
 */
export function leadingVersion(variants: readonly VariantFigures[]): string | null {
  if (variants.length < 2 || variants.some((v) => v.sent < MIN_SENT_TO_COMPARE)) return null;
  const ranked = [...variants].sort(
    (a, b) => b.reply_rate - a.reply_rate || b.meetings - a.meetings,
  );
  const [first, second] = ranked;
  if (!first || !second) return null;
  if (first.reply_rate === second.reply_rate && first.meetings === second.meetings) return null;
  return first.variant;
}

/** A reply rate as people read it: "12.5%", "0%"; a dash while nothing was sent. */
export function rateText(v: Pick<VariantFigures, "sent" | "reply_rate">): string {
  if (v.sent === 0) return "—";
  const percent = Math.round(v.reply_rate * 1000) / 10;
  return `${percent}%`;
}
