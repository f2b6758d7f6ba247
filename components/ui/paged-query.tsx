import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiErrorState } from "./api-error-state";
import { Pagination } from "./pagination";
import { TableSkeleton } from "./skeleton";

type PageOf<T> = { items: T[]; total: number };

/**
 * One page of a list read by a query, in the states every list page has: loading rows while
 * it is first read, the failure with Retry, `empty` when there are no records at all, and
 * otherwise the records (`children`, usually a table) with the pagination under them.
 */
export function PagedQuery<T>({
  query,
  loadingLabel,
  empty,
  pagination,
  children,
}: {
  query: UseQueryResult<PageOf<T>>;
  /** What the loading rows announce: “Loading the calls”. */
  loadingLabel: string;
  /** Shown when the list has no records (for these filters): an `EmptyState`. */
  empty: ReactNode;
  /** The page shown, its size, the records' noun (“calls”) and the link to another page. */
  pagination: { page: number; perPage: number; noun: string; hrefFor: (page: number) => string };
  /** The page's records; `stale` while the previous page stands in for the next one. */
  children: (items: T[], stale: boolean) => ReactNode;
}) {
  if (query.isPending) return <TableSkeleton label={loadingLabel} />;
  if (query.isError) return <ApiErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (query.data.total === 0) return empty;
  return (
    <>
      {children(query.data.items, query.isPlaceholderData)}
      <Pagination {...pagination} total={query.data.total} />
    </>
  );
}
