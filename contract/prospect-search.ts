import { z } from "zod";
import { ENRICHMENT_PRICE } from "./credit-rates";
import { Timestamp } from "./envelopes";
import { ID_MAX_LENGTH, INT4_MAX, queryInteger, text } from "./inputs";
import { PAGE_SIZE_RANGE, ProspectingFilters } from "./prospecting";

/**
 * A preview keeps at most this many matching prospects, in a fixed order, so every page and
 * an import read the same set. `total_matches` is exact up to this number and null above.
 */
export const PREVIEW_SNAPSHOT_LIMIT = 10_000;

/**
 * A count's breakdown ("how many without each filter") is exact up to this, a tenth of the live
 * count's limit: it answers "which filter keeps the results few", where "1,000 or more" says
 * enough, and it keeps a breakdown of several filters within about what one live count costs
 * (each count stops after this many matches instead of 10,000).
 */
export const BREAKDOWN_COUNT_LIMIT = 1_000;

export const PREVIEW_STATUSES = ["processing", "completed", "failed"] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/**
 * Orders a preview's result set may take (a platform addition to the spec's request): a field,
 * ascending, or with `-` descending. `seniority` ranks job levels (owner highest, then partner,
 * c_suite, vp, director, manager, senior, entry, intern, other); `funded_at` puts unfunded
 * companies last either way. Ties keep the corpus order.
 */
const PREVIEW_SORT_FIELDS = [
  "seniority",
  "employee_count",
  "funded_at",
  "monthly_web_traffic",
] as const;
export type PreviewSortField = (typeof PREVIEW_SORT_FIELDS)[number];
export const PREVIEW_SORTS = [
  "seniority",
  "-seniority",
  "employee_count",
  "-employee_count",
  "funded_at",
  "-funded_at",
  "monthly_web_traffic",
  "-monthly_web_traffic",
] as const satisfies readonly (PreviewSortField | `-${PreviewSortField}`)[];
export type PreviewSort = (typeof PREVIEW_SORTS)[number];

const SORT_LIST = PREVIEW_SORTS.join(", ");

const PreviewSortValue = z.enum(PREVIEW_SORTS, { error: `Use one of ${SORT_LIST}.` }).meta({
  description: `Platform addition. The order of the result set: ${SORT_LIST} (\`-\` is descending). seniority ranks job levels from other (lowest) to owner (highest); funded_at puts companies without funding last either way; ties keep the corpus order. Without it the corpus order. The sort covers the whole result set when every match is in it (total_matches is not null); when more than ${PREVIEW_SNAPSHOT_LIMIT.toLocaleString("en-US")} match, the result set is the first ${PREVIEW_SNAPSHOT_LIMIT.toLocaleString("en-US")} matches in corpus order, sorted, so narrow the filters for an order over every match.`,
});

const pageBound = `page must be a whole number from 1 to ${INT4_MAX}.`;
const page = z.number().int(pageBound).min(1, pageBound).max(INT4_MAX, pageBound);
const pageSize = z
  .number()
  .int()
  .min(PAGE_SIZE_RANGE.min, "Use a page_size from 1 to 100.")
  .max(PAGE_SIZE_RANGE.max, "Use a page_size from 1 to 100.");

export const ProspectSearchPreviewRequest = z
  .object({
    filters: ProspectingFilters,
    page: page.default(1).meta({ description: "The page of the result set to return; from 1." }),
    page_size: pageSize
      .default(PAGE_SIZE_RANGE.default)
      .meta({ description: "Results per page, 1 to 100." }),
    auto_enrich: z
      .boolean()
      .default(true)
      .meta({
        description: `Enrich the returned page with contact fields (email, phone, network_url), charged at request time: ${ENRICHMENT_PRICE}. 402 when the workspace lacks the credits, and then nothing is charged. Counts against the enrichment rate limit (20 requests a minute per workspace).`,
      }),
    sort: PreviewSortValue.optional(),
  })
  .strict()
  .meta({
    id: "ProspectSearchPreviewRequest",
    example: {
      filters: { job_level: ["vp", "director"], country: ["United States"] },
      page: 1,
      page_size: 25,
      auto_enrich: false,
    },
  });
export type ProspectSearchPreviewRequest = z.infer<typeof ProspectSearchPreviewRequest>;
export type ProspectSearchPreviewRequestInput = z.input<typeof ProspectSearchPreviewRequest>;

/** Query of the read operation: which page of a preview's result set. */
export const ProspectSearchPreviewQuery = z.object({
  page: queryInteger("page", { min: 1, max: INT4_MAX })
    .default(1)
    .meta({ description: "The page of the result set; from 1." }),
  page_size: queryInteger("page_size", PAGE_SIZE_RANGE)
    .default(PAGE_SIZE_RANGE.default)
    .meta({ description: "Results per page, 1 to 100." }),
});
export type ProspectSearchPreviewQuery = z.infer<typeof ProspectSearchPreviewQuery>;

