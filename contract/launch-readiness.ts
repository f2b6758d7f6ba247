import { z } from "zod";
import { StepChannel } from "./campaigns";

/** Why a campaign cannot launch now; each is told as a sentence and what to do about it. */
const LAUNCH_BLOCKERS = [
  "not_draft",
  "no_steps",
  "no_account",
  "account_paused",
  "no_leads",
] as const;
/** Where a channel's sends come from: the campaign's own assignments, the workspace default, none. */
const SENDER_SOURCES = ["campaign", "workspace_default", "none"] as const;
export type SenderSource = (typeof SENDER_SOURCES)[number];

export const LaunchReason = z
  .object({
    code: z.enum(LAUNCH_BLOCKERS),
    channel: StepChannel.nullable().meta({
      description: "The step channel it concerns (no_account, account_paused); null otherwise.",
    }),
    message: z.string().meta({ description: "What stands in the way, as a sentence." }),
    action: z.string().meta({
      description:
        "What a manager can do about it, as a sentence (for accounts: what to ask an admin for).",
    }),
  })
  .meta({ id: "LaunchReason" });
export type LaunchReason = z.infer<typeof LaunchReason>;

export const ChannelSender = z
  .object({
    channel: StepChannel,
    source: z.enum(SENDER_SOURCES).meta({
      description:
        "campaign: its own channel assignments; workspace_default: the workspace's default account; none: no account.",
    }),
    ready: z.boolean().meta({ description: "Whether an account of that source can send now." }),
  })
  .meta({ id: "ChannelSender" });
export type ChannelSender = z.infer<typeof ChannelSender>;

export const LaunchReadiness = z
  .object({
    campaign_id: z.string(),
    can_launch: z.boolean(),
    reasons: z.array(LaunchReason).meta({
      description:
        "Every reason launch would be refused, in the order the launch checks them; empty when it can launch. A launch refused with 409 says the same sentences.",
    }),
    channels: z.array(ChannelSender).meta({
      description:
        "Each channel the steps use, in the order email, sms, network, call, and where its sends come from; no account's details (connected accounts are an admin area).",
    }),
  })
  .meta({
    id: "LaunchReadiness",
    example: {
      campaign_id: "cmp_8kT3pW6zQ1mX5cV2",
      can_launch: false,
      reasons: [
        {
          code: "no_account",
          channel: "email",
          message: "No account sends the campaign's email steps.",
          action:
            "Ask an admin to set a default email account in Connected accounts, or to assign one to this campaign.",
        },
      ],
      channels: [{ channel: "email", source: "none", ready: false }],
    },
  });
export type LaunchReadiness = z.infer<typeof LaunchReadiness>;

/** The sentence a refused launch answers with: what stands in the way and what to do. */
export const reasonSentence = (r: Pick<LaunchReason, "message" | "action">) =>
  `${r.message} ${r.action}`;
