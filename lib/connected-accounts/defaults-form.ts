import { z } from "zod";
import { STEP_CHANNELS, type StepChannel } from "@/contract/campaigns";
import { accountCanSend, type PutSendingDefaultsBody } from "@/contract/connected-accounts";
import type { ValidationIssue } from "@/contract/errors";
import type { AccountRow } from "@/lib/queries/channel-assignments";
import type { DefaultsRow } from "../queries/sending-defaults";
import { accountName } from "./account-labels";

/** The defaults form: each step channel's account id, or "" for none. */
export const DefaultsForm = z.object({
  email: z.string(),
  sms: z.string(),
  network: z.string(),
  call: z.string(),
});
export type DefaultsForm = z.infer<typeof DefaultsForm>;

/** What each step channel's default sends, in words. */
export const DEFAULT_CHANNEL_LABELS: Record<StepChannel, string> = {
  email: "Emails",
  sms: "Text messages",
  network: "Professional-network messages",
  call: "Calls",
};

export function defaultsFormOf(row: DefaultsRow | undefined): DefaultsForm {
  const of = (channel: StepChannel) =>
    row?.defaults.find((d) => d.channel === channel)?.account_id ?? "";
  return { email: of("email"), sms: of("sms"), network: of("network"), call: of("call") };
}

/**
 * The accounts a channel's default may be: connected (a paused one sends nothing) and able to
 * send it (the contract's rule, so the picker never offers what the platform would refuse);
 * the current default stays listed even when it no longer qualifies, marked so.
 */
export function defaultOptions(
  channel: StepChannel,
  accounts: readonly AccountRow[],
  current: string,
) {
  const usable = accounts.filter(
    (a) =>
      a.status === "connected" && accountCanSend({ ...a, capabilities: a.capabilities }, channel),
  );
  const options = usable.map((a) => ({ value: a.id, label: accountName(a) }));
  const kept = accounts.find((a) => a.id === current && !usable.includes(a));
  if (kept) {
    options.push({
      value: kept.id,
      label: `${accountName(kept)}, ${kept.status === "paused" ? "paused" : "cannot send this"}`,
    });
  }
  return [{ value: "", label: "No default" }, ...options];
}

export function defaultsBody(form: DefaultsForm): PutSendingDefaultsBody {
  return {
    defaults: STEP_CHANNELS.filter((c) => form[c] !== "").map((channel) => ({
      channel,
      account_id: form[channel],
    })),
  };
}

/** A 422 at `defaults[i].account_id` belongs on the field of the i-th channel sent. */
export function defaultsIssuesOnFields(
  body: PutSendingDefaultsBody,
): (issues: readonly ValidationIssue[]) => readonly ValidationIssue[] {
  return (issues) =>
    issues.map((issue) => {
      const [where, list, index] = issue.loc;
      const channel = typeof index === "number" ? body.defaults[index]?.channel : undefined;
      return where === "body" && list === "defaults" && channel
        ? { ...issue, loc: ["body", channel] }
        : issue;
    });
}
