import { z } from "zod";
import { StepChannel } from "./campaigns";
import { OffsetQuery, Timestamp } from "./envelopes";
import { ResourceId } from "./inputs";
import { PhoneCapabilities } from "./phone-numbers";

/** Kinds of account a workspace sends from; `phone` numbers serve texts and calls. */
export const ACCOUNT_CHANNELS = ["email", "phone", "network", "messaging"] as const;
export type AccountChannel = (typeof ACCOUNT_CHANNELS)[number];

/** The listing filter: `sms_voice`, the earlier name of `phone`, is still accepted (spec). */
export const ACCOUNT_CHANNEL_FILTERS = [...ACCOUNT_CHANNELS, "sms_voice"] as const;

/** Which kind of account sends each step channel. */
export const ACCOUNT_CHANNEL_FOR_STEP = {
  email: "email",
  sms: "phone",
  call: "phone",
  network: "network",
} as const satisfies Record<z.infer<typeof StepChannel>, AccountChannel>;

export const ConnectedAccount = z
  .object({
    id: z.string(),
    channel: z.enum(ACCOUNT_CHANNELS),
    address: z.string().meta({ description: "What it sends as: an address, a number, a profile." }),
    display_name: z.string(),
    status: z.enum(["connected", "disconnected"]),
    daily_limit: z.number().int(),
    created_at: Timestamp,
    capabilities: PhoneCapabilities.nullable().meta({
      description:
        "Platform addition: a phone number's carrier capabilities (a number without sms cannot send texts; one without voice cannot call); null for accounts that are not phone numbers.",
    }),
  })
  .meta({ id: "ConnectedAccount" });
export type ConnectedAccount = z.infer<typeof ConnectedAccount>;

/** A listing shows at most this many of an account's campaign assignments (and their count). */
export const ACCOUNT_USES_SHOWN = 5;

export const AccountCampaignUse = z
  .object({
    campaign_id: z.string(),
    campaign_name: z.string(),
    campaign_status: z.string(),
    channel: StepChannel,
  })
  .meta({ id: "AccountCampaignUse" });
export type AccountCampaignUse = z.infer<typeof AccountCampaignUse>;

/** An account as the listing shows it: what it is, and which campaigns send from it. */
export const ConnectedAccountListItem = ConnectedAccount.extend({
  campaign_uses: z.array(AccountCampaignUse).meta({
    description: `Platform addition: the campaigns whose channel assignments send from it, newest campaign first, at most ${ACCOUNT_USES_SHOWN}.`,
  }),
  campaign_use_count: z.number().int().meta({
    description: "Platform addition: how many channel assignments send from it in all.",
  }),
}).meta({ id: "ConnectedAccountListItem" });
export type ConnectedAccountListItem = z.infer<typeof ConnectedAccountListItem>;

/**
 * Which step channels an account can send: its kind decides, and a phone number also needs the
 * carrier capability (texts need sms, calls need voice). Shared by the platform's checks and
 * the console's pickers, so a picker never offers what the platform would refuse.
 */
export function accountCanSend(
  account: { channel: string; capabilities?: { voice: boolean; sms: boolean } | null },
  channel: z.infer<typeof StepChannel>,
): boolean {
  if (account.channel !== ACCOUNT_CHANNEL_FOR_STEP[channel]) return false;
  if (channel === "sms") return account.capabilities?.sms !== false;
  if (channel === "call") return account.capabilities?.voice !== false;
  return true;
}

export const ConnectedAccountsQuery = OffsetQuery.extend({
  channel: z
    .enum(ACCOUNT_CHANNEL_FILTERS, {
      error: (issue) =>
        `Channel ${JSON.stringify(issue.input)} is not one of ${ACCOUNT_CHANNEL_FILTERS.join(", ")}.`,
    })
    .optional()
    .meta({
      description: "phone lists phone numbers; sms_voice is still accepted and means phone.",
    }),
});

export const MAX_CHANNEL_ASSIGNMENTS = 50;

export const ChannelAssignmentInput = z
  .object({
    channel: StepChannel,
    account_id: ResourceId.meta({
      description:
        "An account from GET /connected-accounts that can send this channel (a phone number for sms and call); any other is a 422 here.",
    }),
  })
  .strict();

export const PutChannelAssignmentsBody = z
  .object({
    assignments: z
      .array(ChannelAssignmentInput)
      .max(MAX_CHANNEL_ASSIGNMENTS, `Assign at most ${MAX_CHANNEL_ASSIGNMENTS} accounts.`),
  })
  .strict()
  .meta({
    id: "PutChannelAssignmentsRequest",
    description:
      "Replaces the campaign's assignments. Several accounts for one channel take turns sending.",
    example: { assignments: [{ channel: "email", account_id: "acct_8kT3pW6zQ1mX5cV2" }] },
  });
export type PutChannelAssignmentsBody = z.infer<typeof PutChannelAssignmentsBody>;

export const ChannelAssignment = z
  .object({ channel: StepChannel, account_id: z.string(), account: ConnectedAccount })
  .meta({ id: "ChannelAssignment" });
export type ChannelAssignment = z.infer<typeof ChannelAssignment>;

export const AssignedChannel = z
  .object({
    channel: StepChannel,
    assigned: z.boolean().meta({ description: "Whether any account sends this channel." }),
  })
  .meta({ id: "AssignedChannel" });
export type AssignedChannel = z.infer<typeof AssignedChannel>;

const assignedChannels = z.array(AssignedChannel).meta({
  description:
    "Each channel the campaign's steps use, and any other channel with an account, in the order email, sms, network, call.",
});

/**
 * A campaign's channel assignments as a caller below admin reads them: connected accounts are an
 * admin area (spec), so each channel and whether it is assigned, and nothing of any account.
 */
export const ChannelAssignmentsSummary = z
  .object({ campaign_id: z.string(), channels: assignedChannels })
  // No other member, documented too: parsing an answer that carried one would fail, not pass it on.
  .strict()
  .meta({
    id: "ChannelAssignmentsSummary",
    description:
      "What a key whose creator is below admin reads: each channel and whether it is assigned; no account's id, address, name or limits.",
    example: {
      campaign_id: "cmp_8kT3pW6zQ1mX5cV2",
      channels: [
        { channel: "email", assigned: true },
        { channel: "call", assigned: false },
      ],
    },
  });
export type ChannelAssignmentsSummary = z.infer<typeof ChannelAssignmentsSummary>;

export const ChannelAssignments = z
  .object({
    campaign_id: z.string(),
    channels: assignedChannels,
    assignments: z.array(ChannelAssignment),
  })
  .meta({
    id: "ChannelAssignments",
    description:
      "What an admin or owner (or a key without a recorded creator) reads: each channel, and the accounts it sends from.",
  });
export type ChannelAssignments = z.infer<typeof ChannelAssignments>;
