import { createSerializer, parseAsString } from "nuqs";
import { CALL_OUTCOMES } from "@/contract/calls";
import { choiceParam, pageParam } from "@/lib/url-state/list-params";

export const CALL_OUTCOME_FILTERS = ["", ...CALL_OUTCOMES] as const;
export type CallOutcomeFilter = (typeof CALL_OUTCOME_FILTERS)[number];

/**
 * The calls page's address: `?campaign=cmp_…&lead=lead_…&outcome=voicemail&page=2`; defaults
 * are left out, so a filtered view is a link to share.
 */
export const CALLS_PARAMS = {
  campaign: parseAsString.withDefault(""),
  lead: parseAsString.withDefault(""),
  outcome: choiceParam(CALL_OUTCOME_FILTERS, ""),
  page: pageParam,
};

const serialize = createSerializer(CALLS_PARAMS);

export function callsHref(view: {
  campaign?: string;
  lead?: string;
  outcome?: CallOutcomeFilter;
  page?: number;
}): string {
  return serialize("/calls", view);
}
