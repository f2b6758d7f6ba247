"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { FormProvider } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { memberNeed, roleMeets } from "@/contract/access";
import { roleAtLeast } from "@/contract/roles";
import { SAVED_SEARCH_WRITE_ROLE, type SavedSearch } from "@/contract/saved-searches";
import { runCost } from "@/lib/prospecting/run-cost";
import { savedSearchBody, savedSearchState } from "@/lib/prospecting/saved-search-form";
import {
  activeFilters,
  DEFAULT_PAGE_SIZE,
  defaultSearchForm,
  emptyFilters,
  validPageSize,
} from "@/lib/prospecting/search-form";
import { searchText } from "@/lib/prospecting/search-params";
import { roleLabel } from "@/lib/prospecting/value-labels";
import { useCreditsQuery } from "@/lib/queries/credits";
import { useMeQuery } from "@/lib/queries/me";
import { useSavedSearchQuery } from "@/lib/queries/saved-searches";
import { useSearchListQuery } from "@/lib/queries/search-list";
import { countOf } from "@/lib/words";
import { FilterBuilder } from "./filter-builder";
import { FilterRail } from "./filter-rail";
import { RequestDetails } from "./request-details";
import { ResultsArea } from "./results-area";
import { RunBar } from "./run-bar";
import { RunPanel } from "./run-panel";
import { useLiveCount } from "./use-live-count";
import { usePreviewRun } from "./use-preview-run";
import { useSearchBuilder } from "./use-search-builder";
import { WhySoFew } from "./why-so-few";

// What a failed run says and offers loads with the first failure.
const RunFailure = lazy(() => import("./run-failure").then((m) => ({ default: m.RunFailure })));

/** The proxy's rule for a run: manager and above (DESIGN.md). */
const RUN_NEED = memberNeed("POST", "lead-lists/{list_id}/prospect-search/preview");
/** Counting changes nothing: every member may count. */
const COUNT_NEED = memberNeed("POST", "prospect-search/count");
/** Below this width the filters sit above the results; with results to show they start folded. */
const WIDE = "(min-width: 1280px)";

/**
 * The prospecting page: filters in a rail beside the results, a live count and the cost of a
 * run before it happens, previews whose pages are free to read, saved searches, export and
 * import. The search comes first: a run needs no list, and the list is chosen at import.
 * Everything that makes the page what it is sits in its address (use-search-url.ts).
 */
