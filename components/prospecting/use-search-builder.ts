"use client";

import { useEffect, useRef } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import {
  DEFAULT_PAGE_SIZE,
  type SearchForm,
  searchFormResolver,
  toPreviewBody,
  validPageSize,
} from "@/lib/prospecting/search-form";
import { pageKeepingFirstRow, sameFilters, searchText } from "@/lib/prospecting/search-params";
import { useSearchUrl } from "./use-search-url";

const DRAFT_DELAY_MS = 300;

function countErrors(errors: FieldErrors): number {
  let count = 0;
  const walk = (node: unknown, key: string) => {
    if (!node || typeof node !== "object" || key === "ref" || key === "root") return;
    if (typeof (node as { message?: unknown }).message === "string") {
      count++;
      return;
    }
    for (const [k, child] of Object.entries(node)) walk(child, k);
  };
  for (const [k, child] of Object.entries(errors)) walk(child, k);
  return count;
}

/**
 * The filter builder and the address kept in step: a change in the builder reaches the address
 * a moment after the last keystroke, and an address that arrives (Back, Forward, a link) fills
 * the builder, errors included.
 */
export function useSearchBuilder() {
  const url = useSearchUrl();
  const form = useForm<SearchForm>({
    resolver: searchFormResolver,
    mode: "onChange",
    defaultValues: url.state.form,
  });
  const values = form.watch();
  const body = toPreviewBody(values);
  const errorCount = countErrors(form.formState.errors);

  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writeDraftRef = useRef<() => void>(() => {});
  writeDraftRef.current = () => {
    const draft = form.getValues();
    const current = url.current();
    if (searchText(draft) === searchText(current.form)) return;
    if (!sameFilters(draft.filters, current.form.filters) || draft.sort !== current.form.sort) {
      // The address's preview no longer matches the builder (other filters, or another order
      // of its result set), so it leaves the address; the first such change is a step of its
      // own, and Back returns to those results.
      url.write(
        { ...current, form: draft, previewId: null, page: 1 },
        current.previewId ? "push" : "replace",
      );
      return;
    }
    const oldSize = validPageSize(current.form.page_size) ?? DEFAULT_PAGE_SIZE;
    const newSize = validPageSize(draft.page_size);
    if (current.previewId && newSize === null) {
      // A preview is read at the last valid size until the box holds a valid one again.
      url.write({ ...current, form: { ...draft, page_size: current.form.page_size } }, "replace");
    } else if (current.previewId && newSize !== null && newSize !== oldSize) {
      url.write(
        { ...current, form: draft, page: pageKeepingFirstRow(current.page, oldSize, newSize) },
        "push",
      );
    } else {
      url.write({ ...current, form: draft }, "replace");
    }
  };
  const scheduleDraft = () => {
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => writeDraftRef.current(), DRAFT_DELAY_MS);
  };
  /** Before a write of its own that carries the builder: the pending draft has nothing left. */
  const cancelDraft = () => clearTimeout(draftTimer.current);

  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once; the writer is read through a ref
  useEffect(() => {
    const subscription = form.watch(() => scheduleDraft());
    return () => {
      subscription.unsubscribe();
      clearTimeout(draftTimer.current);
    };
  }, [form]);

  // Address → builder: Back, Forward or a link brought another search; show it, errors too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => {
    if (url.isOwnWrite(url.key)) return;
    cancelDraft();
    if (searchText(form.getValues()) !== searchText(url.state.form)) form.reset(url.state.form);
    void form.trigger();
  }, [url.key]);

  /** Puts a search in the builder at once (a saved search, or a run's own search). */
  const fill = (next: SearchForm) => {
    cancelDraft();
    if (searchText(form.getValues()) !== searchText(next)) form.reset(next);
    void form.trigger();
  };

  return { url, form, values, body, errorCount, scheduleDraft, cancelDraft, fill };
}
