import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ProspectSearchCount, ProspectSearchPreview } from "@/contract/prospect-search";
import { TitleSuggestions } from "@/contract/title-suggestions";
import { ApiRequestError, apiFetch } from "../api-client";
import type { PreviewBody } from "../prospecting/search-form";
import { queryString } from "../query-client";
import { creditKeys } from "./credits";
import { JobRow } from "./jobs";

/**
 * A preview as the console reads it: the spec leaves the status values and the members of
 * each result open, and makes total_matches and error_message optional, so anything the
 * platform may send is accepted and shown.
 */
const PreviewPage = ProspectSearchPreview.extend({
  id: z.string(),
  status: z.string(),
  results: z.array(z.record(z.string(), z.unknown())),
  total_matches: z.number().int().nullable().optional().default(null),
  error_message: z.string().nullable().optional().default(null),
  enriched_results: z.number().int().optional(),
  sort: z.string().nullable().optional(),
});
/** Still being worked on by the platform; the page polls until it is not. */
export const PREVIEW_PROCESSING = "processing";
export const PREVIEW_POLL_MS = 2000;

export type PreviewPageParams = {
  listId: string;
  previewId: string;
  page: number;
  pageSize: number;
};

export const prospectSearchKeys = {
  all: ["prospect-search"] as const,
  previews: () => [...prospectSearchKeys.all, "preview"] as const,
  preview: (listId: string, previewId: string) =>
    [...prospectSearchKeys.previews(), listId, previewId] as const,
  page: ({ listId, previewId, page, pageSize }: PreviewPageParams) =>
    [...prospectSearchKeys.preview(listId, previewId), { page, pageSize }] as const,
  counts: () => [...prospectSearchKeys.all, "count"] as const,
  count: (requestText: string) => [...prospectSearchKeys.counts(), requestText] as const,
  breakdown: (filtersText: string) =>
    [...prospectSearchKeys.all, "breakdown", filtersText] as const,
  jobTitles: () => [...prospectSearchKeys.all, "job-titles"] as const,
};

const listPath = (listId: string) =>
  `/api/public/lead-lists/${encodeURIComponent(listId)}/prospect-search`;

/** A page of a preview's stored result set; a GET, so it never spends credits. */
export function getPreviewPage(params: PreviewPageParams, signal?: AbortSignal) {
  const query = queryString({ page: params.page, page_size: params.pageSize });
  return apiFetch(
    `${listPath(params.listId)}/preview/${encodeURIComponent(params.previewId)}${query}`,
    { schema: PreviewPage, signal },
  );
}

/**
 * One page of a preview. While the preview is `processing` it is read again every few
 * seconds. Moving between pages of the same preview keeps the last page on screen (dimmed)
 * until the next arrives; another preview never shows the previous one's rows.
 */
export function usePreviewPageQuery(params: PreviewPageParams | null) {
  return useQuery({
    queryKey: params ? prospectSearchKeys.page(params) : prospectSearchKeys.previews(),
    queryFn: params ? ({ signal }) => getPreviewPage(params, signal) : skipToken,
    placeholderData: (previous, previousQuery) =>
      previous && params && previousQuery?.queryKey[3] === params.previewId ? previous : undefined,
    refetchInterval: (query) =>
      query.state.data?.status === PREVIEW_PROCESSING ? PREVIEW_POLL_MS : false,
  });
}

function createPreview(listId: string, body: PreviewBody, idempotencyKey: string) {
  return apiFetch(`${listPath(listId)}/preview`, {
    method: "POST",
    body,
    idempotencyKey,
    schema: PreviewPage,
  });
}

export type CreatePreviewVariables = {
  listId: string;
  body: PreviewBody;
  idempotencyKey: string;
};

/**
 * Runs a preview. Never retried here (the query client retries no write): the caller keeps
 * the Idempotency-Key of an attempt whose outcome is unknown and offers to retry with it.
 * The answer is page 1 of the preview, so it goes straight into that page's cache entry.
 */
