import Link from "next/link";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { memberNeed, roleMeets } from "@/contract/access";
import { endSentence } from "@/lib/sentence";
import { currentMember } from "@/lib/server/current-member";

/**
 * Server-side gate for a page of one of the spec's admin areas: members below the area's role
 * see why, in words, instead of the page (whose every request the console and the platform
 * would refuse anyway). The rule is the one the proxy and the platform apply.
 */
export async function AdminAreaGate({
  path,
  title,
  contents,
  aside,
  children,
}: {
  /** The public API path of the area, e.g. "webhook-endpoints". */
  path: string;
  title: string;
  /** What the area holds, for the sentence that says why it is closed. */
  contents: string;
  /** What the member can do instead; the webhooks pages' own sentence when left out. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const current = await currentMember();
  // The console's layout already answers for a signed-out or failed member.
  if (current.kind !== "member") return children;
  const need = memberNeed("GET", path);
  if (roleMeets(current.me.role, need)) return children;
  return (
    <>
      <PageHeader title={title} />
      <Alert tone="info" title={`${title} are for admins and owners`}>
        <p>
          {contents} can carry secrets, so they need the {need.minimumRole} role for reading as well
          as for changing, both here and through API keys.{" "}
          {endSentence(
            `You are ${current.me.role === "manager" ? "a manager" : "a member"} of ${current.me.workspace.name}`,
          )}
        </p>
        <p className="mt-1">
          {aside ?? (
            <>
              Ask an admin or owner of the workspace if you need something changed or checked. You
              can still{" "}
              <Link className="font-medium underline" href="/webhooks/signatures">
                check a webhook signature
              </Link>{" "}
              with a secret you have.
            </>
          )}
        </p>
      </Alert>
    </>
  );
}
