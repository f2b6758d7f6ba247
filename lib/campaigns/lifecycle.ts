/**
 * What each of a campaign's state changes does, in words the console shows before it is
 * confirmed, and which of them a campaign in a given state offers. The platform decides
 * (an invalid change is a 409 with a sentence); the console only offers the ones it allows:
 * draft → active ⇄ paused → stopped, and active → finished by the engine.
 */
export type CampaignAction = "launch" | "pause" | "resume" | "stop";

export type ActionWords = {
  label: string;
  pending: string;
  title: (name: string) => string;
  description: string;
  affects: string;
  tone: "primary" | "danger";
};

export const ACTION_WORDS: Record<CampaignAction, ActionWords> = {
  launch: {
    label: "Launch",
    pending: "Launching…",
    title: (name) => `Launch “${name}”?`,
    description:
      "Every enrolled lead starts the sequence: each step runs when its wait is over, sending from the campaign's channel accounts. Leads enrolled later start as they join.",
    affects:
      "Messages and calls are charged to the workspace's credits as they go out. When the credits run out the platform pauses the campaign and nothing is sent unpaid.",
    tone: "primary",
  },
  pause: {
    label: "Pause",
    pending: "Pausing…",
    title: (name) => `Pause “${name}”?`,
    description:
      "No step runs while the campaign is paused. Every lead keeps its place in the sequence, and resuming carries on from there.",
    affects: "Replies and bookings from messages already sent still arrive.",
    tone: "primary",
  },
  resume: {
    label: "Resume",
    pending: "Resuming…",
    title: (name) => `Resume “${name}”?`,
    description:
      "Sending starts again where each lead left off; steps that fell due during the pause run now.",
    affects: "Messages and calls are charged to the workspace's credits as they go out.",
    tone: "primary",
  },
  stop: {
    label: "Stop",
    pending: "Stopping…",
    title: (name) => `Stop “${name}”?`,
    description:
      "Ends the campaign for good: no lead gets another step, and it cannot be resumed or launched again.",
    affects:
      "Every enrollment still in the sequence ends as stopped. Its results and history stay.",
    tone: "danger",
  },
};

/** The changes a campaign in `status` can make; none for an unknown status. */
export function actionsFor(status: string): CampaignAction[] {
  switch (status) {
    case "draft":
      return ["launch"];
    case "active":
      return ["pause", "stop"];
    case "paused":
      return ["resume", "stop"];
    default:
      return [];
  }
}

/** A campaign whose figures can still change by themselves, so the console reads them again. */
export function isRunning(status: string): boolean {
  return status === "active";
}

/** How often a running campaign's page reads its figures again. */
export const LIVE_REFRESH_MS = 2000;

/** Campaigns a lead can still join: not stopped, not finished (the platform's 409 otherwise). */
export const canEnrollIn = (c: { status: string }) =>
  c.status === "draft" || c.status === "active" || c.status === "paused";
