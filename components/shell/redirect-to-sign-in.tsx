"use client";

import Link from "next/link";
import { useEffect } from "react";

/**
 * Sends a signed-out visitor to the sign-in page with the page they wanted as `next`.
 * The layout that renders this does not know the URL; the browser does.
 */
export function RedirectToSignIn() {
  useEffect(() => {
    const next = `${window.location.pathname}${window.location.search}`;
    window.location.replace(`/sign-in?next=${encodeURIComponent(next)}`);
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center p-6 text-sm text-zinc-600">
      <p>
        You are signed out.{" "}
        <Link href="/sign-in" className="font-medium text-indigo-600 underline">
          Sign in
        </Link>{" "}
        to continue.
      </p>
    </main>
  );
}
