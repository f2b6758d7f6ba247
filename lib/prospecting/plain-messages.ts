import { FILTER_RANGES } from "@/contract/prospecting";
import { fieldOf } from "./filter-groups";
import type { FilterName } from "./filter-kinds";

/** "employees" from "Employees, at least": the words a range error speaks of. */
function rangeSubject(minField: FilterName): string {
  const label = fieldOf(minField)?.label ?? minField;
  const subject = label.replace(/,\s*at least$/i, "");
  return subject.charAt(0).toLowerCase() + subject.slice(1);
}

/**
 * A range's "min above max" in plain words, e.g. "The smallest number of employees (500) is
 * above the largest (10); lower the first or raise the second." The API's own sentence names
 * the wire fields, which mean nothing to someone filling in a form.
 */
export function plainRangeMessage(minField: FilterName, min?: unknown, max?: unknown): string {
  const subject = rangeSubject(minField);
  const values =
    typeof min === "number" && typeof max === "number" ? [` (${min})`, ` (${max})`] : ["", ""];
  return `The lower bound of ${subject}${values[0]} is above the upper bound${values[1]}; lower the first or raise the second.`;
}

/** The min field of a range when `path` names one ("filters.employee_count_min"). */
function rangeMinAt(path: string): FilterName | null {
  const name = path.replace(/^(body\.)?filters\./, "");
  return FILTER_RANGES.some(([min]) => min === name) ? (name as FilterName) : null;
}

/**
 * The message to show for an issue at `path`: a range's "must not be above" in plain words,
 * anything else as it came.
 */
export function plainMessage(path: string, message: string, filters?: Record<string, unknown>) {
  const min = rangeMinAt(path);
  if (!min || !/must not be above|above/i.test(message)) return message;
  const max = FILTER_RANGES.find(([m]) => m === min)?.[1];
  return plainRangeMessage(min, filters?.[min], max ? filters?.[max] : undefined);
}
