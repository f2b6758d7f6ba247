import { z } from "zod";
import { Timestamp } from "./envelopes";
import { NON_BLANK_TEXT_PATTERN } from "./input-patterns";
import { ResourceId, text } from "./inputs";

export const LeadList = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    lead_count: z.number().int(),
    created_at: Timestamp,
  })
  .meta({ id: "LeadList" });
export type LeadList = z.infer<typeof LeadList>;

export const CreateLeadListBody = z
  .object({
    name: text()
      .trim()
      .min(1, "Give the list a name.")
      .max(200)
      // Not only spaces, which trim() leaves empty: the pattern says it to clients.
      .meta({ pattern: NON_BLANK_TEXT_PATTERN }),
    description: text().max(2000).default(""),
  })
  .strict();
export type CreateLeadListBody = z.infer<typeof CreateLeadListBody>;

export const LEAD_STATUSES = [
  "new",
  "contacted",
  "replied",
  "dnc",
  "unsubscribed",
  "bounced",
] as const;

export const Lead = z
  .object({
    id: z.string(),
    lead_list_id: z.string(),
    prospect_id: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    job_title: z.string(),
    company_name: z.string(),
    status: z.enum(LEAD_STATUSES),
    created_at: Timestamp,
  })
  .meta({ id: "Lead" });
export type Lead = z.infer<typeof Lead>;

export const LeadsQuery = z.object({ lead_list_id: ResourceId.optional() });

export const Job = z
  .object({
    id: z.string(),
    type: z.string(),
    status: z.enum(["queued", "running", "completed", "failed"]),
    total: z.number().int(),
    processed: z.number().int(),
    result: z.record(z.string(), z.unknown()),
    error_message: z.string().nullable(),
    created_at: Timestamp,
    completed_at: Timestamp.nullable(),
  })
  .meta({ id: "Job" });
export type Job = z.infer<typeof Job>;

/** PATCH /leads/{lead_id}: dnc, unsubscribed and bounced fire lead.status_changed. */
export const UpdateLeadBody = z
  .object({
    status: z.enum(LEAD_STATUSES, {
      error: (issue) =>
        `Status ${JSON.stringify(issue.input)} is not one of ${LEAD_STATUSES.join(", ")}.`,
    }),
  })
  .strict();
export type UpdateLeadBody = z.infer<typeof UpdateLeadBody>;

/** The job that POST /lead-lists/{list_id}/enrich starts; its result is {enriched, unchanged}. */
export const LEAD_ENRICHMENT_JOB_TYPE = "lead_enrichment";
