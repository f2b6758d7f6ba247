"use client";

import { useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import type { FilterName } from "@/lib/prospecting/filter-kinds";
import { type RelaxOffer, relaxedFilters, relaxOffer } from "@/lib/prospecting/relax-filter";
import type { FiltersForm, SearchForm, WireFilters } from "@/lib/prospecting/search-form";
import { useCountBreakdownQuery } from "@/lib/queries/prospect-search";

const countText = (offer: RelaxOffer) =>
  offer.exact ? formatNumber(offer.count) : `${formatNumber(offer.count)}+`;

/**
 * "Why so few?": shown while the live count says the search finds fewer than a page. One
 * request (the count with its breakdown) says, for each filter, how many would match without
 * it; each offer loosens that filter in the builder in one click, and the live count follows.
 */
export function WhySoFew({
  total,
  wireFilters,
  filters,
}: {
  total: number;
  wireFilters: WireFilters;
  filters: FiltersForm;
}) {
  const { getValues, setValue, trigger } = useFormContext<SearchForm>();
  const breakdown = useCountBreakdownQuery(JSON.stringify(wireFilters));
  const offers = (breakdown.data?.without ?? [])
    .map((entry) => relaxOffer(filters, entry))
    .filter((offer): offer is RelaxOffer => offer !== null);
  const helpful = offers.filter((o) => o.count > total);
  const useless = offers.filter((o) => o.count <= total);

  function relax(filter: FilterName) {
    const next = relaxedFilters(getValues("filters"), filter);
    setValue("filters", next, { shouldDirty: true });
    void trigger();
  }

  return (
    <section
      aria-labelledby="why-so-few-title"
      className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
      data-testid="why-so-few"
    >
      <h2 id="why-so-few-title" className="font-semibold">
        {total === 0 ? "No prospects match. " : `Only ${formatNumber(total)} match. `}
        Loosen a filter:
      </h2>
      {breakdown.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-amber-900">
          <Spinner className="size-3.5" label="Counting" /> Counting without each filter…
        </p>
      ) : breakdown.isError ? (
        <p className="mt-2">The counts without each filter are not available right now.</p>
      ) : (
        <>
          {helpful.length > 0 ? (
            <ul className="mt-2 divide-y divide-amber-200">
              {helpful.map((offer) => (
                <li key={offer.filter} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span className="min-w-0 flex-1 break-words">{offer.what}</span>
                  <span className="tabular-nums">
                    <span className="font-semibold">{countText(offer)}</span> without it
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => relax(offer.filter)}
                    aria-label={`${offer.action}: ${offer.what} (${countText(offer)} would match)`}
                  >
                    {offer.action}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2">No single filter is the cause: loosen several, or start again.</p>
          )}
          {useless.length > 0 ? (
            <p className="mt-1 text-xs text-amber-900">
              Loosening {useless.map((o) => o.what).join("; ")} alone would find no more.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
