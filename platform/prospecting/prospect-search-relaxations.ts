import {
  DEFAULT_COMPANY_NAME_MODE,
  DEFAULT_JOB_TITLE_MODE,
  type ProspectingFilters as Filters,
  ProspectingFilters,
} from "../../contract/prospecting";

/** One way to loosen a search: the member it loosens and the filters without it. */
export type Relaxation = { filter: keyof Filters; filters: Filters };

/** What each member is with nothing asked: the schema's own defaults. */
const EMPTY: Filters = ProspectingFilters.parse({});

/** Modes only say how their filter compares; they narrow nothing alone. */
const MODES = { company_name_mode: "company_name", job_title_mode: "job_title" } as const;

/**
 * Whether a member says something. Blank strings and blank array values say nothing (the
 * filters ignore them), so they are not offered for removal either.
 */
function isActive(filters: Filters, name: keyof Filters): boolean {
  const value = filters[name];
  if (Array.isArray(value)) return value.some((v) => v.trim() !== "");
  if (typeof value === "string") return value.trim() !== "";
  return value !== null;
}

/**
 * Every single step that loosens the search: each active filter removed (with its mode, which
 * means nothing alone), and a strict mode turned to its default (exact titles to similar ones,
 * an exact or prefix company name to "contains"). A range's bounds are separate members, so
 * removing one widens the range on that side.
 */
export function relaxations(filters: Filters): Relaxation[] {
  const steps: Relaxation[] = [];
  for (const name of Object.keys(EMPTY) as (keyof Filters)[]) {
    if (name in MODES || !isActive(filters, name)) continue;
    const without: Record<string, unknown> = { ...filters, [name]: EMPTY[name] };
    if (name === "company_name") without.company_name_mode = EMPTY.company_name_mode;
    if (name === "job_title") without.job_title_mode = EMPTY.job_title_mode;
    steps.push({ filter: name, filters: without as Filters });
  }
  if (isActive(filters, "job_title") && isStrict(filters.job_title_mode, DEFAULT_JOB_TITLE_MODE)) {
    steps.push({
      filter: "job_title_mode",
      filters: { ...filters, job_title_mode: DEFAULT_JOB_TITLE_MODE },
    });
  }
  if (
    isActive(filters, "company_name") &&
    isStrict(filters.company_name_mode, DEFAULT_COMPANY_NAME_MODE)
  ) {
    steps.push({
      filter: "company_name_mode",
      filters: { ...filters, company_name_mode: DEFAULT_COMPANY_NAME_MODE },
    });
  }
  return steps;
}

const isStrict = (mode: string, loosest: string) => mode !== "" && mode !== loosest;
