import type { ReadinessRow } from "../queries/launch-readiness";

type Reason = ReadinessRow["reasons"][number];

export type LaunchAdvice = {
  /** What stands in the way. */
  problem: string;
  /** What the reader can do about it. */
  fix: string;
  /** Where an admin fixes it, when it is somewhere else. */
  link: { href: string; label: string } | null;
};

/** Where an admin sets the workspace's default sending accounts. */
export const SENDING_DEFAULTS_HREF = "/connected-accounts#sending-defaults";

const ACCOUNT_CODES = new Set(["no_account", "account_paused"]);

/**
 * What the page says about one reason a launch would be refused. The platform's sentence is
 * written for a manager (what to ask an admin for); an admin, who can fix an account reason
 * themselves, is told what to do and given the way there instead.
 */
export function launchAdvice(reason: Reason, canManageAccounts: boolean): LaunchAdvice {
  if (!canManageAccounts || !ACCOUNT_CODES.has(reason.code)) {
    return { problem: reason.message, fix: reason.action, link: null };
  }
  if (reason.code === "account_paused") {
    return {
      problem: reason.message,
      fix: "Resume it in Connected accounts, or choose another account for this campaign under Sending accounts.",
      link: { href: "/connected-accounts", label: "Open Connected accounts" },
    };
  }
  return {
    problem: reason.message,
    fix: "Set a default account for this channel in Connected accounts, or choose one for this campaign under Sending accounts.",
    link: { href: SENDING_DEFAULTS_HREF, label: "Set default sending accounts" },
  };
}

/** "2 things to do before it can launch", for the disabled Launch button's description. */
export function blockedSummary(count: number): string {
  return count === 1
    ? "Launch is not possible yet: 1 thing to do first, listed on this page."
    : `Launch is not possible yet: ${count} things to do first, listed on this page.`;
}