export const ProspectResult = z
  .object({
    id: z.string().meta({ description: "The prospect's public id." }),
    first_name: z.string(),
    last_name: z.string(),
    job_title: z.string(),
    job_level: z.string(),
    job_function: z.string(),
    company_name: z.string(),
    domain: z.string(),
    industry: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    headquarters_country: z.string(),
    employee_count: z.number().int(),
    revenue_bucket: z.string(),
    monthly_web_traffic: z
      .number()
      .int()
      .meta({ description: "The company's monthly web visits." }),
    funded_at: z.string().nullable().meta({
      description: "The day of the company's latest funding (YYYY-MM-DD); null when unfunded.",
    }),
    funding_type: z.string().meta({ description: 'e.g. seed, series_a; "" when unfunded.' }),
    founded_on: z.number().int().meta({ description: "The year the company was founded." }),
    in_list: z.boolean().meta({ description: "The prospect is already a lead of this list." }),
    lead_list_count: z.number().int().min(0).meta({
      description:
        "Platform addition: how many lead lists of the workspace have this prospect as a lead (this list included). GET /prospects/{prospect_id}/memberships names them.",
    }),
    campaign_count: z.number().int().min(0).meta({
      description:
        "Platform addition: how many campaigns of the workspace have enrolled this prospect (as a lead of any list).",
    }),
    enriched: z.boolean().meta({
      description:
        "The workspace has paid for this prospect's contact details (in any preview, import or bulk enrichment), so they are present, on every page and every read, for free. Otherwise they are absent.",
    }),
    email: z.string().optional().meta({ description: "Present when enriched." }),
    phone: z.string().optional().meta({ description: "Present when enriched." }),
    network_url: z.string().optional().meta({ description: "Present when enriched." }),
  })
  .meta({
    id: "ProspectResult",
    example: {
      id: "pros_3kTz9qLm2XwB7aQe",
      first_name: "Ana",
      last_name: "Silva",
      job_title: "VP of Finance",
      job_level: "vp",
      job_function: "finance",
      company_name: "Bluewave Analytics",
      domain: "bluewaveanalytics.com",
      industry: "Data Infrastructure and Analytics",
      city: "Austin",
      state: "Texas",
      country: "United States",
      headquarters_country: "United States",
      employee_count: 420,
      revenue_bucket: "50M-100M",
      monthly_web_traffic: 48200,
      funded_at: "2024-03-18",
      funding_type: "series_b",
      founded_on: 2014,
      in_list: false,
      lead_list_count: 1,
      campaign_count: 0,
      enriched: true,
      email: "ana.silva@bluewaveanalytics.com",
      phone: "+1 (512) 555-0142",
      network_url: "https://network.example/in/ana-silva-1234",
    },
  });
export type ProspectResult = z.infer<typeof ProspectResult>;

export const ProspectSearchPreview = z
  .object({
    id: z.uuid().meta({ description: "Pass it as preview_id to read or import this result set." }),
    status: z.enum(PREVIEW_STATUSES).meta({
      description:
        "completed once the results are ready (this platform answers completed); clients should also expect processing and failed.",
    }),
    results: z.array(ProspectResult).meta({
      description:
        "The requested page of the result set, in a fixed order that never changes for this preview.",
    }),
    total_matches: z
      .number()
      .int()
      .nullable()
      .meta({
        description: `How many prospects match, exact up to ${PREVIEW_SNAPSHOT_LIMIT.toLocaleString("en-US")}; null when more match. The result set (pages and import) holds the first ${PREVIEW_SNAPSHOT_LIMIT.toLocaleString("en-US")}.`,
      }),
    error_message: z
      .string()
      .nullable()
      .meta({ description: "Why the preview failed, when status is failed; otherwise null." }),
    enriched_results: z.number().int().min(0).optional().meta({
      description:
        "How many results of the result set carry contact fields because the workspace has paid for them.",
    }),
    import_enrich_results: z.number().int().min(0).optional().meta({
      description:
        "How many results an import with auto_enrich would enrich and charge for now: those the workspace has not paid for that are not leads of this list yet (an import skips those).",
    }),
    sort: PreviewSortValue.nullable().optional().meta({
      description:
        "Platform addition: the order the preview was created with; null for the corpus order.",
    }),
    credits_charged: z.number().int().min(0).optional().meta({
      description:
        "Credits the request that created this preview charged: only results the workspace had not paid for before. Present on the creating response.",
    }),
  })
  .meta({
    id: "ProspectSearchPreview",
    example: {
      id: "0b9d6c1e-5f4a-4c1b-9a0e-2d7f3c8b1a55",
      status: "completed",
      results: [],
      total_matches: 1342,
      error_message: null,
    },
  });
