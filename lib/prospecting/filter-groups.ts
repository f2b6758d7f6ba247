import type { FilterName } from "./filter-kinds";

/**
 * How the builder groups the filters so a person finds them: what the company is, where,
 * who, what it runs, its money, and what it is doing now. Every member of
 * ProspectingFilters is in exactly one group (a unit test holds that).
 */
export type FilterField = {
  name: FilterName;
  label: string;
  hint?: string;
  placeholder?: string;
};

export type FilterGroup = {
  id: "company" | "location" | "people" | "technology" | "funding" | "signals";
  title: string;
  description: string;
  fields: FilterField[];
};

/**
 * What each filter is called, with an example or a hint where one helps. Keyed by every
 * filter name, so a filter the contract adds has no place in the builder until it has words.
 */
const FIELD_WORDS: Record<FilterName, Omit<FilterField, "name">> = {
  company_name: { label: "Company name", placeholder: "e.g. Bluewave" },
  company_name_mode: { label: "Name matches" },
  domain: {
    label: "Domain",
    placeholder: "acme.com",
    hint: "A scheme, www. and a path are ignored.",
  },
  industry: { label: "Industry", placeholder: "e.g. Software Development" },
  network_industry: { label: "Network industry" },
  employee_count_min: { label: "Employees, at least" },
  employee_count_max: { label: "Employees, at most" },
  revenue_min: { label: "Revenue in USD, at least" },
  revenue_max: { label: "Revenue in USD, at most" },
  revenue_buckets: { label: "Revenue bucket" },
  founded_on: { label: "Founded in or after", placeholder: "e.g. 2010" },
  has_cio: { label: "Has a CIO" },
  has_ciso: { label: "Has a CISO" },
  country: { label: "Country" },
  state: { label: "State or region" },
  city: { label: "City", placeholder: "e.g. Austin" },
  headquarters_country: { label: "Headquarters country" },
  headquarters_state: { label: "Headquarters state or region" },
  headquarters_city: { label: "Headquarters city" },
  job_title: { label: "Job title" },
  job_title_mode: { label: "Include similar titles" },
  job_level: { label: "Job level" },
  job_function: { label: "Job function" },
  is_network_url_claimed: { label: "Claimed network profile" },
  crm_tech: { label: "CRM" },
  marketing_automation_tech: { label: "Marketing automation" },
  sales_automation_tech: { label: "Sales automation" },
  analytics_tech: { label: "Analytics" },
  development_tech: { label: "Development" },
  erp_tech: { label: "ERP" },
  has_web_app: { label: "Has a web app" },
  has_mobile_app: { label: "Has a mobile app" },
  funding_types: { label: "Funding type" },
  funding_amount_min: { label: "Funding in USD, at least" },
  funded_after: {
    label: "Funded after",
    placeholder: "YYYY-MM-DD",
    hint: "Funding dated after this day.",
  },
  hiring_departments: { label: "Hiring in" },
  team_size_departments: { label: "Has a team in" },
  min_network_growth_rate: { label: "Headcount growth in %, at least" },
  min_monthly_web_traffic: { label: "Monthly web visits, at least" },
};

const GROUPS: (Omit<FilterGroup, "fields"> & { fields: FilterName[] })[] = [
  {
    id: "company",
    title: "Company",
    description: "Name, size, industry and age of the prospect's company.",
    fields: [
      "company_name",
      "company_name_mode",
      "domain",
      "industry",
      "network_industry",
      "employee_count_min",
      "employee_count_max",
      "revenue_min",
      "revenue_max",
      "revenue_buckets",
      "founded_on",
      "has_cio",
      "has_ciso",
    ],
  },
  {
    id: "location",
    title: "Location",
    description: "Where the prospect is, and where the company has its headquarters.",
    fields: [
      "country",
      "state",
      "city",
      "headquarters_country",
      "headquarters_state",
      "headquarters_city",
    ],
  },
  {
    id: "people",
    title: "People",
    description: "The prospect's role.",
    fields: ["job_title", "job_title_mode", "job_level", "job_function", "is_network_url_claimed"],
  },
  {
    id: "technology",
    title: "Technology",
    description: "Tools the company uses and what it ships.",
    fields: [
      "crm_tech",
      "marketing_automation_tech",
      "sales_automation_tech",
      "analytics_tech",
      "development_tech",
      "erp_tech",
      "has_web_app",
      "has_mobile_app",
    ],
  },
  {
    id: "funding",
    title: "Funding",
    description: "How the company is funded.",
    fields: ["funding_types", "funding_amount_min", "funded_after"],
  },
  {
    id: "signals",
    title: "Signals",
    description: "What the company is doing now: hiring, growing, drawing visitors.",
    fields: [
      "hiring_departments",
      "team_size_departments",
      "min_network_growth_rate",
      "min_monthly_web_traffic",
    ],
  },
];

export const FILTER_GROUPS: FilterGroup[] = GROUPS.map((group) => ({
  ...group,
  fields: group.fields.map((name) => ({ name, ...FIELD_WORDS[name] })),
}));

export function groupOf(name: FilterName): FilterGroup["id"] | null {
  return GROUPS.find((g) => g.fields.includes(name))?.id ?? null;
}

/** A filter with its words; undefined for a name the console does not know (an old search's). */
export function fieldOf(name: FilterName): FilterField | undefined {
  const words: Omit<FilterField, "name"> | undefined = FIELD_WORDS[name];
  return words ? { name, ...words } : undefined;
}
