import type { Role } from "@/contract/roles";
import { formatPhone, stateLabel } from "../words";
import type { FilterName } from "./filter-kinds";

/**
 * Filters whose values are codes on the wire (`c_suite`, `series_a`, `hr`): people read them
 * by their labels, while the request panel and the address keep the codes.
 */
const CODED_FILTERS: ReadonlySet<string> = new Set([
  "job_level",
  "job_function",
  "funding_types",
  "hiring_departments",
  "team_size_departments",
]);

/** Result members that carry the same codes. */
const CODED_MEMBERS: ReadonlySet<string> = new Set(["job_level", "job_function", "funding_type"]);

const WORDS: Record<string, string> = {
  c: "C",
  vp: "VP",
  hr: "HR",
  it: "IT",
  ipo: "IPO",
};

/** "c_suite" → "C-suite", "series_a" → "Series A", "data_science" → "Data science". */
export function codeLabel(code: string): string {
  if (code === "c_suite") return "C-suite";
  const series = /^series_([a-z])$/.exec(code);
  if (series) return `Series ${series[1]!.toUpperCase()}`;
  const words = code.split("_").filter(Boolean);
  const text = words.map((w) => WORDS[w] ?? w).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a filter's value reads on screen; values typed by hand stay as typed. */
export function valueLabel(filter: FilterName | string, value: string): string {
  return CODED_FILTERS.has(filter) && /^[a-z0-9_]+$/.test(value) ? codeLabel(value) : value;
}

/** How a result's cell reads: codes as labels, phone numbers in the console's one format, everything else as it came. */
export function cellLabel(member: string, text: string): string {
  if (member === "phone") return formatPhone(text, text);
  return CODED_MEMBERS.has(member) && /^[a-z0-9_]+$/.test(text) ? codeLabel(text) : text;
}

export const roleLabel = (role: Role) => stateLabel("role", role);