export type ProspectSearchPreview = z.infer<typeof ProspectSearchPreview>;

export const ProspectSearchImportRequest = z
  .object({
    preview_id: text()
      .min(1, "Send the id of a preview of this list.")
      .max(ID_MAX_LENGTH)
      .meta({ description: "The id of a preview of this lead list." }),
    auto_enrich: z
      .boolean()
      .default(false)
      .meta({
        description: `Enrich the results the import adds whose contact details the workspace has not paid for (the preview's import_enrich_results), at ${ENRICHMENT_PRICE}, charged when the import is accepted (402 and nothing charged when the workspace lacks them); every lead the import adds then carries its email. Prospects already in the list are skipped, and neither enriched nor charged: enrich the list for them. false gives contact fields only to prospects the workspace has paid for.`,
      }),
    prospect_ids: selection(
      "Platform addition: import only these prospects (result ids of the preview), in the result set's order. Each must be in the preview's result set, listed once: any other is a 422 at its index.",
    )
      .min(1, "Select at least one prospect, or leave prospect_ids out to import every result.")
      .optional(),
    exclude_prospect_ids: selection(
      "Platform addition: import every result of the preview except these. Each must be in the preview's result set, listed once: any other is a 422 at its index. Sending both prospect_ids and exclude_prospect_ids is a 422 at exclude_prospect_ids.",
    ).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.prospect_ids !== undefined && body.exclude_prospect_ids !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["exclude_prospect_ids"],
        message: "Send prospect_ids or exclude_prospect_ids, not both.",
      });
    }
    for (const field of ["prospect_ids", "exclude_prospect_ids"] as const) {
      const seen = new Set<string>();
      body[field]?.forEach((id, index) => {
        if (seen.has(id)) {
          ctx.addIssue({ code: "custom", path: [field, index], message: `${id} is listed twice.` });
        }
        seen.add(id);
      });
    }
  })
  .meta({
    id: "ProspectSearchImportRequest",
    example: { preview_id: "0b9d6c1e-5f4a-4c1b-9a0e-2d7f3c8b1a55" },
  });
export type ProspectSearchImportRequest = z.infer<typeof ProspectSearchImportRequest>;

/** Result ids as an import names them: at most the whole result set. */
function selection(description: string) {
  return z
    .array(text().min(1, "Send a prospect id.").max(ID_MAX_LENGTH))
    .max(
      PREVIEW_SNAPSHOT_LIMIT,
      `Use at most ${PREVIEW_SNAPSHOT_LIMIT.toLocaleString("en-US")} ids, the size of a result set.`,
    )
    .meta({ description });
}

/** Body of the count operation: the filters alone, as a preview takes them. */
export const ProspectSearchCountRequest = z
  .object({
    filters: ProspectingFilters,
    page_size: pageSize.optional().meta({
      description:
        "With it, the answer also says how many of the first page_size matches the workspace has not paid for: what an enriching preview of page 1 would charge for.",
    }),
    breakdown: z
      .boolean()
      .default(false)
      .meta({
        description: `true: the answer also says, in \`without\`, how many prospects would match with each active filter removed (and with a strict job_title_mode or company_name_mode turned to its default), to show why a search finds few and which filter to loosen. Each of these counts is exact up to ${BREAKDOWN_COUNT_LIMIT.toLocaleString("en-US")} (a tenth of total_matches' limit, so the whole answer costs about what one live count does).`,
      }),
  })
  .strict()
  .meta({
    id: "ProspectSearchCountRequest",
    example: { filters: { job_level: ["vp", "director"], country: ["United States"] } },
  });
export type ProspectSearchCountRequest = z.infer<typeof ProspectSearchCountRequest>;

/** One entry of the count's breakdown: the matches with one filter loosened. */
export const FilterWithout = z
  .object({
    filter: z.enum(Object.keys(ProspectingFilters.shape) as [FilterName, ...FilterName[]]).meta({
      description:
        "The ProspectingFilters member loosened: removed, or for job_title_mode and company_name_mode, set to its default (similar; contains).",
    }),
    count: z
      .number()
      .int()
      .meta({
        description: `How many prospects match with it loosened and every other filter kept; at most ${BREAKDOWN_COUNT_LIMIT.toLocaleString("en-US")}.`,
      }),
    exact: z.boolean().meta({
      description: `false when more than ${BREAKDOWN_COUNT_LIMIT.toLocaleString("en-US")} match: count then says "at least".`,
    }),
  })
  .meta({
    id: "ProspectSearchFilterWithout",
    example: { filter: "job_title", count: 412, exact: true },
  });
