"use client";

import { SearchBox } from "@/components/ui/search-box";
import { type DeliveryFilters, isDeliveryId } from "@/lib/webhooks/delivery-filters";

type History = "push" | "replace";

/** The records an event may name, each a filter of the deliveries by its id. */
const ID_FILTERS = [
  { key: "leadId", label: "Lead", placeholder: "lead_…" },
  { key: "campaignId", label: "Campaign", placeholder: "cmp_…" },
] as const satisfies readonly { key: keyof DeliveryFilters; label: string; placeholder: string }[];

/**
 * Finding deliveries: text in the body sent, and the lead or campaign the event names, each a
 * filter of the table below (in the URL with the others). A delivery id typed or pasted in the
 * search opens that delivery instead, whatever the filters show.
 */
export function DeliveryFindBar({
  filters,
  onChange,
  onOpenDelivery,
}: {
  filters: DeliveryFilters;
  onChange: (next: DeliveryFilters, history: History) => void;
  onOpenDelivery: (id: string) => void;
}) {
  const set = (change: Partial<DeliveryFilters>, history: History) =>
    onChange({ ...filters, ...change }, history);
  return (
    <div className="mt-6 flex flex-wrap items-end gap-x-4 gap-y-3">
      <div>
        <p className="mb-1 text-xs font-medium text-zinc-600" aria-hidden="true">
          Search
        </p>
        <SearchBox
          id="delivery-search"
          label="Search deliveries by text in the payload, or open one by its id"
          region="Find deliveries"
          placeholder="Text in the payload, or a delivery id"
          className="h-8 w-80"
          value={filters.q ?? ""}
          onSearch={(q, history) => set({ q: q || null }, history)}
          claim={(text) => {
            if (!isDeliveryId(text)) return false;
            onOpenDelivery(text);
            return true;
          }}
        />
      </div>
      {ID_FILTERS.map(({ key, label, placeholder }) => (
        <IdFilter
          key={key}
          id={`delivery-${label.toLowerCase()}`}
          label={label}
          placeholder={placeholder}
          value={filters[key]}
          onChange={(value, history) => set({ [key]: value }, history)}
        />
      ))}
    </div>
  );
}

/** The lead or campaign an event names, by its id. */
function IdFilter({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null, history: History) => void;
}) {
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-zinc-600" aria-hidden="true">
        {label}
      </p>
      <SearchBox
        id={id}
        label={`${label} id`}
        region={`Deliveries naming a ${label.toLowerCase()}`}
        placeholder={placeholder}
        className="h-8 w-52 font-mono text-xs"
        value={value ?? ""}
        onSearch={(text, history) => onChange(text || null, history)}
      />
    </div>
  );
}
