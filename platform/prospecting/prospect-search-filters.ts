import { and, eq, gt, gte, like, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  type ArrayFilter,
  DEFAULT_COMPANY_NAME_MODE,
  DEFAULT_JOB_TITLE_MODE,
  FILTER_BOOLEANS,
  fundedAfterDay,
  type ProspectingFilters,
} from "../../contract/prospecting";
import { prospectSearchCompanies as c, prospectSearchPeople as p } from "./tables";

/**
 * ProspectingFilters as SQL, in two halves: conditions on the person
 * (`prospect_search_people`) and on their company (`prospect_search_companies`); both tables
 * store text lower-cased. Inputs are lower-cased by the database too (`lower($1)`), so both
 * sides fold case the same way whatever the locale. Every given filter must hold (AND); an
 * empty one adds nothing, and a half without conditions is undefined.
 */
export function prospectFilterConditions(filters: ProspectingFilters): {
  person: SQL | undefined;
  company: SQL | undefined;
} {
  const person: (SQL | undefined)[] = [];
  const company: (SQL | undefined)[] = [];

  // Arrays whose field holds one value: the value is any of them.
  for (const [filter, column] of PERSON_ARRAY_FILTERS) person.push(anyOf(column, filters[filter]));
  for (const [filter, column] of COMPANY_ARRAY_FILTERS)
    company.push(anyOf(column, filters[filter]));
  // Arrays whose field holds several values (tech, departments): they share at least one.
  for (const [filter, column] of OVERLAP_ARRAY_FILTERS)
    company.push(overlaps(column, filters[filter]));

  person.push(jobTitle(filters.job_title, filters.job_title_mode));
  person.push(anyOf(p.city, [filters.city]));
  for (const [filter, column] of COMPANY_STRING_FILTERS)
    company.push(anyOf(column, [filters[filter]]));
  company.push(companyName(filters.company_name, filters.company_name_mode));
  company.push(domain(filters.domain));

  company.push(atLeast(c.employeeCount, filters.employee_count_min));
  company.push(atMost(c.employeeCount, filters.employee_count_max));
  company.push(atLeast(c.revenue, asReal(filters.revenue_min)));
  company.push(atMost(c.revenue, asReal(filters.revenue_max)));
  company.push(atLeast(c.fundingAmount, asReal(filters.funding_amount_min)));
  company.push(atLeast(c.networkGrowthRate, asReal(filters.min_network_growth_rate)));
  company.push(atLeast(c.monthlyWebTraffic, filters.min_monthly_web_traffic));
  company.push(atLeast(c.foundedOn, filters.founded_on));
  // funded_at is YYYY-MM-DD text ("" when unfunded), so text order is date order; a time
  // in funded_after stands for its day, since funding is dated by the day.
  const fundedAfter = fundedAfterDay(filters.funded_after);
  if (fundedAfter) company.push(gt(c.fundedAt, fundedAfter));

  for (const filter of FILTER_BOOLEANS) {
    const wanted = filters[filter];
    if (wanted === null) continue;
    if (filter === "is_network_url_claimed") person.push(eq(p.isNetworkUrlClaimed, wanted));
    else company.push(eq(COMPANY_BOOLEAN_COLUMNS[filter], wanted));
  }
  return { person: and(...person), company: and(...company) };
}

const PERSON_ARRAY_FILTERS = [
  ["country", p.country],
  ["job_function", p.jobFunction],
  ["job_level", p.jobLevel],
  ["state", p.state],
] as const satisfies readonly (readonly [ArrayFilter, PgColumn])[];

const COMPANY_ARRAY_FILTERS = [
  ["funding_types", c.fundingType],
  ["headquarters_country", c.headquartersCountry],
  ["network_industry", c.networkIndustry],
  ["revenue_buckets", c.revenueBucket],
] as const satisfies readonly (readonly [ArrayFilter, PgColumn])[];

const OVERLAP_ARRAY_FILTERS = [
  ["analytics_tech", c.analyticsTech],
  ["crm_tech", c.crmTech],
  ["development_tech", c.developmentTech],
  ["erp_tech", c.erpTech],
  ["hiring_departments", c.hiringDepartments],
  ["marketing_automation_tech", c.marketingAutomationTech],
  ["sales_automation_tech", c.salesAutomationTech],
  ["team_size_departments", c.teamSizeDepartments],
] as const satisfies readonly (readonly [ArrayFilter, PgColumn])[];

const COMPANY_STRING_FILTERS = [
  ["headquarters_city", c.headquartersCity],
  ["headquarters_state", c.headquartersState],
  ["industry", c.industry],
] as const;

const COMPANY_BOOLEAN_COLUMNS = {
  has_cio: c.hasCio,
  has_ciso: c.hasCiso,
  has_mobile_app: c.hasMobileApp,
  has_web_app: c.hasWebApp,
} as const;

/** Trimmed, non-blank, distinct values; blanks say nothing. */
function meaningful(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ""))];
}

