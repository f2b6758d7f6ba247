"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { type FieldErrors, FormProvider, useForm } from "react-hook-form";
import { ApiErrorState } from "@/components/api-error-state";
import { PageHeader } from "@/components/page-header";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { hintId } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { TableSkeleton } from "@/components/ui/skeleton";
import { memberNeed, roleMeets } from "@/contract/access";
import { creditsText } from "@/contract/credit-rates";
import { roleAtLeast } from "@/contract/roles";
import { SAVED_SEARCH_WRITE_ROLE, type SavedSearch } from "@/contract/saved-searches";
import { ApiRequestError } from "@/lib/api-client";
import { formatDateTime, formatNumber } from "@/lib/format";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import { plainMessage } from "@/lib/prospecting/plain-messages";
import { runCost } from "@/lib/prospecting/run-cost";
import {
  findPastRun,
  type PastRun,
  rememberRun,
  runKey,
  sessionStore,
} from "@/lib/prospecting/run-history";
import { savedSearchBody, savedSearchState } from "@/lib/prospecting/saved-search-form";
import {
  activeFilters,
  DEFAULT_PAGE_SIZE,
  emptyFilters,
  type PreviewBody,
  type SearchForm,
  searchFormResolver,
  toPreviewBody,
  validPageSize,
} from "@/lib/prospecting/search-form";
import { pageKeepingFirstRow, sameFilters, searchUrlQuery } from "@/lib/prospecting/search-url";
import { useCreditsQuery } from "@/lib/queries/credits";
import { useLeadListsQuery } from "@/lib/queries/lead-lists";
import { useMeQuery } from "@/lib/queries/me";
import { useCreatePreviewMutation } from "@/lib/queries/prospect-search";
import { useSavedSearchQuery } from "@/lib/queries/saved-searches";
import { FilterBuilder } from "./filter-builder";
import { FilterRail } from "./filter-rail";
import { RunBar } from "./run-bar";
import { RunFailure } from "./run-failure";
import { RunSettings } from "./run-settings";
import { SavedSearchesBar } from "./saved-searches-bar";
import { useLiveCount } from "./use-live-count";
import { useSearchUrl } from "./use-search-url";
import { useStoredColumns } from "./use-stored-columns";

// The request as JSON and curl loads when someone unfolds it.
const RequestPanel = lazy(() =>
  import("./request-panel").then((m) => ({ default: m.RequestPanel })),
);

// The results (table, columns, import, export) load with the first preview to show.
const ResultsPanel = lazy(() =>
  import("./results-panel").then((m) => ({ default: m.ResultsPanel })),
);

/** The proxy's rule for this write: manager and above (DESIGN.md). */
const RUN_NEED = memberNeed("POST", "lead-lists/{list_id}/prospect-search/preview");
const DRAFT_DELAY_MS = 300;

/**
 * One run of the Run button. Its Idempotency-Key is kept until the platform answers with a
 * preview, so every retry of a time-out or a refusal sends the same key and the same body.
 */
type Attempt = {
  listId: string;
  body: PreviewBody;
  bodyText: string;
  key: string;
  form: SearchForm;
};

/** Results on screen: the address's preview, or the last one, kept (out of date) after a change. */
type ShownPreview = { listId: string; previewId: string; page: number; pageSize: number };

/** The builder's values as the address would write them: equal text, equal search. */
const formQuery = (form: SearchForm) =>
  searchUrlQuery({ listId: null, previewId: null, page: 1, form });

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

/** The saved search a shared link names (`?saved=`). */
function savedParam(search: string): string | null {
  const value = new URLSearchParams(search).get("saved")?.trim();
  return value && value.length <= 100 ? value : null;
}

/**
 * The prospecting page: filters in a rail beside the results, a live count and the cost of a
 * run before it happens, previews whose pages are free to read, saved searches, export and
 * import. Everything that makes the page what it is sits in its address
 * (lib/prospecting/search-url.ts), so a link or Back reproduces it.
 */
