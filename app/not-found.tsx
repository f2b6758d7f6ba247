import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-xl font-semibold text-zinc-900">Page not found</h1>
      <p className="text-sm text-zinc-500">There is no page at this address.</p>
      <Link href="/lead-lists" className="text-sm font-medium text-indigo-600 hover:underline">
        Go to lead lists
      </Link>
    </main>
  );
}