/** `array[lower($1), ...]`: the database folds the inputs exactly as it folded the column. */
function loweredArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`lower(${v})`),
    sql`, `,
  )}]::text[]`;
}

function anyOf(column: PgColumn, values: readonly string[]): SQL | undefined {
  const wanted = meaningful(values);
  if (wanted.length === 0) return undefined;
  if (wanted.length === 1) return sql`${column} = lower(${wanted[0]})`;
  return sql`${column} = any(${loweredArray(wanted)})`;
}

/**
 * Similar titles compare the titles' keys: prospect_title_key() (in the migrations)
 * reduces a title to its sorted words with abbreviations spelled out, in the database, for
 * the stored column and for the values asked for alike, so the two can never disagree.
 *
 * A similar title is one holding every word of a value asked for, as a word: "VP Sales" finds
 * "VP of Sales" (the same words) and "Senior VP of Sales" (more), and the keyword "Sales"
 * finds every sales title. The few distinct keys of the corpus that hold the words are found
 * first (titleKeysHolding), then the (job_title_key, seq) index answers them like any other
 * values. Results whose words are exactly the value's come first (titleRank).
 */
function jobTitle(titles: readonly string[], mode: string): SQL | undefined {
  if ((mode || DEFAULT_JOB_TITLE_MODE) === "exact") return anyOf(p.jobTitle, titles);
  const wanted = meaningful(titles);
  if (wanted.length === 0) return undefined;
  return sql`${p.jobTitleKey} = any(array(${titleKeysHolding(wanted)}))`;
}

/** `string_to_array(prospect_title_key(value), ' ')`: a value's words as the keys hold them. */
const wordsOf = (value: string) => sql`string_to_array(prospect_title_key(${value}), ' ')`;

/**
 * The distinct title keys of the corpus holding every word of at least one of `values`. The
 * distinct keys are read by skipping through psp_job_title_key_idx (one probe per distinct
 * key: a few hundred, whatever the corpus's size), not by reading every person; a value
 * whose words are all filler ("of") holds no word and finds nothing, as before.
 */
function titleKeysHolding(values: readonly string[]): SQL {
  const holds = sql.join(
    values.map((v) => sql`(k.key_words @> ${wordsOf(v)} and cardinality(${wordsOf(v)}) > 0)`),
    sql` or `,
  );
  return sql`with recursive keys(key) as (
      (select tk.job_title_key from prospect_search_people tk
        order by tk.job_title_key limit 1)
      union all
      select (select tk.job_title_key from prospect_search_people tk
        where tk.job_title_key > keys.key order by tk.job_title_key limit 1)
      from keys where keys.key is not null
    )
    select k.key from (select key, string_to_array(key, ' ') as key_words from keys
      where key is not null) k
    where ${holds}`;
}

/**
 * How close a result's title is to the titles asked for, for the result order (0 first):
 * 0 when its words are exactly a value's (what similar titles found before keywords), then by
 * how many words the title has, so "Sales Manager" comes before "Regional Sales Manager".
 * Undefined when no similar-title filter is set. `key` is the result's job_title_key.
 */
export function titleRank(filters: ProspectingFilters, key: SQL): SQL | undefined {
  if ((filters.job_title_mode || DEFAULT_JOB_TITLE_MODE) === "exact") return undefined;
  const wanted = meaningful(filters.job_title);
  if (wanted.length === 0) return undefined;
  const keys = sql.join(
    wanted.map((title) => sql`prospect_title_key(${title})`),
    sql`, `,
  );
  return sql`case when ${key} = any(array[${keys}]::text[]) then 0
    else cardinality(string_to_array(${key}, ' ')) end`;
}

function overlaps(column: PgColumn, values: readonly string[]): SQL | undefined {
  const wanted = meaningful(values);
  return wanted.length === 0 ? undefined : sql`${column} && ${loweredArray(wanted)}`;
}

/**
 * The bound as the database's `real` columns would read it. Postgres refuses a literal that
 * rounds to zero or to infinity as a `real`; rounding here first (a value below the smallest
 * `real` becomes 0) keeps the comparison the database would make, without the refusal.
 */
function asReal(bound: number | null): number | null {
  return bound === null ? null : Math.fround(bound);
}

const atLeast = (column: PgColumn, bound: number | null) =>
  bound === null ? undefined : gte(column, bound);
const atMost = (column: PgColumn, bound: number | null) =>
  bound === null ? undefined : lte(column, bound);

/** Escapes LIKE's wildcards so a name is matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function companyName(name: string, mode: string): SQL | undefined {
  const wanted = name.trim();
  if (!wanted) return undefined;
  switch (mode || DEFAULT_COMPANY_NAME_MODE) {
    case "exact":
      return sql`${c.companyName} = lower(${wanted})`;
    case "prefix":
      return like(c.companyName, sql`lower(${`${escapeLike(wanted)}%`})`);
    default:
      return like(c.companyName, sql`lower(${`%${escapeLike(wanted)}%`})`);
  }
}

/** `https://www.Acme.com:443/about` → `acme.com`: what a person pastes, as the corpus stores it. */
function normalizeDomain(input: string): string {
  return input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/[/?#].*$/, "")
    .replace(/:\d+$/, "")
    .replace(/^www\./i, "")
    .replace(/\.$/, "");
}

function domain(input: string): SQL | undefined {
  const wanted = normalizeDomain(input);
  return wanted ? sql`${c.domain} = lower(${wanted})` : undefined;
}
