import Link from "next/link";

/** Back to the endpoint list, above the heading of every page under Webhooks. */
export function BackLink() {
  return (
    <div className="mb-4">
      <Link href="/webhooks" className="text-sm font-medium text-zinc-500 hover:text-zinc-900">
        ← Webhooks
      </Link>
    </div>
  );
}
