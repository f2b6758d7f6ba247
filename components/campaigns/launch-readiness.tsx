"use client";

import Link from "next/link";
import { memberNeed, roleMeets } from "@/contract/access";
import type { Role } from "@/contract/roles";
import { launchAdvice } from "@/lib/campaigns/launch-advice";
import type { CampaignRow } from "@/lib/queries/campaigns";
import { useLaunchReadinessQuery } from "@/lib/queries/launch-readiness";

/** The element the disabled Launch button is described by. */
export const LAUNCH_READINESS_ID = "launch-readiness";

/** Choosing sending accounts is managing connected accounts (spec): admins and owners. */
const ACCOUNTS_NEED = memberNeed("PUT", "connected-accounts/defaults");

/**
 * A draft's launch checklist: every reason the platform would refuse a launch now, each with
 * what the reader can do. A manager is told what to ask an admin for; an admin gets a link to
 * where to fix it. Shown on the page, not only in a tooltip, so keyboard and touch users read it.
 */
export function LaunchReadiness({ campaign, role }: { campaign: CampaignRow; role?: Role }) {
  const draft = campaign.status === "draft";
  const readiness = useLaunchReadinessQuery(campaign.id, draft);
  if (!draft || !readiness.data || readiness.data.can_launch) return null;
  const canManageAccounts = role ? roleMeets(role, ACCOUNTS_NEED) : false;
  const reasons = readiness.data.reasons;
  return (
    <section
      id={LAUNCH_READINESS_ID}
      aria-labelledby="launch-readiness-title"
      className="mb-4 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200 ring-inset"
    >
      <h2 id="launch-readiness-title" className="text-sm font-semibold text-amber-950">
        Before this campaign can launch
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-amber-950">
        {reasons.map((reason) => {
          const advice = launchAdvice(reason, canManageAccounts);
          return (
            <li key={`${reason.code}/${reason.channel ?? ""}`} className="flex gap-2">
              <span aria-hidden className="mt-1.5 size-1.5 shrink-0 rounded-full bg-amber-600" />
              <span className="min-w-0">
                <span className="font-medium">{advice.problem}</span> {advice.fix}
                {advice.link ? (
                  <>
                    {" "}
                    <Link
                      href={advice.link.href}
                      className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                    >
                      {advice.link.label}
                    </Link>
                  </>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
