import { z } from "zod";
import { anyCaseWordPattern, DAY_OR_UTC_TIME_PATTERN } from "./input-patterns";
import { INT4_MAX, text } from "./inputs";

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
  // Not in the spec's table: the addition job_title_mode, capped like company_name_mode.
  job_title_mode: 10,
} as const;

/** Longest value accepted inside an array filter (the spec sets no limit; this keeps bodies sane). */
export const FILTER_ARRAY_VALUE_MAX_LENGTH = 200;

export const FILTER_BOOLEANS = [
  "has_cio",
  "has_ciso",
  "has_mobile_app",
  "has_web_app",
  "is_network_url_claimed",
] as const;

/**
 * How `company_name` matches. The spec caps `company_name_mode` at 10 characters, so the
 * prefix mode is called `prefix` (a `starts_with` value would be 11 and always fail the cap).
 */
export const COMPANY_NAME_MODES = ["contains", "exact", "prefix"] as const;
export type CompanyNameMode = (typeof COMPANY_NAME_MODES)[number];
export const DEFAULT_COMPANY_NAME_MODE: CompanyNameMode = "contains";

/**
 * How `job_title` matches. `similar` (the default) compares titles as people write them:
 * case, punctuation, word order, "of"/"and" and the usual abbreviations of seniority do not
 * matter, so "VP Sales", "VP of Sales" and "Vice President, Sales" find each other. `exact`
 * compares the whole title, ignoring only case and surrounding spaces. Not a spec member: an
 * addition, optional, so every spec body is still accepted as before.
 */
const JOB_TITLE_MODES = ["similar", "exact"] as const;
export type JobTitleMode = (typeof JOB_TITLE_MODES)[number];
export const DEFAULT_JOB_TITLE_MODE: JobTitleMode = "similar";

export const FOUNDED_ON_RANGE = { min: 1800, max: 2100 } as const;

/**
 * Bounds of the numeric filters. Counts are Postgres integers, so they stop at INT4_MAX;
 * amounts in USD stop at a quadrillion, far above any company and far inside what the
 * database's `real` columns hold; the growth rate is a percentage either way.
 */
const COUNT_FILTER_MAX = INT4_MAX;
const AMOUNT_FILTER_MAX = 1e15;
const GROWTH_RATE_RANGE = { min: -1_000_000, max: 1_000_000 } as const;
export const PAGE_SIZE_RANGE = { min: 1, max: 100, default: 100 } as const;

/** Pairs checked together: a min above its max is a 422 naming the min. */
export const FILTER_RANGES = [
  ["employee_count_min", "employee_count_max"],
  ["revenue_min", "revenue_max"],
] as const;

export type ArrayFilter = keyof typeof FILTER_ARRAY_LIMITS;
export type StringFilter = keyof typeof FILTER_STRING_LIMITS;
export type BooleanFilter = (typeof FILTER_BOOLEANS)[number];

const modesList = COMPANY_NAME_MODES.join(", ");
const titleModesList = JOB_TITLE_MODES.join(", ");

const arrayFilter = (max: number, description: string) =>
  z
    .array(
      text().max(
        FILTER_ARRAY_VALUE_MAX_LENGTH,
        `Use at most ${FILTER_ARRAY_VALUE_MAX_LENGTH} characters.`,
      ),
    )
    .max(max, `Use at most ${max} values.`)
    .default([])
    .meta({
      description: `${description} Matches when any value equals the field, ignoring case and surrounding spaces; blank values are ignored and [] means no constraint. At most ${max} values.`,
    });

const stringFilter = (max: number, description: string) =>
  text()
    .max(max, `Use at most ${max} characters.`)
    .default("")
    .meta({ description: `${description} "" means no constraint. At most ${max} characters.` });

// The range checks come before int(), whose own refusal of huge numbers cites 2^53.
const nonNegativeInt = (description: string) =>
  z
    .number()
    .min(0, "Must be 0 or more.")
    .max(COUNT_FILTER_MAX, `Must be ${COUNT_FILTER_MAX} or less.`)
    .int()
    .nullable()
    .default(null)
    .meta({ description: `${description} Inclusive; null means no bound.` });

const nonNegativeNumber = (description: string) =>
  z
    .number()
    .min(0, "Must be 0 or more.")
    .max(AMOUNT_FILTER_MAX, "Must be 1000000000000000 (a quadrillion) or less.")
    .nullable()
    .default(null)
    .meta({ description: `${description} Inclusive; null means no bound.` });

const triState = (description: string) =>
  z
    .boolean()
    .nullable()
    .default(null)
    .meta({ description: `${description} true or false must match; null matches either.` });

const FUNDED_AFTER_MESSAGE =
  "Use a date as YYYY-MM-DD (e.g. 2024-01-31) or a UTC time as YYYY-MM-DDThh:mm:ssZ (e.g. 2024-01-31T00:00:00Z).";

/**
 * The day `funded_after` names: `2024-01-31` as is, and `2024-01-31T09:30:00Z` as its UTC
 * day, since funding is dated by the day; null when it is neither (or not a real moment).
 */
