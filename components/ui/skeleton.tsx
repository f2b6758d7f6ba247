import { cn } from "@/lib/cn";

export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn("motion-safe:animate-pulse rounded bg-zinc-200/80", className)}
    />
  );
}

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      className={cn("inline-flex items-center gap-2 text-sm text-zinc-500", className)}
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-4 animate-spin" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Placeholder rows while a table loads, with one accessible "Loading" label. */
export function TableSkeleton({ rows = 5, label = "Loading" }: { rows?: number; label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={i} className="flex gap-4">
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/6" />
          <Skeleton className="h-4 w-1/6" />
        </div>
      ))}
    </div>
  );
}

/** Stands where a detail page's PageHeader (title and one line) will be, while it loads. */
export function PageHeaderSkeleton({ label }: { label: string }) {
  return (
    <div className="mb-6 space-y-2" role="status" aria-label={label}>
      <Skeleton className="h-7 w-80" />
      <Skeleton className="h-4 w-96 max-w-full" />
    </div>
  );
}
