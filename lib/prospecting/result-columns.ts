import { countOf } from "../words";
/**
 * Results carry arbitrary members (the spec leaves them open), so the table's columns come
 * from the results themselves: every member seen, in the order first seen.
 */
export type ResultRow = Record<string, unknown>;

/** Shown as the row's "In list" mark, not as a column of its own. */
const IN_LIST_MEMBER = "in_list";
/** Where else the prospect is in the workspace: shown as the row's marks too. */
const LEAD_LIST_COUNT_MEMBER = "lead_list_count";
const CAMPAIGN_COUNT_MEMBER = "campaign_count";
const MARK_MEMBERS: readonly string[] = [
  IN_LIST_MEMBER,
  LEAD_LIST_COUNT_MEMBER,
  CAMPAIGN_COUNT_MEMBER,
];

/** What a person most often wants to see, in this order, when the results have them. */
const PREFERRED_COLUMNS = [
  "first_name",
  "last_name",
  "job_title",
  "company_name",
  "country",
  "employee_count",
  "email",
] as const;

const MAX_DEFAULT_COLUMNS = 8;

/** Present only on enriched results; a page without any must still offer their columns. */
export const CONTACT_MEMBERS = ["email", "phone", "network_url"] as const;
const ENRICHED_MEMBER = "enriched";

export function resultMembers(results: readonly ResultRow[]): string[] {
  const seen = new Set<string>();
  for (const row of results) {
    for (const member of Object.keys(row)) if (!MARK_MEMBERS.includes(member)) seen.add(member);
  }
  // Results that say whether they are enriched have contact columns, filled or not, so the
  // columns (and a chosen Email column) stay the same from one page to the next.
  if (seen.has(ENRICHED_MEMBER)) for (const member of CONTACT_MEMBERS) seen.add(member);
  return [...seen];
}

/** A contact cell of a result the preview did not enrich (so it has no value to show). */
export function notEnriched(row: ResultRow, member: string): boolean {
  return row[ENRICHED_MEMBER] === false && (CONTACT_MEMBERS as readonly string[]).includes(member);
}

/** The preferred columns that are present, or the first few members when none are. */
export function defaultColumns(members: readonly string[]): string[] {
  const preferred = PREFERRED_COLUMNS.filter((m) => members.includes(m));
  if (preferred.length > 0) return preferred;
  return members.filter((m) => m !== "id").slice(0, MAX_DEFAULT_COLUMNS);
}

/**
 * The columns to draw: the chosen ones that these results have, in the results' order. A
 * choice made for other results (or none yet) falls back to the defaults.
 */
export function visibleColumns(members: readonly string[], chosen: readonly string[] | null) {
  const present = chosen?.filter((m) => members.includes(m)) ?? [];
  if (chosen === null || (present.length === 0 && chosen.length > 0)) {
    return defaultColumns(members);
  }
  return members.filter((m) => present.includes(m));
}

/** "job_title" → "Job title", "network_url" → "Network URL". */
export function columnLabel(member: string): string {
  const words = member.split(/[_\s]+/).filter(Boolean);
  const text = words
    .map((w) =>
      ["id", "url", "hq", "crm", "erp", "cio", "ciso"].includes(w) ? w.toUpperCase() : w,
    )
    .join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** Any JSON value as a short cell text; "" for nothing. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? NUMBER.format(value) : "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map(formatCell).filter(Boolean).join(", ");
  return JSON.stringify(value);
}

/** A stable key for a row: its id when it has one. */
export function rowKey(row: ResultRow, index: number): string {
  return typeof row.id === "string" || typeof row.id === "number" ? String(row.id) : `#${index}`;
}

/** true / false when the result says whether it is already in the list, else null. */
export function inListOf(row: ResultRow): boolean | null {
  const value = row[IN_LIST_MEMBER];
  return typeof value === "boolean" ? value : null;
}

export type ResultMarks = { inList: boolean; lists: number; campaigns: number };

/**
 * Where the prospect already is: this list, other lists of the workspace, campaigns. Null
 * when the result says none of it (an upstream without these members).
 */
export function marksOf(row: ResultRow): ResultMarks | null {
  const inList = row[IN_LIST_MEMBER];
  const lists = row[LEAD_LIST_COUNT_MEMBER];
  const campaigns = row[CAMPAIGN_COUNT_MEMBER];
  if (typeof inList !== "boolean" && typeof lists !== "number" && typeof campaigns !== "number") {
    return null;
  }
  return {
    inList: inList === true,
    lists: typeof lists === "number" ? lists : inList === true ? 1 : 0,
    campaigns: typeof campaigns === "number" ? campaigns : 0,
  };
}

/**
 * The words of a row's marks, e.g. ["In this list", "In 1 other list", "In 1 campaign"];
 * [] when in nothing. This list is always named: it is the one an import would skip it for.
 */
export function marksText(marks: ResultMarks | null): string[] {
  if (!marks) return [];
  const words: string[] = [];
  if (marks.inList) words.push("In this list");
  const others = marks.lists - (marks.inList ? 1 : 0);
  if (others > 0) {
    const lists = `${others} ${marks.inList ? "other " : ""}list${others === 1 ? "" : "s"}`;
    words.push(`In ${lists}`);
  }
  if (marks.campaigns > 0) {
    words.push(`In ${countOf(marks.campaigns, "campaign")}`);
  }
  return words;
}

/** "Ana Silva", or the id when the result has no name. */
export function personName(row: ResultRow, index: number): string {
  const name = [row.first_name, row.last_name]
    .filter((part) => typeof part === "string" && part.trim() !== "")
    .join(" ");
  return name || rowKey(row, index);
}
