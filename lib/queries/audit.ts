import { useInfiniteQuery } from "@tanstack/react-query";
import { AuditEvent, type AuditTargetType } from "@/contract/audit";
import { cursorEnvelope } from "@/contract/envelopes";
import { apiFetch } from "../api-client";
import { queryString } from "../query-client";

const AuditPage = cursorEnvelope(AuditEvent);

export type AuditFilter = { targetType?: AuditTargetType; targetId?: string };

export const auditKeys = {
  all: ["audit-events"] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, "list", filter] as const,
};

const AUDIT_PAGE_SIZE = 10;

function getAuditEvents(filter: AuditFilter, cursor?: string, signal?: AbortSignal) {
  const query = queryString({
    target_type: filter.targetType,
    target_id: filter.targetId,
    cursor,
    limit: AUDIT_PAGE_SIZE,
  });
  return apiFetch(`/api/console/audit-events${query}`, { schema: AuditPage, signal });
}

/** Newest first; `fetchNextPage` follows next_cursor unchanged. */
export function useAuditEventsQuery(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getAuditEvents(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
