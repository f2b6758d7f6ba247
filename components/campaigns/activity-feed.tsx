"use client";

/** Placeholder until the activity read lands. */
export function ActivityFeed(_: { campaignId: string; live: boolean }) {
  return null;
}
