import { channelLabel } from "@/lib/campaigns/campaign-form";

/**
 * How the inbox names a message's channel: the campaigns' words, plus the one channel only
 * replies arrive on. One function, so a shared formatter can take its place.
 */
export function messageChannelLabel(channel: string): string {
  return channel === "messaging" ? "Messaging app" : channelLabel(channel);
}

/** "1 minute", "30 minutes". */
export function minutesText(n: number): string {
  return n === 1 ? "1 minute" : `${n} minutes`;
}
