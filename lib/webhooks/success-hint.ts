import { formatNumber } from "@/lib/format";

/**
 * The line under a success rate: how many of the finished deliveries succeeded. "Finished"
 * counts failures too, so "6 of 7 finished" would wrongly say one is still under way.
 */
export function successHint(counts: { succeeded: number; failed: number }): string {
  const finished = counts.succeeded + counts.failed;
  if (finished === 0) return "nothing finished yet";
  return `${formatNumber(counts.succeeded)} of ${formatNumber(finished)} succeeded`;
}
