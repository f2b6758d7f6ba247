"use client";

import { useEffect, useId, useRef, useState } from "react";
import {
  type FieldErrors,
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { PageHeader } from "@/components/page-header";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { errorId, hintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tooltip } from "@/components/ui/tooltip";
import { memberNeed, roleMeets } from "@/contract/access";
import { CREDITS_PER_ENRICHED_RESULT } from "@/contract/prospect-search";
import { PAGE_SIZE_RANGE } from "@/contract/prospecting";
import { ApiRequestError } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { applyValidationErrors } from "@/lib/forms/apply-validation-errors";
import {
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
import { FilterBuilder } from "./filter-builder";
import { messageAt } from "./filter-fields";
import { RequestPanel } from "./request-panel";
import { ResultsPanel } from "./results-panel";
import { RunFailure } from "./run-failure";
import { useSearchUrl } from "./use-search-url";

/** The proxy's rule for this write: manager and above (DESIGN.md). */
const RUN_NEED = memberNeed("POST", "lead-lists/{list_id}/prospect-search/preview");
const DRAFT_DELAY_MS = 300;
const COLUMNS_STORAGE_KEY = "outreach.prospecting.columns";

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

/** The chosen result columns, remembered in this browser. */
function useStoredColumns() {
  const [columns, setColumns] = useState<string[] | null>(null);
  useEffect(() => {
    try {
      const stored = JSON.parse(window.localStorage.getItem(COLUMNS_STORAGE_KEY) ?? "null");
      if (Array.isArray(stored) && stored.every((c) => typeof c === "string")) setColumns(stored);
    } catch {
      // Nothing usable stored: the defaults.
    }
  }, []);
  const update = (next: string[] | null) => {
    setColumns(next);
    try {
      if (next === null) window.localStorage.removeItem(COLUMNS_STORAGE_KEY);
      else window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  };
  return [columns, update] as const;
}

function RunSettings() {
  const { control, register } = useFormContext<SearchForm>();
  const { errors } = useFormState({ control, name: "page_size" });
  const pageSizeError = messageAt(errors, "page_size");
  const enrichHint = useId();
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="page-size">Results per page</Label>
        <Input
          id="page-size"
          className="max-w-28"
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
          <p id={hintId("page-size")} className="text-xs text-zinc-500">
            {PAGE_SIZE_RANGE.min} to {PAGE_SIZE_RANGE.max}; changing it later re-reads the same
            preview for free.
          </p>
        )}
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm font-medium text-zinc-800">
          <input
            type="checkbox"
            aria-describedby={enrichHint}
            className="mt-0.5 size-4 rounded border-zinc-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
            {...register("auto_enrich")}
          />
          Enrich with contact details
        </label>
        <p id={enrichHint} className="mt-1 pl-6 text-xs text-zinc-500">
          Email, phone and profile for the first page, at {CREDITS_PER_ENRICHED_RESULT} credit per
          result, charged when the preview runs.
        </p>
      </div>
    </div>
  );
}

/**
 * The prospecting page: choose a lead list, build a search, see the exact request, run a
 * preview, read its pages and import it. Everything that makes the page what it is sits in
 * its address (lib/prospecting/search-url.ts), so a link or Back reproduces it.
 */