export function ProspectingView({ apiBaseUrl }: { apiBaseUrl: string }) {
  const builder = useSearchBuilder();
  const { url, form, values, body, errorCount } = builder;
  const { state } = url;
  const { data: me } = useMeQuery();
  const canRun = me ? roleMeets(me.role, RUN_NEED) : null;
  const canCount = me ? roleMeets(me.role, COUNT_NEED) : false;
  const canSave = me ? roleAtLeast(me.role, SAVED_SEARCH_WRITE_ROLE) : false;
  // The spec scopes a preview to a lead list, while people search first and choose the list
  // at import: runs go to the workspace's own search list, made by the platform the first time
  // (POST /api/v1/console/prospecting/search-list), and an import adds a preview's results to
  // any list of the workspace. Reading a shared preview uses the list in its address.
  const credits = useCreditsQuery();
  const searchList = useSearchListQuery(canRun === true && credits.isSuccess);
  const runner = usePreviewRun(builder, searchList.data?.id ?? null, canRun);
  const [railOpen, setRailOpen] = useState(true);
  const [opened, setOpened] = useState<SavedSearch | null>(null);
  const savedLink = useSavedSearchQuery(state.savedId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, on arrival
  useEffect(() => {
    if (state.previewId && !window.matchMedia(WIDE).matches) setRailOpen(false);
  }, []);

  function openSaved(saved: SavedSearch) {
    const next = savedSearchState(saved);
    const current = url.current();
    builder.fill(next.form);
    setOpened(saved);
    url.write(
      { ...current, form: next.form, savedId: saved.id, previewId: null, page: 1 },
      current.previewId ? "push" : "replace",
    );
    runner.setStatus(`Opened the saved search “${saved.name}”. Nothing runs until you press Run.`);
  }

  // The address names a saved search: a bare link to it fills the builder; an address with its
  // own filters (a reload after changes) keeps them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies each saved search once
  useEffect(() => {
    const saved = savedLink.data;
    if (!saved || opened?.id === saved.id) return;
    const bare = searchText(url.current().form) === searchText(defaultSearchForm());
    if (bare && !url.current().previewId) openSaved(saved);
    else setOpened(saved);
  }, [savedLink.data]);

  const blockedByErrors =
    errorCount > 0
      ? `Fix the ${errorCount > 1 ? `${errorCount} fields` : "field"} marked in red first.`
      : null;
  const runBlocked =
    blockedByErrors ??
    (canRun && searchList.isError ? "The search list could not be made: see above." : null);
  const runPageSize = validPageSize(values.page_size);
  // An enriching run also asks how much of its first page is unpaid: only that costs.
  const liveCount = useLiveCount(
    canCount && errorCount === 0 && form.formState.isValid
      ? JSON.stringify(
          values.auto_enrich && runPageSize !== null
            ? { filters: body.filters, page_size: runPageSize }
            : { filters: body.filters },
        )
      : null,
    canCount && errorCount > 0
      ? `No count while ${errorCount > 1 ? `${errorCount} fields are` : "a field is"} marked in red.`
      : null,
  );
  const cost = runCost({
    autoEnrich: values.auto_enrich,
    pageSize: runPageSize,
    matches: liveCount.kind === "known" ? liveCount.total : null,
    unpaid: liveCount.kind === "known" ? (liveCount.unpaid ?? null) : null,
  });
  const { attempt, failure } = runner;
  // Fewer than a page (or none) with filters to loosen: say which filter is the cause.
  const fewFound =
    liveCount.kind === "known" &&
    liveCount.total !== null &&
    liveCount.total < (runPageSize ?? DEFAULT_PAGE_SIZE) &&
    activeFilters(values.filters).length > 0
      ? liveCount.total
      : null;

  return (
    <FormProvider {...form}>
      <PageHeader
        title="Prospecting"
        description="Find prospects with filters, preview them, and import them into any lead list."
        actions={
          credits.data ? (
            <Badge tone="neutral" className="text-sm">
              {countOf(credits.data.balance, "credit")} left
            </Badge>
          ) : null
        }
      />
      {me && canRun === false ? (
        <Alert tone="info" title="You can look, but not run searches" className="mb-4">
          {RUN_NEED.reason} Running a preview makes one and can spend credits; your role is{" "}
          {roleLabel(me.role)}. You can still build a search and see how many it matches, copy its
          request, open saved searches, and open a shared search link to page through its results.
        </Alert>
      ) : null}
      {credits.isError ? (
        // The same cause every other page gives (e.g. a workspace the console's key can't act on).
        <ApiErrorState error={credits.error} onRetry={() => credits.refetch()} className="mb-4" />
      ) : searchList.isError ? (
        <ApiErrorState error={searchList.error} className="mb-4" />
      ) : null}
      {savedLink.isError ? <ApiErrorState error={savedLink.error} className="mb-4" /> : null}

      <div
        className={
          railOpen
            ? "grid items-start gap-4 xl:grid-cols-[17rem_minmax(0,1fr)]"
            : "grid items-start gap-4"
        }
      >
        <FilterRail
          open={railOpen}
          onToggle={() => setRailOpen((open) => !open)}
          activeCount={activeFilters(values.filters).length}
          clearDisabled={runner.pending}
          onClear={() => {
            form.reset({ ...form.getValues(), filters: emptyFilters() });
            void form.trigger();
            builder.scheduleDraft();
          }}
        >
          <FilterBuilder />
        </FilterRail>

        <div className="min-w-0 space-y-3">
          <RunPanel
            runBar={
              <RunBar
                canRun={canRun}
                role={me?.role ?? null}
                reason={RUN_NEED.reason}
                pending={runner.pending}
                blocked={runBlocked}
                disabled={
                  runner.pending ||
                  runBlocked !== null ||
                  !form.formState.isValid ||
                  canRun === null ||
                  !searchList.data
                }
                onRun={runner.run}
                cost={cost}
                liveCount={liveCount}
                pastRun={runner.pastRun}
                pastRunShown={
                  runner.pastRun !== null && state.previewId === runner.pastRun.previewId
                }
                onShowPastRun={runner.showPastRun}
                status={runner.status}
              />
            }
            cost={cost}
            canSave={canSave}
            saveBlockedReason={
              errorCount > 0 ? "Fix the fields marked in red before saving." : null
            }
            saveBody={savedSearchBody(values)}
            opened={opened}
            onOpen={openSaved}
            onSaved={(saved) => {
              setOpened(saved);
              url.write({ ...url.current(), form: form.getValues(), savedId: saved.id }, "replace");
              runner.setStatus(`Saved as “${saved.name}” for everyone in the workspace.`);
            }}
            serverError={form.formState.errors.root?.server?.message}
            failure={
              failure && attempt ? (
                <Suspense fallback={null}>
                  <RunFailure
                    error={failure}
                    onRetry={() => void runner.send(attempt)}
                    retrying={runner.pending}
                    balance={credits.data?.balance ?? null}
                    enriching={attempt.body.auto_enrich}
                    onTurnOffEnrichment={() => {
                      form.setValue("auto_enrich", false, { shouldDirty: true });
                      runner.forget();
                    }}
                  />
                  {runner.changedSinceAttempt ? (
                    <p className="text-xs text-zinc-500">
                      A retry sends the search as it was when it failed, not the changes made since.
                    </p>
                  ) : null}
                </Suspense>
              ) : null
            }
          />

          {fewFound !== null ? (
            <WhySoFew total={fewFound} wireFilters={body.filters} filters={values.filters} />
          ) : null}

          <ResultsArea
            url={url}
            searchName={opened && state.savedId === opened.id ? opened.name : null}
            importBlockedReason={
              canRun === false && me
                ? `${RUN_NEED.reason} Your role is ${roleLabel(me.role)}.`
                : null
            }
            balance={credits.data?.balance ?? null}
            onSort={canRun && searchList.data && !runner.pending ? runner.resort : null}
          />

          <RequestDetails
            baseUrl={apiBaseUrl}
            listId={searchList.data?.id ?? state.listId}
            body={body}
            idempotencyKey={runner.retryKey}
            valid={errorCount === 0}
          />
        </div>
      </div>
    </FormProvider>
  );
}
