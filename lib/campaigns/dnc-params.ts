import { createSerializer } from "nuqs";
import { choiceParam, pageParam } from "@/lib/url-state/list-params";

export const DNC_TYPE_FILTERS = ["", "email", "phone", "domain"] as const;
export type DncTypeFilter = (typeof DNC_TYPE_FILTERS)[number];

/** The do-not-contact page's address: `?type=domain&page=2`; defaults are left out. */
export const DNC_PARAMS = { type: choiceParam(DNC_TYPE_FILTERS, ""), page: pageParam };

const serialize = createSerializer(DNC_PARAMS);

export function dncHref(view: { type?: DncTypeFilter; page?: number }): string {
  return serialize("/do-not-contact", view);
}
