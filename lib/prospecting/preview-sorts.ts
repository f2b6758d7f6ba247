import { PREVIEW_SORTS, type PreviewSort } from "@/contract/prospect-search";

/** How each order of the result set is offered; "" is the platform's own (corpus) order. */
export const SORT_LABELS: Record<PreviewSort | "", string> = {
  "": "Default order",
  "-seniority": "Most senior first",
  seniority: "Least senior first",
  "-employee_count": "Largest companies first",
  employee_count: "Smallest companies first",
  "-funded_at": "Most recently funded first",
  funded_at: "Earliest funded first",
  "-monthly_web_traffic": "Most web traffic first",
  monthly_web_traffic: "Least web traffic first",
};

export const SORT_CHOICES: readonly (PreviewSort | "")[] = ["", ...PREVIEW_SORTS];

/** A sort from the address or a form: one the platform takes, else none. */
export function validSort(value: string | null | undefined): PreviewSort | "" {
  return (PREVIEW_SORTS as readonly string[]).includes(value ?? "") ? (value as PreviewSort) : "";
}
