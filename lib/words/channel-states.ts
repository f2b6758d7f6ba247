import type { CallOutcome, CallStatus } from "@/contract/calls";
import type { StepChannel } from "@/contract/campaigns";
import type { AccountChannel, ConnectedAccount } from "@/contract/connected-accounts";
import type { MESSAGE_CHANNELS, Message } from "@/contract/inbox";
import { type Words, words } from "./words";

/** Calls, messages and the channels and accounts they go through. */

export const CALL_STATUS_WORDS: Record<CallStatus, Words> = {
  in_progress: words("On the line", "brand"),
  completed: words("Ended"),
};

export const CALL_OUTCOME_WORDS: Record<CallOutcome, Words> = {
  ended: words("Answered", "success"),
  voicemail: words("Voicemail"),
  no_answer: words("No answer", "warning"),
};

export const DIRECTION_WORDS: Record<Message["direction"], Words> = {
  outbound: words("Outbound"),
  inbound: words("Inbound", "brand"),
};

export const MESSAGE_STATUS_WORDS: Record<Message["status"], Words> = {
  sent: words("Sent"),
  delivered: words("Delivered", "success"),
  bounced: words("Bounced", "danger"),
  received: words("Received", "brand"),
};

/** Every channel a step, a message or an activity names. */
export const CHANNEL_WORDS: Record<StepChannel | (typeof MESSAGE_CHANNELS)[number], Words> = {
  email: words("Email"),
  sms: words("Text message"),
  network: words("Network message"),
  messaging: words("Messaging app"),
  call: words("Phone call"),
};

export const ACCOUNT_CHANNEL_WORDS: Record<AccountChannel, Words> = {
  email: words("Mailbox"),
  phone: words("Phone number"),
  network: words("Professional network"),
  messaging: words("Messaging app"),
};

export const ACCOUNT_STATUS_WORDS: Record<ConnectedAccount["status"], Words> = {
  connected: words("Connected", "success"),
  paused: words("Paused", "warning"),
  disconnected: words("Disconnected", "warning"),
};
