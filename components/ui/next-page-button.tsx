"use client";

import { Button, type ButtonProps } from "./button";

type PagedQuery = { isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** Reads the next page of a cursor-paged list (TanStack's infinite query): "Show older", "Load more". */
export function NextPageButton({
  query,
  label,
  variant = "ghost",
}: {
  query: PagedQuery;
  label: string;
  variant?: ButtonProps["variant"];
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={query.isFetchingNextPage}
      onClick={() => query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? "Loading…" : label}
    </Button>
  );
}
