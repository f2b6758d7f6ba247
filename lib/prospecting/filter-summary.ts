import { fieldOf } from "./filter-groups";
import type { FilterName } from "./filter-kinds";
import { valueLabel } from "./value-labels";

const MAX_VALUES_SHOWN = 3;

function valuesText(name: string, value: unknown): string {
  if (Array.isArray(value)) {
    const labels = value.map((v) => valueLabel(name, String(v)));
    const more = labels.length - MAX_VALUES_SHOWN;
    return more > 0
      ? `${labels.slice(0, MAX_VALUES_SHOWN).join(", ")} and ${more} more`
      : labels.join(", ");
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/**
 * A saved search's filters in words, in the builder's order and with its labels:
 * "Job level: VP, Director · Employees, at least: 200 · Has a web app: yes".
 */
export function filterSummary(filters: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    if (name === "company_name_mode") continue;
    if (name === "job_title_mode") {
      if (String(value).toLowerCase() === "exact") parts.push("Job titles: exactly as written");
      continue;
    }
    const label = fieldOf(name as FilterName)?.label ?? name;
    parts.push(`${label}: ${valuesText(name, value)}`);
  }
  return parts.length > 0 ? parts.join(" · ") : "No filters: every prospect";
}