export function ProspectingView({ apiBaseUrl }: { apiBaseUrl: string }) {
  const url = useSearchUrl();
  const { state } = url;
  const { data: me } = useMeQuery();
  const canRun = me ? roleMeets(me.role, RUN_NEED) : null;
  const canSave = me ? roleAtLeast(me.role, SAVED_SEARCH_WRITE_ROLE) : false;
  const lists = useLeadListsQuery({ page: 1, perPage: 100 });
  const credits = useCreditsQuery();
  const mutation = useCreatePreviewMutation();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [columns, setColumns] = useStoredColumns();
  const [railOpen, setRailOpen] = useState(true);
  const [shown, setShown] = useState<ShownPreview | null>(null);
  const [pastRun, setPastRun] = useState<PastRun | null>(null);
  const savedId = savedParam(url.search);
  const [opened, setOpened] = useState<SavedSearch | null>(null);
  const [requestOpen, setRequestOpen] = useState(false);
  const savedLink = useSavedSearchQuery(savedId);
  const form = useForm<SearchForm>({
    resolver: searchFormResolver,
    mode: "onChange",
    defaultValues: state.form,
  });
  const { errors, isValid } = form.formState;
  const errorCount = countErrors(errors);
  const values = form.watch();
  const body = toPreviewBody(values);
  const bodyText = JSON.stringify(body);
  const listId = state.listId;

  // Builder → address, a moment after the last change (see writeDraft).
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writeDraftRef = useRef<() => void>(() => {});
  writeDraftRef.current = () => {
    const draft = form.getValues();
    const current = url.current();
    if (formQuery(draft) === formQuery(current.form)) return;
    if (!sameFilters(draft.filters, current.form.filters)) {
      // The address's preview no longer matches the builder, so it leaves the address; the
      // first such change is a step of its own, and Back returns to those results.
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
    if (url.isOwnWrite(url.search)) return;
    clearTimeout(draftTimer.current);
    if (formQuery(form.getValues()) !== formQuery(state.form)) form.reset(state.form);
    void form.trigger();
  }, [url.search]);

  const readPageSize = validPageSize(state.form.page_size) ?? DEFAULT_PAGE_SIZE;

  // The address's preview is what is shown; without one, the last results stay, out of date.
  useEffect(() => {
    if (listId && state.previewId) {
      setShown({ listId, previewId: state.previewId, page: state.page, pageSize: readPageSize });
    }
  }, [listId, state.previewId, state.page, readPageSize]);

  // A run of exactly this search (list, filters, page size, enrichment) in this session.
  const currentRunKey = listId ? runKey(listId, bodyText) : null;
  useEffect(() => {
    setPastRun(currentRunKey ? findPastRun(sessionStore(), currentRunKey) : null);
  }, [currentRunKey]);

  function openSaved(saved: SavedSearch) {
    const next = savedSearchState(saved);
    const current = url.current();
    clearTimeout(draftTimer.current);
    form.reset(next.form);
    void form.trigger();
    setOpened(saved);
    url.write(
      { ...next, listId: next.listId ?? current.listId },
      current.previewId ? "push" : "replace",
    );
    setStatus(`Opened the saved search “${saved.name}”. Nothing runs until you press Run.`);
  }

  // A shared link to a saved search fills the builder once it has been read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies the link once
  useEffect(() => {
    if (savedLink.data && opened?.id !== savedLink.data.id) openSaved(savedLink.data);
  }, [savedLink.data]);

  function chooseList(next: string) {
    const current = url.current();
    url.write(
      { ...current, listId: next || null, form: form.getValues(), previewId: null, page: 1 },
      current.previewId ? "push" : "replace",
    );
  }

  /** After a run: once that preview's results are drawn, bring them into view and focus them. */
  const focusResultsOf = useRef<string | null>(null);
  const showResults = (previewId: string) => {
    focusResultsOf.current = previewId;
  };
  useEffect(() => {
    const target = focusResultsOf.current;
    if (!target || state.previewId !== target) return;
    let frames = 0;
    let frame = 0;
    const tick = () => {
      const heading = document.querySelector<HTMLElement>(
        `[data-preview-id="${CSS.escape(target)}"] #results-title`,
      );
      if (!heading) {
        if (frames++ < 300) frame = requestAnimationFrame(tick);
        return;
      }
      focusResultsOf.current = null;
      // Only when they are out of sight (e.g. below the filters on a narrow window): where the
      // results already show beside the filters, nothing moves.
      const box = heading.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight - 160) {
        heading.scrollIntoView({ block: "start", behavior: "smooth" });
      }
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [state.previewId]);

  async function send(run: Attempt) {
    form.clearErrors("root.server");
    setStatus(null);
    try {
      const preview = await mutation.mutateAsync({
        listId: run.listId,
        body: run.body,
        idempotencyKey: run.key,
      });
      setAttempt(null);
      const current = url.current();
      // The results are of this search, so the builder shows it (also after a retry).
      if (formQuery(form.getValues()) !== formQuery(run.form)) form.reset(run.form);
      url.write(
        { listId: run.listId, form: run.form, previewId: preview.id, page: 1 },
        current.previewId ? "push" : "replace",
      );
      const past: PastRun = {
        previewId: preview.id,
        at: Date.now(),
        totalMatches: preview.total_matches,
      };
      rememberRun(sessionStore(), runKey(run.listId, run.bodyText), past);
      setPastRun(past);
      // What the platform says it charged: results the workspace had paid for cost nothing.
      const spent = run.body.auto_enrich
        ? (preview.credits_charged ??
          Math.min(preview.results.length, Number(run.body.page_size) || 0))
        : 0;
      setStatus(
        `Preview ready: ${
          preview.total_matches === null ? "more than 10,000" : formatNumber(preview.total_matches)
        } matches; ${spent === 0 ? "no credits spent" : `${creditsText(spent)} spent`}.`,
      );
      showResults(preview.id);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        applyValidationErrors(
          form,
          err.validationIssues.map((issue) => ({
            ...issue,
            msg: plainMessage(issue.loc.slice(1).join("."), issue.msg, run.body.filters),
          })),
        );
      }
    }
  }

  const run = form.handleSubmit(async (submitted) => {
    if (!listId || !canRun) return;
    const runBody = toPreviewBody(submitted);
    const runText = JSON.stringify(runBody);
    const same = attempt && attempt.listId === listId && attempt.bodyText === runText;
    const next: Attempt = same
      ? attempt
      : {
          listId,
          body: runBody,
          bodyText: runText,
          key: crypto.randomUUID(),
          form: structuredClone(submitted),
        };
    setAttempt(next);
    await send(next);
  });

  /** The same search ran before: show its stored result set again, which costs nothing. */
  function showPastRun() {
    if (!listId || !pastRun) return;
    // The builder's last change may not have reached the address yet: this write carries it,
    // so the pending one has nothing left to do (it would otherwise drop the preview again).
    clearTimeout(draftTimer.current);
    url.write(
      { ...url.current(), form: form.getValues(), listId, previewId: pastRun.previewId, page: 1 },
      "push",
    );
    setStatus("Showing the results of the same search from before; no credits spent.");
    showResults(pastRun.previewId);
  }

  const pending = mutation.isPending;
  const failure =
    mutation.error instanceof ApiRequestError && mutation.error.status === 422
      ? null
      : mutation.error;
  const retryKey =
    attempt && attempt.listId === listId && attempt.bodyText === bodyText ? attempt.key : null;
  const blocked = !listId
    ? "Choose a lead list first."
    : errorCount > 0
      ? `Fix the ${errorCount > 1 ? `${errorCount} fields` : "field"} marked in red first.`
      : null;

  const countable = errorCount === 0 && isValid && canRun === true;
  const runPageSize = validPageSize(values.page_size);
  // An enriching run also asks how much of its first page is unpaid: only that costs.
  const liveCount = useLiveCount(
    countable
      ? JSON.stringify(
          values.auto_enrich && runPageSize !== null
            ? { filters: body.filters, page_size: runPageSize }
            : { filters: body.filters },
        )
      : null,
  );
  const cost = runCost({
    autoEnrich: values.auto_enrich,
    pageSize: runPageSize,
    matches: liveCount.kind === "known" ? liveCount.total : null,
    unpaid: liveCount.kind === "known" ? (liveCount.unpaid ?? null) : null,
  });

  const display: (ShownPreview & { stale: boolean }) | null =
    listId && state.previewId
      ? {
          listId,
          previewId: state.previewId,
          page: state.page,
          pageSize: readPageSize,
          stale: false,
        }
      : shown
        ? { ...shown, stale: true }
        : null;
  const active = activeFilters(values.filters);

  return (
    <FormProvider {...form}>
      <PageHeader
        title="Prospecting"
        description="Find prospects with filters, preview them, and import them into a lead list."
        actions={
          credits.data ? (
            <Badge tone="neutral" className="text-sm">
              {formatNumber(credits.data.balance)} credits
            </Badge>
          ) : null
        }
      />
      {lists.isError ? (
        // The same cause every other page gives (e.g. a workspace the console's key can't act on).
        <ApiErrorState error={lists.error} onRetry={() => lists.refetch()} className="mb-4" />
      ) : null}
      {me && canRun === false ? (
        <Alert tone="info" title="You can look, but not run searches" className="mb-4">
          {RUN_NEED.reason} Running a preview makes one and can spend credits; you are a {me.role}.
          You can still build a search, copy its request, open saved searches, and open a shared
          search link to page through its results.
        </Alert>
      ) : null}
      {savedLink.isError ? <ApiErrorState error={savedLink.error} className="mb-4" /> : null}

      <div
        className={
          railOpen
            ? "grid items-start gap-4 xl:grid-cols-[19rem_minmax(0,1fr)]"
            : "grid items-start gap-4"
        }
      >
        <FilterRail
          open={railOpen}
          onToggle={() => setRailOpen((open) => !open)}
          activeCount={active.length}
          clearDisabled={pending}
          onClear={() => {
            form.reset({ ...form.getValues(), filters: emptyFilters() });
            void form.trigger();
            scheduleDraft();
          }}
        >
          <FilterBuilder />
        </FilterRail>

        <div className="min-w-0 space-y-4">
          <section
            aria-label="Run"
            className="space-y-3 rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-zinc-200"
          >
            <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
              <div className="w-full max-w-xs space-y-1">
                <Label htmlFor="lead-list">Lead list</Label>
                <select
                  id="lead-list"
                  value={listId ?? ""}
                  onChange={(e) => chooseList(e.target.value)}
                  aria-describedby={hintId("lead-list")}
                  className="block h-9 w-full rounded-md border-0 bg-white pr-8 pl-3 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
                >
                  <option value="">Choose a lead list…</option>
                  {lists.data?.items.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name} ({formatNumber(list.lead_count)} leads)
                    </option>
                  ))}
                  {listId && lists.data && !lists.data.items.some((l) => l.id === listId) ? (
                    <option value={listId}>{listId}</option>
                  ) : null}
                </select>
                <p id={hintId("lead-list")} className="text-xs text-zinc-500">
                  {lists.isError
                    ? "No lead lists to choose from: the reason is above."
                    : "Results mark who is already in it; an import adds to it."}
                </p>
              </div>
              <RunSettings cost={cost} />
            </div>
            <RunBar
              canRun={canRun}
              role={me?.role ?? null}
              reason={RUN_NEED.reason}
              pending={pending}
              blocked={blocked}
              disabled={pending || blocked !== null || !isValid || canRun === null}
              onRun={run}
              cost={cost}
              liveCount={liveCount}
              pastRun={pastRun}
              pastRunShown={pastRun !== null && state.previewId === pastRun.previewId}
              onShowPastRun={showPastRun}
              status={status}
            />
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-zinc-100 pt-3">
              <SavedSearchesBar
                canWrite={canSave}
                saveBlockedReason={
                  errorCount > 0 ? "Fix the fields marked in red before saving." : null
                }
                body={savedSearchBody(values, listId)}
                opened={opened}
                onOpen={openSaved}
                onSaved={(saved) => {
                  setOpened(saved);
                  setStatus(`Saved as “${saved.name}” for everyone in the workspace.`);
                }}
              />
              {opened ? (
                <p className="text-xs text-zinc-500">
                  Saved search “{opened.name}” · saved by{" "}
                  {opened.created_by?.email ?? "a former member"} on{" "}
                  {formatDateTime(opened.created_at)}
                </p>
              ) : null}
            </div>
            {errors.root?.server ? (
              <Alert tone="danger" title="The platform refused the search">
                {errors.root.server.message}
              </Alert>
            ) : null}
            {failure && attempt ? (
              <>
                <RunFailure
                  error={failure}
                  onRetry={() => void send(attempt)}
                  retrying={pending}
                  balance={credits.data?.balance ?? null}
                  enriching={attempt.body.auto_enrich}
                  onTurnOffEnrichment={() => {
                    form.setValue("auto_enrich", false, { shouldDirty: true });
                    mutation.reset();
                    setAttempt(null);
                  }}
                />
                {attempt.bodyText !== bodyText || attempt.listId !== listId ? (
                  <p className="text-xs text-zinc-500">
                    A retry sends the search as it was when it failed, not the changes made since.
                  </p>
                ) : null}
              </>
            ) : null}
          </section>

          {!listId ? (
            <EmptyState title="Choose a lead list to start">
              A preview belongs to a lead list: its results show who is already in the list, and an
              import adds to it.
            </EmptyState>
          ) : !display ? (
            <EmptyState title="No preview yet">
              Build a search and run a preview to see the prospects it finds. A link to this page
              keeps the filters; opening it runs nothing until someone presses Run.
            </EmptyState>
          ) : (
            <Suspense fallback={<TableSkeleton label="Loading the results" />}>
              <ResultsPanel
                listId={display.listId}
                listName={
                  lists.data?.items.find((l) => l.id === display.listId)?.name ?? display.listId
                }
                previewId={display.previewId}
                page={display.page}
                pageSize={display.pageSize}
                hrefForPage={(page) =>
                  display.stale
                    ? url.hrefFor({
                        ...state,
                        listId: display.listId,
                        previewId: display.previewId,
                        page,
                      })
                    : url.hrefFor({ ...state, page })
                }
                onPage={(page) =>
                  display.stale
                    ? setShown({ ...display, page })
                    : url.write({ ...url.current(), page }, "push")
                }
                columns={columns}
                onColumns={setColumns}
                importBlockedReason={
                  canRun === false ? `${RUN_NEED.reason} You are a ${me?.role}.` : null
                }
                stale={display.stale}
                balance={credits.data?.balance ?? null}
              />
            </Suspense>
          )}

          <details
            className="group rounded-lg bg-white shadow-sm ring-1 ring-zinc-200"
            onToggle={(e) => setRequestOpen(e.currentTarget.open)}
          >
            <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-zinc-900">
              The request, as JSON and curl
            </summary>
            <div className="border-t border-zinc-100">
              {requestOpen ? (
                <Suspense fallback={<p className="p-4 text-sm text-zinc-500">Loading…</p>}>
                  <RequestPanel
                    baseUrl={apiBaseUrl}
                    listId={listId}
                    body={body}
                    idempotencyKey={retryKey}
                    valid={errorCount === 0}
                  />
                </Suspense>
              ) : null}
            </div>
          </details>
        </div>
      </div>
    </FormProvider>
  );
}
