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

export const FILTER_GROUPS: FilterGroup[] = [
  {
    id: "company",
    title: "Company",
    description: "Name, size, industry and age of the prospect's company.",
    fields: [
      { name: "company_name", label: "Company name", placeholder: "e.g. Bluewave" },
      { name: "company_name_mode", label: "Name matches" },
      {
        name: "domain",
        label: "Domain",
        placeholder: "acme.com",
        hint: "A scheme, www. and a path are ignored.",
      },
      { name: "industry", label: "Industry", placeholder: "e.g. Software Development" },
      { name: "network_industry", label: "Network industry" },
      { name: "employee_count_min", label: "Employees, at least" },
      { name: "employee_count_max", label: "Employees, at most" },
      { name: "revenue_min", label: "Revenue in USD, at least" },
      { name: "revenue_max", label: "Revenue in USD, at most" },
      { name: "revenue_buckets", label: "Revenue bucket" },
      { name: "founded_on", label: "Founded in or after", placeholder: "e.g. 2010" },
      { name: "has_cio", label: "Has a CIO" },
      { name: "has_ciso", label: "Has a CISO" },
    ],
  },
  {
    id: "location",
    title: "Location",
    description: "Where the prospect is, and where the company has its headquarters.",
    fields: [
      { name: "country", label: "Country" },
      { name: "state", label: "State or region" },
      { name: "city", label: "City", placeholder: "e.g. Austin" },
      { name: "headquarters_country", label: "Headquarters country" },
      { name: "headquarters_state", label: "Headquarters state or region" },
      { name: "headquarters_city", label: "Headquarters city" },
    ],
  },
  {
    id: "people",
    title: "People",
    description: "The prospect's role.",
    fields: [
      { name: "job_title", label: "Job title" },
      { name: "job_title_mode", label: "Include similar titles" },
      { name: "job_level", label: "Job level" },
      { name: "job_function", label: "Job function" },
      { name: "is_network_url_claimed", label: "Claimed network profile" },
    ],
  },
  {
    id: "technology",
    title: "Technology",
    description: "Tools the company uses and what it ships.",
    fields: [
      { name: "crm_tech", label: "CRM" },
      { name: "marketing_automation_tech", label: "Marketing automation" },
      { name: "sales_automation_tech", label: "Sales automation" },
      { name: "analytics_tech", label: "Analytics" },
      { name: "development_tech", label: "Development" },
      { name: "erp_tech", label: "ERP" },
      { name: "has_web_app", label: "Has a web app" },
      { name: "has_mobile_app", label: "Has a mobile app" },
    ],
  },
  {
    id: "funding",
    title: "Funding",
    description: "How the company is funded.",
    fields: [
      { name: "funding_types", label: "Funding type" },
      { name: "funding_amount_min", label: "Funding in USD, at least" },
      {
        name: "funded_after",
        label: "Funded after",
        placeholder: "YYYY-MM-DD",
        hint: "Funding dated after this day.",
      },
    ],
  },
  {
    id: "signals",
    title: "Signals",
    description: "What the company is doing now: hiring, growing, drawing visitors.",
    fields: [
      { name: "hiring_departments", label: "Hiring in" },
      { name: "team_size_departments", label: "Has a team in" },
      { name: "min_network_growth_rate", label: "Headcount growth in %, at least" },
      { name: "min_monthly_web_traffic", label: "Monthly web visits, at least" },
    ],
  },
];

export function groupOf(name: FilterName): FilterGroup["id"] | null {
  return FILTER_GROUPS.find((g) => g.fields.some((f) => f.name === name))?.id ?? null;
}

export function fieldOf(name: FilterName): FilterField | undefined {
  for (const group of FILTER_GROUPS) {
    const field = group.fields.find((f) => f.name === name);
    if (field) return field;
  }
  return undefined;
}
