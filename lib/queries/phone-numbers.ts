import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { offsetEnvelope } from "@/contract/envelopes";
import {
  type ImportConfirmBody,
  ImportConfirmResult,
  type ImportSearchBody,
  ImportSearchResult,
  type OutboundProfileBody,
  PhoneNumber,
} from "@/contract/phone-numbers";
import { apiFetch } from "@/lib/api-client";
import { queryString } from "@/lib/query-client";

const PhoneNumberPage = offsetEnvelope(PhoneNumber);

export type PhoneNumbersFilter = { page: number; perPage: number };

const phoneKeys = {
  all: ["phone-numbers"] as const,
  list: (filter: PhoneNumbersFilter) => [...phoneKeys.all, "list", filter] as const,
};

const IMPORT = "/api/public/phone-numbers/import";

export function usePhoneNumbersQuery(filter: PhoneNumbersFilter) {
  return useQuery({
    queryKey: phoneKeys.list(filter),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/public/phone-numbers${queryString({ page: filter.page, per_page: filter.perPage })}`,
        { schema: PhoneNumberPage, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * The import's calls carry the carrier's auth token, so they are plain requests rather than
 * queries or mutations: the token is in no cache key and no cache entry, only in the dialog's
 * state, which goes when the dialog closes.
 */
export function searchCarrier(body: ImportSearchBody) {
  return apiFetch(`${IMPORT}/search`, { method: "POST", body, schema: ImportSearchResult });
}

export function confirmImport(body: ImportConfirmBody, idempotencyKey: string) {
  return apiFetch(`${IMPORT}/confirm`, {
    method: "POST",
    body,
    idempotencyKey,
    schema: ImportConfirmResult,
  });
}

export function setOutboundProfile(body: OutboundProfileBody, idempotencyKey: string) {
  return apiFetch(`${IMPORT}/outbound-profile`, {
    method: "POST",
    body,
    idempotencyKey,
    schema: PhoneNumber,
  });
}

/** After an import or an edit the list is read again. */
export function useRefreshPhoneNumbers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: phoneKeys.all });
}
