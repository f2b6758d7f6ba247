import type { ReactNode } from "react";
import { ConsoleShell } from "@/components/shell/console-shell";
import { ConsoleUnavailable } from "@/components/shell/console-unavailable";
import { RedirectToSignIn } from "@/components/shell/redirect-to-sign-in";
import { currentMember } from "@/lib/server/current-member";

const FAILURE_TITLES: Record<number, string> = {
  403: "Your account cannot use the console",
  410: "This workspace has been deleted",
  502: "The platform could not be reached",
  504: "The platform did not answer in time",
};

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const current = await currentMember();
  if (current.kind === "signed-out") return <RedirectToSignIn />;
  if (current.kind === "misconfigured") {
    return <ConsoleUnavailable title="The console is not configured" detail={current.detail} />;
  }
  if (current.kind === "failed") {
    return (
      <ConsoleUnavailable
        title={FAILURE_TITLES[current.status] ?? "The console could not load your account"}
        detail={current.detail}
      />
    );
  }
  return <ConsoleShell me={current.me}>{children}</ConsoleShell>;
}
