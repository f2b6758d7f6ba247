import { formatNumber } from "../format";

/** "1 delivery", "2 deliveries", "1,204 deliveries". */
export function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
