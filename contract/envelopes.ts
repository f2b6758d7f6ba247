import { z } from "zod";
import { INT4_MAX, queryInteger, text } from "./inputs";

export const OffsetQuery = z.object({
  page: queryInteger("page", { min: 1, max: INT4_MAX }).default(1),
  per_page: queryInteger("per_page", { min: 1, max: 100 }).default(25),
});
export type OffsetQuery = z.infer<typeof OffsetQuery>;

export function offsetEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}
export const CursorQuery = z.object({
  cursor: text().max(200).optional(),
  limit: queryInteger("limit", { min: 1, max: 100 }).default(25),
});

export function cursorEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable() });
}
/** ISO 8601 UTC with whole seconds, the spec's <YYYY-MM-DDThh:mm:ssZ>. */
export const Timestamp = z.string().meta({
  format: "date-time",
  pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$",
  example: "2026-11-22T14:00:00Z",
});
