import { countOf } from "../words";

/** "1 delivery", "2 deliveries", "1,204 deliveries": the console's one count, with its plural. */
export function plural(n: number, one: string, many: string): string {
  return countOf(n, one, many);
}
