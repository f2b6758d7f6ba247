import { createSerializer } from "nuqs";
import { pageParam } from "@/lib/url-state/list-params";

/** The phone numbers page's address: `?page=2`; the first page is left out. */
export const PHONE_PARAMS = { page: pageParam };

const serialize = createSerializer(PHONE_PARAMS);

export function phoneNumbersHref(view: { page?: number }): string {
  return serialize("/phone-numbers", view);
}
