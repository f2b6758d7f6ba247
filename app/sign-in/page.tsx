import type { Metadata } from "next";
import { Logo } from "@/components/shell/logo";
import { DemoAccountsHint } from "@/components/sign-in/demo-accounts-hint";
import { SignInForm } from "@/components/sign-in/sign-in-form";
import { safeNextPath } from "@/lib/safe-next-path";
import { isEmbeddedPlatform } from "@/lib/server/embedded";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  const nextPath = safeNextPath(Array.isArray(next) ? next[0] : next);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-xl font-semibold text-zinc-900">Sign in to Outreach Console</h1>
          <p className="text-sm text-zinc-500">Use your workspace member account.</p>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-zinc-200">
          <SignInForm next={nextPath} />
        </div>
        {isEmbeddedPlatform() ? <DemoAccountsHint /> : null}
      </div>
    </main>
  );
}
