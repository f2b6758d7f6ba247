import {
  createLoader,
  createParser,
  createSerializer,
  type inferParserType,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs";
import { DELIVERY_STATUSES, EVENT_TYPES } from "@/contract/webhooks";
import { type ColumnSort, sortParam } from "../url-state/list-params";
import { DEFAULT_RANGE, type DeliveryFilters, RANGE_PRESETS } from "./delivery-filters";

/**
 * The delivery history's view as URL state (nuqs parsers): filters, sort, the page and the open
 * delivery, e.g. `?status=failed&event_type=call.completed&range=7d&sort=-duration&cursor=…&
 * delivery=whd_…`, a search and the lead or campaign named as `?q=…&lead_id=…&campaign_id=…`, or a custom range as `?since=…&until=…`. Unknown
 * or malformed values read as "not set", so an old or hand-edited link still opens.
 */

/** A moment as ISO 8601 UTC; any form Date.parse reads is accepted and normalised. */
const parseAsInstant = createParser({
  parse(value: string) {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
  },
  serialize: (value: string) => value,
});

/** Free text (a search, an id), trimmed and kept to 200 characters; empty reads as not set. */
const parseAsText = createParser({
  parse: (value: string) => value.trim().slice(0, 200) || null,
  serialize: (value: string) => value,
});

/** Columns of the deliveries table that sort the page shown. */
const SORTABLE_COLUMNS = ["event", "status", "attempts", "code", "duration", "created"] as const;
type SortableColumn = (typeof SORTABLE_COLUMNS)[number];
export type DeliverySort = ColumnSort<SortableColumn>;

/** The order the platform lists in; the default, so it is left out of links. */
export const DEFAULT_SORT: DeliverySort = { id: "created", desc: true };

export const deliveryViewParsers = {
  status: parseAsStringLiteral(DELIVERY_STATUSES),
  eventType: parseAsStringLiteral(EVENT_TYPES),
  range: parseAsStringLiteral(RANGE_PRESETS.map((p) => p.value)).withDefault(DEFAULT_RANGE),
  since: parseAsInstant,
  until: parseAsInstant,
  q: parseAsText,
  leadId: parseAsText,
  campaignId: parseAsText,
  sort: sortParam(SORTABLE_COLUMNS).withDefault(DEFAULT_SORT),
  // The page is the platform's opaque cursor, not a number (the kit's pageParam): deliveries
  // are listed by cursor, which keeps a page in place while new deliveries arrive on top.
  cursor: parseAsString,
  delivery: parseAsString,
};

export const deliveryViewUrlKeys = {
  eventType: "event_type",
  leadId: "lead_id",
  campaignId: "campaign_id",
} as const;

export type DeliveryViewState = inferParserType<typeof deliveryViewParsers>;

/** The filters a view's URL state describes; a custom range wins over a preset. */
export function filtersOf(state: DeliveryViewState): DeliveryFilters {
  return {
    status: state.status,
    eventType: state.eventType,
    range:
      state.since || state.until
        ? { kind: "custom", since: state.since, until: state.until }
        : { kind: "preset", preset: state.range },
    q: state.q,
    leadId: state.leadId,
    campaignId: state.campaignId,
  };
}

/**
 * The URL state for new filters. Any change of filter starts again at the newest page (a
 * cursor belongs to the filters it was issued for) and keeps the sort.
 */
export function stateForFilters(filters: DeliveryFilters): Partial<DeliveryViewState> {
  const custom = filters.range.kind === "custom" ? filters.range : null;
  return {
    status: filters.status,
    eventType: filters.eventType,
    range: filters.range.kind === "preset" ? filters.range.preset : DEFAULT_RANGE,
    since: custom ? (custom.since ?? null) : null,
    until: custom ? (custom.until ?? null) : null,
    q: filters.q,
    leadId: filters.leadId,
    campaignId: filters.campaignId,
    cursor: null,
  };
}

const options = { urlKeys: deliveryViewUrlKeys } as const;

/** Reads a view from a URL's search (or Next's searchParams), for tests and the server. */
export const loadDeliveryView = createLoader(deliveryViewParsers, options);

/** The search string of a view (`?…`, or "" for the default view), for links. */
export const deliveryViewSearch = createSerializer(deliveryViewParsers, options);
