import { formatIfPhone, stateLabel } from "../words";
/** Words for the connected accounts' wire values (the channels' words are in lib/words). */

/** A channel the console does not know yet still reads as words. */
export const accountChannelLabel = (channel: string) => stateLabel("accountChannel", channel);

type Sendable = {
  channel: string;
  capabilities?: { voice: boolean; sms: boolean } | null;
};

/**
 * What an account sends, in words: its kind decides, and for a phone number the carrier's
 * capabilities (a voice-only line makes calls but cannot text).
 */
export function accountSends(account: Sendable): string {
  switch (account.channel) {
    case "email":
      return "Emails";
    case "network":
      return "Network messages";
    case "messaging":
      return "Messaging-app conversations";
    case "phone": {
      const caps = account.capabilities;
      if (!caps || (caps.sms && caps.voice)) return "Texts and calls";
      if (caps.voice) return "Calls only (no SMS)";
      if (caps.sms) return "Texts only (no voice)";
      return "Nothing: no voice or SMS";
    }
    default:
      return "—";
  }
}

/** "and 3 more" after the campaigns a listing names, when it names fewer than it counts. */
export function moreUses(shown: number, count: number): string | null {
  const more = count - shown;
  return more > 0 ? `and ${more} more` : null;
}

const DEFAULT_WORDS: Record<string, string> = {
  email: "emails",
  sms: "texts",
  call: "calls",
  network: "network messages",
};

/** The kind of step an account is the workspace default for, as a word in a sentence. */
export const defaultChannelWord = (channel: string) => DEFAULT_WORDS[channel] ?? channel;

/** "a", "a and b", "a, b and c". */
export const joinWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** "Sales line (+1 512 555 0100)": a phone line's number in the one format, as everywhere. */
export function accountName(account: { display_name: string; address: string }): string {
  return `${formatIfPhone(account.display_name)} (${formatIfPhone(account.address)})`;
}
