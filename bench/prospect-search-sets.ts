import type { ProspectingFiltersInput } from "../contract/prospecting";
import { companyAt } from "../platform/seed/prospects";

/**
 * Twenty filter sets a prospecting user builds, from one company to one country. `selective`
 * sets pin the search down (a company, a title in a place, a stack with a level); `broad`
 * ones name one or two common values and match a large share of the corpus. Companies are
 * taken from the seed's own generator, so the same sets hit at every corpus size.
 */
export type FilterSet = {
  name: string;
  kind: "selective" | "broad";
  filters: ProspectingFiltersInput;
};

const midsize = companyAt(4321);
const large = companyAt(120);

export const FILTER_SETS: FilterSet[] = [
  {
    name: "one domain (mid-size co.)",
    kind: "selective",
    filters: { domain: `https://www.${midsize.domain}/` },
  },
  { name: "one domain (large co.)", kind: "selective", filters: { domain: large.domain } },
  {
    name: "company name exact",
    kind: "selective",
    filters: { company_name: midsize.companyName, company_name_mode: "exact" },
  },
  {
    name: "company prefix 'blue'",
    kind: "selective",
    filters: { company_name: "blue", company_name_mode: "prefix" },
  },
  { name: "company contains 'wave'", kind: "selective", filters: { company_name: "wave" } },
  {
    name: "CFOs in Germany",
    kind: "selective",
    filters: { job_title: ["Chief Financial Officer"], country: ["Germany"] },
  },
  {
    name: "directors in Austin",
    kind: "selective",
    filters: { city: "Austin", job_level: ["director"] },
  },
  {
    name: "US directors, tech, HubSpot",
    kind: "selective",
    filters: {
      country: ["United States"],
      job_level: ["director"],
      network_industry: ["Technology, Information and Media"],
      crm_tech: ["HubSpot CRM"],
    },
  },
  {
    name: "SAP + hiring eng. + VPs",
    kind: "selective",
    filters: { erp_tech: ["SAP S/4HANA"], hiring_departments: ["engineering"], job_level: ["vp"] },
  },
  {
    name: "series A since 2024, C-suite",
    kind: "selective",
    filters: { funding_types: ["series_a"], funded_after: "2024-01-01", job_level: ["c_suite"] },
  },
  {
    name: "100k+ employees, finance",
    kind: "selective",
    filters: { employee_count_min: 100_000, job_function: ["finance"] },
  },
  {
    name: "founded 2020+, web app, owners",
    kind: "selective",
    filters: { founded_on: 2020, has_web_app: true, job_level: ["owner"] },
  },
  { name: "nothing matches", kind: "selective", filters: { crm_tech: ["No Such Tool"] } },
  { name: "country United States", kind: "broad", filters: { country: ["United States"] } },
  { name: "country Germany", kind: "broad", filters: { country: ["Germany"] } },
  { name: "level director", kind: "broad", filters: { job_level: ["director"] } },
  {
    name: "function finance, VP+dir.",
    kind: "broad",
    filters: { job_function: ["finance"], job_level: ["vp", "director"] },
  },
  { name: "industry Software Dev.", kind: "broad", filters: { industry: "Software Development" } },
  { name: "crm Salesforce", kind: "broad", filters: { crm_tech: ["Salesforce"] } },
  {
    name: "employees 1k-5k",
    kind: "broad",
    filters: { employee_count_min: 1000, employee_count_max: 5000 },
  },
];
