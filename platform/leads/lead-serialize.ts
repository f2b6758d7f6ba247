import { Lead, type LeadList } from "../../contract/lead-lists";
import { withoutProviderKeys } from "../auth/provider-credentials";
import { iso } from "../http/time";
import type { leadLists, leads } from "./tables";

/** Rows become responses only through the contract's schemas, as in db/serialize.ts. */
type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

/**
 * Every field named, nothing spread from the row; built by hand rather than parsed because
 * listings build one per item on a hot path (the `satisfies` keeps it in step with the schema).
 */
export function toLeadList(row: Row<typeof leadLists>, leadCount: number): LeadList {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    lead_count: leadCount,
    created_at: iso(row.createdAt),
  } satisfies Required<LeadList>;
}

export function toLead(row: Row<typeof leads>): Lead {
  return Lead.parse({
    id: row.id,
    lead_list_id: row.leadListId,
    prospect_id: row.prospectId,
    ...shownLeadFields({
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      job_title: row.jobTitle,
      company_name: row.companyName,
    }),
    status: row.status,
    created_at: iso(row.createdAt),
  });
}

const LEAD_TEXT_FIELDS = ["first_name", "last_name", "email", "job_title", "company_name"] as const;

/**
 * A lead's own words as every response shows them: a provider key in any of them (spec rule 8:
 * never returned) replaced, as the Copilot does. Rows already stored are shown the same way.
 */
export function shownLeadFields<
  T extends { [K in (typeof LEAD_TEXT_FIELDS)[number]]?: string | null },
>(fields: T): T {
  const shown: Record<string, unknown> = { ...fields };
  for (const name of LEAD_TEXT_FIELDS) {
    const value = fields[name];
    if (typeof value === "string") shown[name] = withoutProviderKeys(value);
  }
  return shown as T;
}
