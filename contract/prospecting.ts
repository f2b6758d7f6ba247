import { z } from "zod";

/** Every limit of the spec's ProspectingFilters table, in one place. */
export const FILTER_ARRAY_LIMITS = {
  analytics_tech: 10,
  country: 20,
  crm_tech: 10,
  development_tech: 10,
  erp_tech: 10,
  funding_types: 20,
  headquarters_country: 20,
  hiring_departments: 12,
  job_function: 26,
  job_level: 10,
  job_title: 25,
  network_industry: 20,
  marketing_automation_tech: 10,
  revenue_buckets: 6,
  sales_automation_tech: 10,
  state: 20,
  team_size_departments: 15,
} as const;

export const FILTER_STRING_LIMITS = {
  city: 100,
  company_name: 200,
  company_name_mode: 10,
  domain: 200,
  funded_after: 20,
  headquarters_city: 100,
  headquarters_state: 100,
  industry: 200,
} as const;

export const FILTER_BOOLEANS = [
  "has_cio",
  "has_ciso",
  "has_mobile_app",
  "has_web_app",
  "is_network_url_claimed",
] as const;

export const COMPANY_NAME_MODES = ["contains", "exact", "starts_with"] as const;

export const FOUNDED_ON_RANGE = { min: 1800, max: 2100 } as const;
export const PAGE_SIZE_RANGE = { min: 1, max: 100, default: 100 } as const;

export type ArrayFilter = keyof typeof FILTER_ARRAY_LIMITS;
export type StringFilter = keyof typeof FILTER_STRING_LIMITS;
export type BooleanFilter = (typeof FILTER_BOOLEANS)[number];

const arrayFilter = (max: number) =>
  z
    .array(z.string().max(200))
    .max(max, `Use at most ${max} values.`)
    .default([])
    .meta({ description: `Matches any of the values, case-insensitive. At most ${max}.` });

const stringFilter = (max: number) =>
  z.string().max(max, `Use at most ${max} characters.`).default("");

const nonNegativeInt = () => z.number().int().min(0, "Must be 0 or more.").nullable().default(null);
const nonNegativeNumber = () => z.number().min(0, "Must be 0 or more.").nullable().default(null);
const triState = () =>
  z.boolean().nullable().default(null).meta({ description: "null matches any value." });

export const ProspectingFilters = z
  .object({
    analytics_tech: arrayFilter(FILTER_ARRAY_LIMITS.analytics_tech),
    city: stringFilter(FILTER_STRING_LIMITS.city),
    company_name: stringFilter(FILTER_STRING_LIMITS.company_name),
    company_name_mode: z
      .string()
      .max(FILTER_STRING_LIMITS.company_name_mode, "Use at most 10 characters.")
      .default(""),
    country: arrayFilter(FILTER_ARRAY_LIMITS.country),
    crm_tech: arrayFilter(FILTER_ARRAY_LIMITS.crm_tech),
    development_tech: arrayFilter(FILTER_ARRAY_LIMITS.development_tech),
    domain: stringFilter(FILTER_STRING_LIMITS.domain),
    employee_count_max: nonNegativeInt(),
    employee_count_min: nonNegativeInt(),
    erp_tech: arrayFilter(FILTER_ARRAY_LIMITS.erp_tech),
    founded_on: z
      .number()
      .int()
      .min(FOUNDED_ON_RANGE.min, "Use a year from 1800 to 2100.")
      .max(FOUNDED_ON_RANGE.max, "Use a year from 1800 to 2100.")
      .nullable()
      .default(null),
    funded_after: stringFilter(FILTER_STRING_LIMITS.funded_after),
    funding_amount_min: nonNegativeNumber(),
    funding_types: arrayFilter(FILTER_ARRAY_LIMITS.funding_types),
    has_cio: triState(),
    has_ciso: triState(),
    has_mobile_app: triState(),
    has_web_app: triState(),
    headquarters_city: stringFilter(FILTER_STRING_LIMITS.headquarters_city),
    headquarters_country: arrayFilter(FILTER_ARRAY_LIMITS.headquarters_country),
    headquarters_state: stringFilter(FILTER_STRING_LIMITS.headquarters_state),
    hiring_departments: arrayFilter(FILTER_ARRAY_LIMITS.hiring_departments),
    industry: stringFilter(FILTER_STRING_LIMITS.industry),
    is_network_url_claimed: triState(),
    job_function: arrayFilter(FILTER_ARRAY_LIMITS.job_function),
    job_level: arrayFilter(FILTER_ARRAY_LIMITS.job_level),
    job_title: arrayFilter(FILTER_ARRAY_LIMITS.job_title),
    network_industry: arrayFilter(FILTER_ARRAY_LIMITS.network_industry),
    marketing_automation_tech: arrayFilter(FILTER_ARRAY_LIMITS.marketing_automation_tech),
    min_network_growth_rate: z.number().nullable().default(null),
    min_monthly_web_traffic: nonNegativeInt(),
    revenue_buckets: arrayFilter(FILTER_ARRAY_LIMITS.revenue_buckets),
    revenue_max: nonNegativeNumber(),
    revenue_min: nonNegativeNumber(),
    sales_automation_tech: arrayFilter(FILTER_ARRAY_LIMITS.sales_automation_tech),
    state: arrayFilter(FILTER_ARRAY_LIMITS.state),
    team_size_departments: arrayFilter(FILTER_ARRAY_LIMITS.team_size_departments),
  })
  .strict()
  .meta({ id: "ProspectingFilters" });
export type ProspectingFilters = z.infer<typeof ProspectingFilters>;
export type ProspectingFiltersInput = z.input<typeof ProspectingFilters>;
