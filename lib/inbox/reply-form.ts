import { z } from "zod";
import { accountCanSend } from "@/contract/connected-accounts";
import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  SEND_CHANNELS,
  type SendChannel,
  type SendMessageBody,
} from "@/contract/inbox";

/**
 * The reply box as a person fills it: a subject field that only email shows (and sends), the
 * text, and the channel. The platform's own rules (do not contact, the account) answer in a
 * 422 that lands on the field its `loc` names.
 */
export const ReplyForm = z.object({
  channel: z.enum(SEND_CHANNELS),
  subject: z
    .string()
    .trim()
    .max(MESSAGE_SUBJECT_MAX, `Keep the subject to ${MESSAGE_SUBJECT_MAX} characters or fewer.`),
  body: z
    .string()
    .trim()
    .min(1, "Write the message.")
    .max(MESSAGE_BODY_MAX, `Keep the message to ${MESSAGE_BODY_MAX} characters or fewer.`),
  /** The sending account an admin chose; "" sends from the workspace's default. */
  account_id: z.string(),
});
export type ReplyForm = z.infer<typeof ReplyForm>;

/**
 * What the platform is sent: a subject only for an email that has one, and the account only
 * when one was chosen (the platform otherwise sends from the workspace's default).
 */
export function toSendBody(form: ReplyForm): SendMessageBody {
  return {
    channel: form.channel,
    body: form.body,
    ...(form.channel === "email" && form.subject ? { subject: form.subject } : {}),
    ...(form.account_id ? { account_id: form.account_id } : {}),
  };
}

type SendingAccount = {
  id: string;
  channel: string;
  status: string;
  capabilities?: { voice: boolean; sms: boolean } | null;
};

/**
 * The accounts a reply on `channel` may go out from: connected ones of the channel's kind that
 * can send it (a voice-only number cannot text), in the platform's order; the first is the one
 * the platform sends from when none is chosen.
 */
export function sendingAccounts<A extends SendingAccount>(
  accounts: readonly A[],
  channel: SendChannel,
): A[] {
  return accounts.filter((a) => a.status === "connected" && accountCanSend(a, channel));
}

/** A reply goes out on the channel the conversation last used, when an operator can send on it. */
export function replyChannel(lastChannel: string): SendChannel {
  return (SEND_CHANNELS as readonly string[]).includes(lastChannel)
    ? (lastChannel as SendChannel)
    : "email";
}
