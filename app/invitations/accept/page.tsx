import type { Metadata } from "next";
import { AcceptInvitationForm } from "@/components/invitations/accept-invitation-form";
import { Logo } from "@/components/shell/logo";

export const metadata: Metadata = { title: "Accept invitation" };

/** Outside the signed-in layout: the person has no account yet; the link's token is enough. */
export default async function AcceptInvitationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-xl font-semibold text-zinc-900">Join Outreach Console</h1>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-zinc-200">
          <AcceptInvitationForm token={(Array.isArray(token) ? token[0] : token) ?? ""} />
        </div>
      </div>
    </main>
  );
}
