import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";

/** A page number beyond the last page, e.g. from an old link after items were removed. */
export function PastTheEnd({ href }: { href: string }) {
  return (
    <EmptyState
      title="Nothing on this page"
      action={
        <Link href={href} className="text-sm font-medium text-indigo-600 hover:underline">
          Go to the first page
        </Link>
      }
    >
      This page number is past the last page.
    </EmptyState>
  );
}
