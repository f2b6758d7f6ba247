import { CONTACT_MEMBERS, type ResultRow } from "./result-columns";

/** Members that describe the person; the rest of what the platform names is the company's. */
const PERSON_MEMBERS = [
  "first_name",
  "last_name",
  "job_title",
  "job_level",
  "job_function",
  "city",
  "state",
  "country",
  ...CONTACT_MEMBERS,
  "enriched",
] as const;

const COMPANY_MEMBERS = [
  "company_name",
  "domain",
  "industry",
  "headquarters_country",
  "employee_count",
  "revenue_bucket",
  "monthly_web_traffic",
  "funded_at",
  "funding_type",
  "founded_on",
] as const;

/** Shown elsewhere in the panel (its header and marks). */
const SHOWN_ELSEWHERE = new Set(["id", "in_list", "lead_list_count", "campaign_count"]);

export type FieldGroup = { title: string; members: string[] };

/**
 * Every member of a result in three groups: the person, the company, and anything else the
 * platform sends (the spec leaves a result's members open, so none is dropped). Contact
 * members are always listed, so a result that is not enriched says so.
 */
export function splitProspectFields(row: ResultRow): FieldGroup[] {
  const members = Object.keys(row).filter((m) => !SHOWN_ELSEWHERE.has(m));
  const has = (m: string) =>
    members.includes(m) ||
    ((CONTACT_MEMBERS as readonly string[]).includes(m) && "enriched" in row);
  const person = PERSON_MEMBERS.filter(has);
  const company = COMPANY_MEMBERS.filter(has);
  const known = new Set<string>([...PERSON_MEMBERS, ...COMPANY_MEMBERS]);
  return [
    { title: "Person", members: person },
    { title: "Company", members: company },
    { title: "More", members: members.filter((m) => !known.has(m)) },
  ];
}