export function ProspectingView({ apiBaseUrl }: { apiBaseUrl: string }) {
  const url = useSearchUrl();
  const { state } = url;
  const { data: me } = useMeQuery();
  const canRun = me ? roleMeets(me.role, RUN_NEED) : null;
  const lists = useLeadListsQuery({ page: 1, perPage: 100 });
  const credits = useCreditsQuery();
  const mutation = useCreatePreviewMutation();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [columns, setColumns] = useStoredColumns();
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

  const listId = state.listId;
  const listName = lists.data?.items.find((l) => l.id === listId)?.name ?? (listId ? listId : "");

  function chooseList(next: string) {
    const current = url.current();
    url.write(
      { ...current, listId: next || null, form: form.getValues(), previewId: null, page: 1 },
      current.previewId ? "push" : "replace",
    );
  }

  async function send(run: Attempt) {
    form.clearErrors("root.server");
    setAnnouncement("");
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
      setAnnouncement(
        `Preview ready: ${
          preview.total_matches === null
            ? "an unknown number of"
            : formatNumber(preview.total_matches)
        } matches.`,
      );
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 422) {
        applyValidationErrors(form, err.validationIssues);
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

  const readPageSize = validPageSize(state.form.page_size) ?? DEFAULT_PAGE_SIZE;

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
      {me && canRun === false ? (
        <Alert tone="info" title="You can look, but not run searches" className="mb-4">
          {RUN_NEED.reason} Running a preview makes one and can spend credits; you are a {me.role}.
          You can still build a search, copy its request, and open a shared search link to page
          through its results.
        </Alert>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Search" className="rounded-lg bg-white shadow-sm ring-1 ring-zinc-200">
          <div className="border-b border-zinc-200 p-5">
            <div className="max-w-md space-y-1.5">
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
                  ? "The lead lists could not be loaded; reload the page to try again."
                  : "Results mark the prospects already in it, and an import adds to it."}
              </p>
            </div>
          </div>

          <fieldset className="min-w-0">
            <legend className="sr-only">Filters</legend>
            <FilterBuilder />
          </fieldset>
        </section>

        {/* The action and its exact request stay in view while the builder scrolls. */}
        <aside className="space-y-4 lg:sticky lg:top-6">
          <section
            aria-label="Run"
            className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-zinc-200"
          >
            <RunSettings />
            <div className="flex flex-wrap items-center gap-3">
              {canRun === false ? (
                <Tooltip content={`${RUN_NEED.reason} You are a ${me?.role}.`}>
                  <Button
                    aria-disabled="true"
                    aria-description={`${RUN_NEED.reason} You are a ${me?.role}.`}
                    onClick={(e) => e.preventDefault()}
                  >
                    Run preview
                  </Button>
                </Tooltip>
              ) : (
                <Button
                  onClick={run}
                  disabled={pending || blocked !== null || !isValid || canRun === null}
                  aria-describedby={blocked ? "run-blocked" : undefined}
                >
                  {pending ? "Running…" : "Run preview"}
                </Button>
              )}
              <Button
                variant="ghost"
                disabled={pending}
                onClick={() => {
                  form.reset({ ...form.getValues(), filters: emptyFilters() });
                  void form.trigger();
                  scheduleDraft();
                }}
              >
                Clear filters
              </Button>
            </div>
            {blocked && canRun !== false ? (
              <p id="run-blocked" className="text-sm text-zinc-500">
                {blocked}
              </p>
            ) : null}
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
            <span className="sr-only" aria-live="polite">
              {announcement}
            </span>
          </section>
          <RequestPanel
            baseUrl={apiBaseUrl}
            listId={listId}
            body={body}
            idempotencyKey={retryKey}
            valid={errorCount === 0}
          />
        </aside>
      </div>

      <div className="mt-8">
        {!listId ? (
          <EmptyState title="Choose a lead list to start">
            A preview belongs to a lead list: its results show who is already in the list, and an
            import adds to it.
          </EmptyState>
        ) : !state.previewId ? (
          <EmptyState title="No preview yet">
            Build a search and run a preview to see the prospects it finds. A link to this page
            keeps the filters; opening it runs nothing until someone presses Run.
          </EmptyState>
        ) : (
          <ResultsPanel
            listId={listId}
            listName={listName}
            previewId={state.previewId}
            page={state.page}
            pageSize={readPageSize}
            hrefForPage={(page) => url.hrefFor({ ...state, page })}
            onPage={(page) => url.write({ ...url.current(), page }, "push")}
            columns={columns}
            onColumns={setColumns}
            importBlockedReason={
              canRun === false ? `${RUN_NEED.reason} You are a ${me?.role}.` : null
            }
          />
        )}
      </div>
    </FormProvider>
  );
}
