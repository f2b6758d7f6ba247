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

export const LEAD_LIST_NAME_MAX = 200;
const LEAD_LIST_DESCRIPTION_MAX = 2000;

const LeadListName = text()
  .trim()
  .min(1, "Give the list a name.")
  .max(LEAD_LIST_NAME_MAX, `Keep the name to ${LEAD_LIST_NAME_MAX} characters or fewer.`)
  // Not only spaces, which trim() leaves empty: the pattern says it to clients.
  .meta({ pattern: NON_BLANK_TEXT_PATTERN });
const LeadListDescription = text().max(
  LEAD_LIST_DESCRIPTION_MAX,
  `Keep the description to ${LEAD_LIST_DESCRIPTION_MAX} characters or fewer.`,
);

export const CreateLeadListBody = z
  .object({
    name: LeadListName,
    description: LeadListDescription.default(""),
  })
  .strict();
export type CreateLeadListBody = z.infer<typeof CreateLeadListBody>;

/** PATCH /lead-lists/{list_id}: a platform addition; renames the list or changes its description. */
export const UpdateLeadListBody = z
  .object({
    name: LeadListName.optional(),
    description: LeadListDescription.optional(),
  })
  .strict()
  .refine((b) => b.name !== undefined || b.description !== undefined, {
    message: "Send a new name, a new description or both.",
  })
  .meta({ minProperties: 1 });
export type UpdateLeadListBody = z.infer<typeof UpdateLeadListBody>;

const MAX_LEADS_PER_REMOVAL = 100;

/** POST /lead-lists/{list_id}/leads/remove: a platform addition; deletes leads of the list. */
export const RemoveLeadsBody = z
  .object({
    lead_ids: z
      .array(ResourceId)
      .min(1, "Choose at least one lead to remove.")
      .max(MAX_LEADS_PER_REMOVAL, `Remove at most ${MAX_LEADS_PER_REMOVAL} leads at a time.`),
  })
  .strict();
export type RemoveLeadsBody = z.infer<typeof RemoveLeadsBody>;

export const RemovedLeads = z
  .object({
    removed: z.number().int().meta({
      description: "How many of the given leads were in the list and are now deleted.",
    }),
    lead_list: LeadList,
  })
  .meta({ id: "RemovedLeads" });
export type RemovedLeads = z.infer<typeof RemovedLeads>;

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
  .meta({
    id: "Lead",
    description:
      "Text shaped like an AI-provider key in a lead's fields is never returned (spec, authentication rule 8): wherever a lead's words are shown, it reads `[key removed]`.",
  });
export type Lead = z.infer<typeof Lead>;

/** Sort orders of GET /leads: a column, with a leading "-" for descending. */
export const LEAD_SORT_COLUMNS = ["created_at", "name", "email", "company_name", "status"] as const;
export type LeadSortColumn = (typeof LEAD_SORT_COLUMNS)[number];
const LEAD_SORTS = LEAD_SORT_COLUMNS.flatMap((c) => [c, `-${c}`] as const);
export type LeadSort = LeadSortColumn | `-${LeadSortColumn}`;
export const DEFAULT_LEAD_SORT: LeadSort = "-created_at";

export const LeadsQuery = z.object({
  lead_list_id: ResourceId.optional(),
  q: text().trim().max(200, "Keep the search to 200 characters or fewer.").optional().meta({
    description:
      "Platform addition: leads whose name, email, job title or company contains this text (case-insensitive).",
  }),
  sort: z
    .enum(LEAD_SORTS as [LeadSort, ...LeadSort[]], {
      error: (issue) =>
        `Sort ${JSON.stringify(issue.input)} is not one of ${LEAD_SORTS.join(", ")}.`,
    })
    .default(DEFAULT_LEAD_SORT)
    .meta({
      description:
        'Platform addition: the order of the page; a leading "-" sorts descending. Ties keep the newest first.',
    }),
});

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

/** The job that POST /lead-lists/{list_id}/enrich starts; its result is LeadEnrichmentResult. */
export const LEAD_ENRICHMENT_JOB_TYPE = "lead_enrichment";

/** A bulk enrichment's `result`, as its job reports it. */
export const LeadEnrichmentResult = z
  .object({
    lead_list_id: z.string(),
    enriched: z.number().int().meta({ description: "Leads that gained a field." }),
    unchanged: z.number().int().meta({ description: "Leads with nothing to add." }),
    already_paid: z.number().int().meta({
      description:
        "Enriched leads whose prospect the workspace had paid for before: enriched for free.",
    }),
    credits_charged: z.number().int().meta({ description: "Credits the job charged in all." }),
    left: z.number().int().optional().meta({
      description:
        "Leads still lacking a field when the job stopped because the credits ran out; none of them was charged.",
    }),
  })
  .meta({ id: "LeadEnrichmentResult" });
export type LeadEnrichmentResult = z.infer<typeof LeadEnrichmentResult>;

/** What enriching a list would do and cost now: the numbers shown before a bulk enrichment. */
export const LeadListEnrichmentEstimate = z
  .object({
    lead_list_id: z.string(),
    leads_missing_fields: z.number().int().meta({
      description:
        "Leads that lack an email, job title or company name that the prospect data can fill.",
    }),
    already_paid: z.number().int().meta({
      description: "Of those, leads whose prospect the workspace has paid for: enriched for free.",
    }),
    billable: z.number().int().meta({ description: "Leads that enrichment would charge for." }),
    credits: z.number().int().meta({ description: "What enrichment would charge now." }),
    balance: z.number().int().meta({ description: "Credits the workspace can spend now." }),
  })
  .meta({
    id: "LeadListEnrichmentEstimate",
    example: {
      lead_list_id: "ll_8kT3pW6zQ1mX5cV2",
      leads_missing_fields: 120,
      already_paid: 20,
      billable: 100,
      credits: 100,
      balance: 4900,
    },
  });
export type LeadListEnrichmentEstimate = z.infer<typeof LeadListEnrichmentEstimate>;