export type FilterWithout = z.infer<typeof FilterWithout>;
type FilterName = keyof ProspectingFilters;

export const ProspectSearchCount = z
  .object({
    total_matches: z
      .number()
      .int()
      .nullable()
      .meta({
        description: `How many prospects match the filters now, exact up to ${PREVIEW_SNAPSHOT_LIMIT.toLocaleString("en-US")}; null when more match. A preview run later may find a different number if the corpus changed.`,
      }),
    limit: z.number().int().meta({
      description: "The number up to which total_matches is exact.",
    }),
    unpaid_on_first_page: z.number().int().optional().meta({
      description:
        "When page_size was sent: how many of the first page_size matches the workspace has not paid for. An enriching preview of page 1 charges for these alone.",
    }),
    without: z.array(FilterWithout).optional().meta({
      description:
        "When breakdown was true: one entry per active filter (and per strict mode), the filter whose removal brings back the most prospects first. [] when no filter is active.",
    }),
  })
  .meta({
    id: "ProspectSearchCount",
    example: { total_matches: 378, limit: PREVIEW_SNAPSHOT_LIMIT },
  });
export type ProspectSearchCount = z.infer<typeof ProspectSearchCount>;

/** The job type of an import; its result is `{added, skipped}`. */
export const PROSPECT_IMPORT_JOB_TYPE = "prospect_import";

// ---------------------------------------------------------------------------------------
// Credits: enrichment is billable, and the balance and its ledger are readable.
// ---------------------------------------------------------------------------------------

const CREDIT_REASONS = [
  "initial_grant",
  "grant",
  "prospect_enrichment",
  "bulk_enrichment",
  // Messages and calls sent by campaigns.
  "campaign_outreach",
  // Voice calls placed through POST /calls: the first minute at placement, the rest at the end.
  "voice_call",
  // Messages an operator sends from the inbox.
  "inbox_message",
  // Answers of the Copilot (AI steps), each naming its thread.
  "copilot_answer",
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CreditLedgerEntry = z
  .object({
    id: z.string(),
    amount: z.number().int().meta({
      description: "Credits added (positive) or charged (negative).",
    }),
    balance_after: z.number().int().meta({ description: "The balance right after this entry." }),
    reason: z.enum(CREDIT_REASONS),
    preview_id: z
      .string()
      .nullable()
      .meta({ description: "The preview whose enrichment was charged, if any." }),
    job_id: z
      .string()
      .nullable()
      .meta({ description: "The job (a bulk enrichment) that was charged, if any." }),
    lead_list_id: z
      .string()
      .nullable()
      .meta({ description: "The lead list whose leads were enriched, if any." }),
    description: z.string().meta({
      description: "What the entry is for, in words: e.g. bulk enrichment of list Main: 12 leads.",
    }),
    created_at: Timestamp,
  })
  .meta({ id: "CreditLedgerEntry" });
export type CreditLedgerEntry = z.infer<typeof CreditLedgerEntry>;

export const CreditsSummary = z
  .object({
    balance: z.number().int().meta({ description: "Credits the workspace can spend now." }),
    ledger: z
      .array(CreditLedgerEntry)
      .meta({ description: "Ledger entries, newest first, one page of them." }),
    next_cursor: z.string().nullable().meta({
      description: "Pass as cursor to read older entries; null when there are no more.",
    }),
  })
  .meta({
    id: "CreditsSummary",
    example: {
      balance: 4900,
      ledger: [
        {
          id: "5d0f3a4e-2b8c-4f7e-9c1d-6a2b3c4d5e6f",
          amount: -100,
          balance_after: 4900,
          reason: "prospect_enrichment",
          preview_id: "0b9d6c1e-5f4a-4c1b-9a0e-2d7f3c8b1a55",
          job_id: null,
          lead_list_id: "ll_8kT3pW6zQ1mX5cV2",
          description: "Enrichment in a preview of list Main: 100 prospects",
          created_at: "2026-11-22T14:00:00Z",
        },
      ],
      next_cursor: null,
    },
  });
export type CreditsSummary = z.infer<typeof CreditsSummary>;

/**
 * The list of the workspace that the console's previews run on (POST
 * /api/v1/console/prospecting/search-list): the spec scopes a preview to a lead list, and the
 * console lets people search first and choose the list at import.
 */
export const SEARCH_LIST_NAME = "Prospecting searches";
export const SEARCH_LIST_DESCRIPTION =
  "Kept by the console: searches run on the Prospecting page belong to this list, and each import adds its results to the list chosen for it. Deleting it is harmless; the next search makes it again.";
