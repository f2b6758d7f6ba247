import type { DoNotContactEntry } from "../../contract/do-not-contact";
import { iso } from "../http/time";
import type { doNotContact } from "./tables";

type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

/** Every field named, nothing spread from the row (see db/serialize.ts). */
export function toDoNotContactEntry(row: Row<typeof doNotContact>): DoNotContactEntry {
  return {
    id: row.id,
    type: row.type,
    value: row.value,
    reason: row.reason,
    created_at: iso(row.createdAt),
  } satisfies Required<DoNotContactEntry>;
}