export function useCreatePreviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, body, idempotencyKey }: CreatePreviewVariables) =>
      createPreview(listId, body, idempotencyKey),
    onSuccess: (preview, { listId, body }) => {
      if (typeof body.page_size === "number") {
        queryClient.setQueryData(
          prospectSearchKeys.page({
            listId,
            previewId: preview.id,
            page: 1,
            pageSize: body.page_size,
          }),
          preview,
        );
      }
      // The run paid for its results, so what is unpaid on a first page has changed.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
        queryClient.invalidateQueries({ queryKey: prospectSearchKeys.counts() }),
      ]);
    },
  });
}

/** Which results an import adds: all (no member), the selected, or all but the excluded. */
export type ImportSelectionBody =
  | { prospect_ids: string[] }
  | { exclude_prospect_ids: string[] }
  | Record<string, never>;

function importPreview(
  listId: string,
  previewId: string,
  idempotencyKey: string,
  autoEnrich = false,
  selection: ImportSelectionBody = {},
) {
  return apiFetch(`${listPath(listId)}/import`, {
    method: "POST",
    body: {
      preview_id: previewId,
      ...(autoEnrich ? { auto_enrich: true } : {}),
      ...selection,
    },
    idempotencyKey,
    schema: JobRow,
  });
}

/** Starts the import job; follow it with useJobQuery. Never retried automatically. */
export function useImportPreviewMutation() {
  return useMutation({
    mutationFn: (v: {
      listId: string;
      previewId: string;
      idempotencyKey: string;
      autoEnrich: boolean;
      selection?: ImportSelectionBody;
    }) => importPreview(v.listId, v.previewId, v.idempotencyKey, v.autoEnrich, v.selection),
  });
}

/**
 * How many prospects match, from the platform's read-only count (free, stores nothing). An
 * upstream without the operation answers 404 or 405; the console then shows no count.
 */
function countProspects(request: { filters: unknown; page_size?: number }, signal?: AbortSignal) {
  return apiFetch("/api/public/prospect-search/count", {
    method: "POST",
    body: request,
    schema: ProspectSearchCount.partial({ limit: true }),
    signal,
  });
}

const COUNT_UNSUPPORTED_STATUSES = new Set([404, 405, 501]);

export function countUnsupported(error: unknown): boolean {
  return error instanceof ApiRequestError && COUNT_UNSUPPORTED_STATUSES.has(error.status);
}

/**
 * The live count of a search while it is being built. `requestText` is the JSON of the count
 * request (the wire filters, and the page size when a run would enrich), already debounced by
 * the caller; null pauses it (invalid form, or no right to ask).
 * The last count stays on screen while the next one is on its way.
 */
export function useProspectCountQuery(requestText: string | null) {
  return useQuery({
    queryKey: prospectSearchKeys.count(requestText ?? ""),
    queryFn:
      requestText === null
        ? skipToken
        : ({ signal }) => countProspects(JSON.parse(requestText), signal),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * "Why so few?": for each active filter, how many would match without it, in one request
 * (the count operation with `breakdown: true`). `filtersText` is the JSON of the wire
 * filters; null asks nothing (the search does not find few, or cannot be counted).
 */
export function useCountBreakdownQuery(filtersText: string | null) {
  return useQuery({
    queryKey: prospectSearchKeys.breakdown(filtersText ?? ""),
    queryFn:
      filtersText === null
        ? skipToken
        : ({ signal }) =>
            apiFetch("/api/public/prospect-search/count", {
              method: "POST",
              body: { filters: JSON.parse(filtersText), breakdown: true },
              schema: ProspectSearchCount.partial({ limit: true }),
              signal,
            }),
    staleTime: 60_000,
    retry: false,
  });
}

/** How many titles the suggestion list is ranked by: the most common of the corpus. */
const RANKED_TITLES = 100;

/**
 * Prospects per job title, the most common first, to rank the title suggestions by. An
 * upstream without the operation leaves the list in its own order.
 */
export function useJobTitleRanksQuery(enabled: boolean) {
  return useQuery({
    queryKey: prospectSearchKeys.jobTitles(),
    queryFn: enabled
      ? ({ signal }) =>
          apiFetch(`/api/public/prospect-search/job-titles?limit=${RANKED_TITLES}`, {
            schema: TitleSuggestions,
            signal,
          })
      : skipToken,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
