"use client";

import { useId } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { errorId, hintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CREDIT_RATES, creditsText } from "@/contract/credit-rates";
import { PAGE_SIZE_RANGE } from "@/contract/prospecting";
import { SORT_CHOICES, SORT_LABELS } from "@/lib/prospecting/preview-sorts";
import type { SearchForm } from "@/lib/prospecting/search-form";
import { messageAt } from "./field-frame";

/**
 * Results per page, their order, and enrichment, in one line beside the Run button; what a run costs is
 * shown beside the button, and the full note is the checkbox's description.
 */
export function RunSettings({ cost }: { cost: { credits: number; exact: boolean } }) {
  const { control, register } = useFormContext<SearchForm>();
  const { errors } = useFormState({ control, name: "page_size" });
  const enriching = useWatch({ control, name: "auto_enrich" });
  const pageSizeError = messageAt(errors, "page_size");
  const enrichHint = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <div className="flex items-center gap-2">
        <label htmlFor="page-size" className="text-sm font-medium text-zinc-800">
          Results per page
        </label>
        <Input
          id="page-size"
          className="h-8 w-16"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={pageSizeError ? true : undefined}
          aria-describedby={pageSizeError ? errorId("page-size") : hintId("page-size")}
          {...register("page_size")}
        />
        {pageSizeError ? (
          <p id={errorId("page-size")} role="alert" className="text-xs font-medium text-red-600">
            {pageSizeError}
          </p>
        ) : (
          <p id={hintId("page-size")} className="sr-only">
            {PAGE_SIZE_RANGE.min} to {PAGE_SIZE_RANGE.max}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="result-order" className="text-sm font-medium text-zinc-800">
          Order
        </label>
        {/* The platform stores the order with the preview, so it is chosen before a run. */}
        <select
          id="result-order"
          className="h-8 rounded-md border-0 bg-white py-0 pr-8 pl-2 text-sm text-zinc-900 ring-1 ring-zinc-300 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
          {...register("sort")}
        >
          {SORT_CHOICES.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-zinc-800">
        <input
          type="checkbox"
          aria-describedby={enrichHint}
          className="size-4 rounded border-zinc-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          {...register("auto_enrich")}
        />
        Enrich with contact details
      </label>
      <p id={enrichHint} className="sr-only">
        {enriching
          ? `Email, phone and profile for the first page: ${cost.exact ? "" : "up to "}${creditsText(cost.credits)} (${creditsText(CREDIT_RATES.enrichment)} a result the workspace has not paid for; results it has are free), charged when the preview runs.`
          : "Off: results come without contact details, and running spends no credits."}
      </p>
    </div>
  );
}