export function fundedAfterDay(value: string): string | null {
  const trimmed = value.trim();
  if (isCalendarDate(trimmed)) return trimmed;
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/.exec(trimmed);
  return match && isCalendarDate(match[1]!) ? match[1]! : null;
}

/** A real calendar day written as YYYY-MM-DD (2024-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const ProspectingFilters = z
  .object(
    {
      analytics_tech: arrayFilter(
        FILTER_ARRAY_LIMITS.analytics_tech,
        "Analytics tools the company uses, e.g. Google Analytics.",
      ),
      city: stringFilter(
        FILTER_STRING_LIMITS.city,
        "The prospect's city; equal to it, ignoring case and surrounding spaces.",
      ),
      company_name: stringFilter(
        FILTER_STRING_LIMITS.company_name,
        "The company's name, compared as company_name_mode says, ignoring case.",
      ),
      company_name_mode: text()
        .max(FILTER_STRING_LIMITS.company_name_mode, {
          message: `Use one of ${modesList} (at most ${FILTER_STRING_LIMITS.company_name_mode} characters).`,
          abort: true,
        })
        .trim()
        .toLowerCase()
        .refine((v) => v === "" || (COMPANY_NAME_MODES as readonly string[]).includes(v), {
          message: `Use one of ${modesList}.`,
        })
        .default("")
        .meta({
          description: `How company_name matches: contains (the default, also for ""), exact or prefix (the name starts with it). Ignores case and surrounding spaces.`,
          // The schema says what the server accepts: one of the modes in any case, or "".
          pattern: anyCaseWordPattern(COMPANY_NAME_MODES),
          examples: [...COMPANY_NAME_MODES],
        }),
      country: arrayFilter(FILTER_ARRAY_LIMITS.country, "The prospect's country."),
      crm_tech: arrayFilter(FILTER_ARRAY_LIMITS.crm_tech, "CRM tools the company uses."),
      development_tech: arrayFilter(
        FILTER_ARRAY_LIMITS.development_tech,
        "Development tools the company uses.",
      ),
      domain: stringFilter(
        FILTER_STRING_LIMITS.domain,
        "The company's web domain; equal to it, ignoring case. A scheme, a leading www., a port and a path are dropped first, so https://www.acme.com/about matches acme.com.",
      ),
      employee_count_max: nonNegativeInt("At most this many employees."),
      employee_count_min: nonNegativeInt(
        "At least this many employees; above employee_count_max is a 422.",
      ),
      erp_tech: arrayFilter(FILTER_ARRAY_LIMITS.erp_tech, "ERP tools the company uses."),
      founded_on: z
        .number()
        .int()
        .min(FOUNDED_ON_RANGE.min, "Use a year from 1800 to 2100.")
        .max(FOUNDED_ON_RANGE.max, "Use a year from 1800 to 2100.")
        .nullable()
        .default(null)
        .meta({
          description:
            "Companies founded in this year or later (1800 to 2100); null means no constraint.",
        }),
      funded_after: text()
        .max(FILTER_STRING_LIMITS.funded_after, "Use at most 20 characters.")
        .refine((v) => v.trim() === "" || fundedAfterDay(v) !== null, {
          message: FUNDED_AFTER_MESSAGE,
        })
        .default("")
        .meta({
          description:
            'A day as YYYY-MM-DD, or a UTC time as YYYY-MM-DDThh:mm:ssZ: companies whose funding is dated after it. Funding is dated by the day, so the day itself never counts: 2024-01-31 and 2024-01-31T09:30:00Z both match funding from 2024-02-01 on. Companies without funding never match. "" means no constraint. At most 20 characters.',
          // What the server takes: a real day of 0100 to 9999, optionally with a UTC time.
          pattern: DAY_OR_UTC_TIME_PATTERN,
        }),
      funding_amount_min: nonNegativeNumber(
        "The company's funding amount in USD is at least this; companies without funding have 0.",
      ),
      funding_types: arrayFilter(
        FILTER_ARRAY_LIMITS.funding_types,
        "The company's funding type, e.g. seed, series_a, debt, private_equity, ipo.",
      ),
      has_cio: triState("The company has a CIO."),
      has_ciso: triState("The company has a CISO."),
      has_mobile_app: triState("The company has a mobile app."),
      has_web_app: triState("The company has a web app."),
      headquarters_city: stringFilter(
        FILTER_STRING_LIMITS.headquarters_city,
        "The company's headquarters city; equal to it, ignoring case and surrounding spaces.",
      ),
      headquarters_country: arrayFilter(
        FILTER_ARRAY_LIMITS.headquarters_country,
        "The company's headquarters country.",
      ),
      headquarters_state: stringFilter(
        FILTER_STRING_LIMITS.headquarters_state,
        "The company's headquarters state or region; equal to it, ignoring case and surrounding spaces.",
      ),
      hiring_departments: arrayFilter(
        FILTER_ARRAY_LIMITS.hiring_departments,
        "Departments the company is hiring in, e.g. engineering, sales.",
      ),
      industry: stringFilter(
        FILTER_STRING_LIMITS.industry,
        "The company's industry, e.g. Software Development; equal to it, ignoring case and surrounding spaces.",
      ),
      is_network_url_claimed: triState("The prospect has claimed their professional-network URL."),
      job_function: arrayFilter(
        FILTER_ARRAY_LIMITS.job_function,
        "The prospect's job function, e.g. engineering, sales, finance.",
      ),
      job_level: arrayFilter(
        FILTER_ARRAY_LIMITS.job_level,
        "The prospect's job level, e.g. c_suite, vp, director, manager.",
      ),
      job_title: arrayFilter(
        FILTER_ARRAY_LIMITS.job_title,
        "The prospect's job title, e.g. Chief Financial Officer; compared as job_title_mode says.",
      ),
      job_title_mode: text()
        .max(FILTER_STRING_LIMITS.job_title_mode, {
          message: `Use one of ${titleModesList} (at most ${FILTER_STRING_LIMITS.job_title_mode} characters).`,
          abort: true,
        })
        .trim()
        .toLowerCase()
        .refine((v) => v === "" || (JOB_TITLE_MODES as readonly string[]).includes(v), {
          message: `Use one of ${titleModesList}.`,
        })
        .default("")
        .meta({
          description: `How job_title matches: similar (the default, also for "") finds titles as people write them, ignoring case, punctuation, word order, the words "of", "and" and "the", and common abbreviations (vp and vice president, svp, evp, sr and senior, jr, mgr and manager, dir and director, cto, ceo, cfo and the other chief titles), so "VP Sales", "VP of Sales" and "Vice President, Sales" find each other; it also finds titles holding every word of a value and more, so the keyword "Sales" finds "Sales Manager" and "VP of Sales" (a whole word only: not "Salesforce Admin"). Without a sort, results whose title has exactly a value's words come first, then titles with fewer words before longer ones. exact compares the whole title, ignoring only case and surrounding spaces. An addition to the spec's members.`,
          pattern: anyCaseWordPattern(JOB_TITLE_MODES),
          examples: [...JOB_TITLE_MODES],
        }),
      network_industry: arrayFilter(
        FILTER_ARRAY_LIMITS.network_industry,
        "The company's industry group on the professional network, e.g. Financial Services.",
      ),
      marketing_automation_tech: arrayFilter(
        FILTER_ARRAY_LIMITS.marketing_automation_tech,
        "Marketing automation tools the company uses.",
      ),
      min_network_growth_rate: z
        .number()
        .min(GROWTH_RATE_RANGE.min, `Must be ${GROWTH_RATE_RANGE.min} or more.`)
        .max(GROWTH_RATE_RANGE.max, `Must be ${GROWTH_RATE_RANGE.max} or less.`)
        .nullable()
        .default(null)
        .meta({
          description:
            "The company's headcount growth on the professional network, in percent, is at least this (may be negative). Inclusive; null means no bound.",
        }),
      min_monthly_web_traffic: nonNegativeInt(
        "The company's monthly web visits are at least this.",
      ),
      revenue_buckets: arrayFilter(
        FILTER_ARRAY_LIMITS.revenue_buckets,
        "The company's revenue bucket: 0-1M, 1M-10M, 10M-50M, 50M-100M, 100M-1B or 1B+.",
      ),
      revenue_max: nonNegativeNumber("The company's annual revenue in USD is at most this."),
      revenue_min: nonNegativeNumber(
        "The company's annual revenue in USD is at least this; above revenue_max is a 422.",
      ),
      sales_automation_tech: arrayFilter(
        FILTER_ARRAY_LIMITS.sales_automation_tech,
        "Sales automation tools the company uses.",
      ),
      state: arrayFilter(FILTER_ARRAY_LIMITS.state, "The prospect's state or region."),
      team_size_departments: arrayFilter(
        FILTER_ARRAY_LIMITS.team_size_departments,
        "Departments the company has a team in, e.g. data_science.",
      ),
    },
    {
      error: (issue) =>
        issue.code === "invalid_type" && issue.input === undefined
          ? "Send filters as an object; {} matches every prospect."
          : undefined,
    },
  )
  .strict()
  .superRefine((filters, ctx) => {
    for (const [minField, maxField] of FILTER_RANGES) {
      const min = filters[minField];
      const max = filters[maxField];
      if (min !== null && max !== null && min > max) {
        ctx.addIssue({
          code: "custom",
          path: [minField],
          message: `${minField} must not be above ${maxField}.`,
        });
      }
    }
  })
  .meta({
    id: "ProspectingFilters",
    description:
      "Every member is optional and every given member must match (AND). Strings and arrays compare ignoring case; unknown members are a 422.",
    example: {
      job_level: ["vp", "director"],
      job_function: ["finance"],
      country: ["United States"],
      employee_count_min: 200,
      crm_tech: ["Salesforce"],
    },
  });
export type ProspectingFilters = z.infer<typeof ProspectingFilters>;
export type ProspectingFiltersInput = z.input<typeof ProspectingFilters>;
