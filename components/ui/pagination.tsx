import Link from "next/link";
import type { MouseEvent, ReactNode } from "react";
import { formatNumber } from "@/lib/format";

/**
 * Previous/Next and the like: a link, or a dimmed span when there is nowhere to go. With
 * `onNavigate` a plain click moves within the page (History API); a new tab still works.
 */
export function PageLink({
  href,
  onNavigate,
  disabled,
  children,
}: {
  href: string;
  onNavigate?: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  const className =
    "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium ring-1 ring-inset ring-zinc-300";
  if (disabled) {
    return (
      <span
        aria-disabled="true"
        className={`${className} cursor-not-allowed bg-zinc-50 text-zinc-400`}
      >
        {children}
      </span>
    );
  }
  const enabled = `${className} bg-white text-zinc-700 shadow-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`;
  if (!onNavigate) {
    return (
      <Link href={href} className={enabled}>
        {children}
      </Link>
    );
  }
  // A plain anchor: the page moves itself, so Next.js has nothing to prefetch or route.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate();
  };
  return (
    <a href={href} onClick={onClick} className={enabled}>
      {children}
    </a>
  );
}

/** "Showing 26–50 of 120" with Previous and Next links that set `?page=`. */
export function Pagination({
  page,
  perPage,
  total,
  hrefFor,
  noun,
}: {
  page: number;
  perPage: number;
  total: number;
  hrefFor: (page: number) => string;
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-4">
      <p className="text-sm text-zinc-500">
        {total === 0 || first > total
          ? `No ${noun} on this page`
          : `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} ${noun}`}
        {pages > 1 ? ` · page ${page} of ${pages}` : ""}
      </p>
      <div className="flex gap-2">
        <PageLink href={hrefFor(page - 1)} disabled={page <= 1}>
          Previous
        </PageLink>
        <PageLink href={hrefFor(page + 1)} disabled={page >= pages}>
          Next
        </PageLink>
      </div>
    </nav>
  );
}
