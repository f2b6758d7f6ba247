import type { LeadRow } from "@/lib/queries/leads";
import { countOf } from "@/lib/words";

export const leadName = (lead: Pick<LeadRow, "first_name" | "last_name">) =>
  `${lead.first_name} ${lead.last_name}`.trim() || "Unnamed lead";

/** “1 lead”, “1,204 leads”. */
export const leadsWord = (n: number) => countOf(n, "lead");
