"use client";

import { usePathname } from "next/navigation";
import { parseAsString, useQueryState, useQueryStates } from "nuqs";
import { useMemo } from "react";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import type { DeliveryFilters } from "@/lib/webhooks/delivery-filters";
import {
  type DeliverySort,
  type DeliveryViewState,
  deliveryViewParsers,
  deliveryViewSearch,
  deliveryViewUrlKeys,
  filtersOf,
  stateForFilters,
} from "@/lib/webhooks/delivery-view";

/**
 * The endpoint page's view in the URL (nuqs): filters, sort, page and the open delivery, so a
 * link shows the same thing and the view survives a reload. Each change is a history entry
 * (the kit's list options), so Back and Forward step through the views; closing a delivery
 * replaces its entry instead, so Back does not open it again. Shallow: no server round trip.
 */
export function useDeliveryView() {
  const pathname = usePathname();
  const [state, setState] = useQueryStates(deliveryViewParsers, {
    ...LIST_URL_OPTIONS,
    urlKeys: deliveryViewUrlKeys,
  });
  const [registered, setRegistered] = useQueryState("registered", parseAsString);
  const filters = useMemo(() => filtersOf(state), [state]);

  return {
    state,
    filters,
    /** Shown once after "Add endpoint"; the address bar drops the flag. */
    registered: registered === "1",
    clearRegistered: () => void setRegistered(null, { history: "replace" }),
    hrefFor: (change: Partial<DeliveryViewState>) =>
      `${pathname}${deliveryViewSearch({ ...state, ...change })}`,
    /** A search box passes "replace" while one spell of typing goes on (see SearchBox). */
    setFilters: (next: DeliveryFilters, history: "push" | "replace" = "push") =>
      void setState(stateForFilters(next), { history }),
    setSort: (sort: DeliverySort) => void setState({ sort, cursor: null }),
    setCursor: (cursor: string | null) => void setState({ cursor, delivery: null }),
    openDelivery: (delivery: string) => void setState({ delivery }),
    closeDelivery: () => void setState({ delivery: null }, { history: "replace" }),
  };
}

export type DeliveryView = ReturnType<typeof useDeliveryView>;
