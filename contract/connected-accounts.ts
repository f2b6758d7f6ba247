import { z } from "zod";
import { StepChannel } from "./campaigns";
import { OffsetQuery, Timestamp } from "./envelopes";
import { ResourceId, text } from "./inputs";
import { PhoneCapabilities } from "./phone-numbers";

/** Kinds of account a workspace sends from; `phone` numbers serve texts and calls. */
export const ACCOUNT_CHANNELS = ["email", "phone", "network", "messaging"] as const;
export type AccountChannel = (typeof ACCOUNT_CHANNELS)[number];

/** The listing filter: `sms_voice`, the earlier name of `phone`, is still accepted (spec). */
const ACCOUNT_CHANNEL_FILTERS = [...ACCOUNT_CHANNELS, "sms_voice"] as const;

/** Which kind of account sends each step channel. */
export const ACCOUNT_CHANNEL_FOR_STEP = {
  email: "email",
  sms: "phone",
  call: "phone",
  network: "network",
} as const satisfies Record<z.infer<typeof StepChannel>, AccountChannel>;

const ACCOUNT_STATUSES = ["connected", "paused", "disconnected"] as const;
export const ConnectedAccount = z
  .object({
    id: z.string(),
    channel: z.enum(ACCOUNT_CHANNELS),
    address: z.string().meta({ description: "What it sends as: an address, a number, a profile." }),
    display_name: z.string(),
    status: z.enum(ACCOUNT_STATUSES).meta({
      description:
        "connected: it sends. paused: an admin paused it; it sends nothing, and steps that would go out from it wait. disconnected: no longer usable.",
    }),
    daily_limit: z.number().int().meta({
      description:
        "Most sends (messages and calls) it makes in a day (UTC, by the platform's clock); steps beyond it wait for the next day.",
    }),
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
  default_for: z.array(StepChannel).meta({
    description:
      "Platform addition: the step channels it is the workspace's default sending account for (GET /connected-accounts/defaults).",
  }),
  sent_today: z.number().int().meta({
    description:
      "Platform addition: sends (messages and calls) it made today (UTC, by the platform's clock), against daily_limit.",
  }),
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

const MAX_CHANNEL_ASSIGNMENTS = 50;

const ChannelAssignmentInput = z
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

const ChannelAssignment = z
  .object({ channel: StepChannel, account_id: z.string(), account: ConnectedAccount })
  .meta({ id: "ChannelAssignment" });
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

/** A daily limit an admin can set: at least one send, at most what any provider allows a day. */
export const DAILY_LIMIT_RANGE = { min: 1, max: 10_000 } as const;

const dailyLimit = z
  .number({ error: "Send the daily limit as a whole number." })
  .int("Send the daily limit as a whole number.")
  .min(
    DAILY_LIMIT_RANGE.min,
    `The daily limit must be from ${DAILY_LIMIT_RANGE.min} to ${DAILY_LIMIT_RANGE.max}.`,
  )
  .max(
    DAILY_LIMIT_RANGE.max,
    `The daily limit must be from ${DAILY_LIMIT_RANGE.min} to ${DAILY_LIMIT_RANGE.max}.`,
  )
  .meta({
    description:
      "Most sends a day (UTC); steps beyond it wait for the next day. Mailboxes warm up at 30–50 and rarely go beyond 200.",
    example: 50,
  });

const displayName = text()
  .trim()
  .min(1, "Give the account a display name: what leads see as the sender.")
  .max(100, "Keep the display name within 100 characters.")
  .meta({ description: "What leads see as the sender's name.", example: "Dana from Acme" });

/** Kinds of account connected here; phone numbers are bought or brought under /phone-numbers. */
export const CONNECTABLE_CHANNELS = ["email", "network"] as const;

export const ConnectAccountBody = z
  .object({
    channel: z.enum(CONNECTABLE_CHANNELS, {
      error: () =>
        "Connect a mailbox (email) or a professional-network account (network) here; phone numbers are added under phone numbers.",
    }),
    address: text()
      .trim()
      .min(1, "Give the account's address: a mailbox address or a profile address.")
      .max(200, "Keep the address within 200 characters.")
      .meta({
        description:
          "For email, the mailbox address (name@company.com); for network, the profile's address or name.",
        example: "dana@acme.test",
      }),
    display_name: displayName,
    daily_limit: dailyLimit,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.channel === "email" && !z.email().safeParse(body.address).success) {
      ctx.addIssue({
        code: "custom",
        path: ["address"],
        message: "Give the mailbox's address, e.g. dana@acme.test.",
      });
    }
  })
  .meta({
    id: "ConnectAccountRequest",
    description:
      "Connects a mailbox or a professional-network account. The platform simulates its sends (nothing leaves it), as it does every send.",
    example: {
      channel: "email",
      address: "dana@acme.test",
      display_name: "Dana from Acme",
      daily_limit: 50,
    },
  });
export type ConnectAccountBody = z.infer<typeof ConnectAccountBody>;

export const PatchAccountBody = z
  .object({
    status: z
      .enum(["connected", "paused"], {
        error: () => "Set status to paused (to stop its sends) or connected (to resume them).",
      })
      .optional()
      .meta({
        description:
          "paused stops its sends: steps that would go out from it wait until it is connected again.",
      }),
    daily_limit: dailyLimit.optional(),
    display_name: displayName.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, {
    message: "Send at least one of status, daily_limit and display_name.",
  })
  .meta({
    id: "UpdateAccountRequest",
    minProperties: 1,
    example: { status: "paused" },
  });
export type PatchAccountBody = z.infer<typeof PatchAccountBody>;

/** One account in detail: the listing's fields and the whole list of campaigns sending from it. */
export const ConnectedAccountDetail = ConnectedAccountListItem.extend({
  campaign_uses: z.array(AccountCampaignUse).meta({
    description:
      "Platform addition: the campaigns whose channel assignments send from it, newest campaign first (every one).",
  }),
  default_campaign_count: z.number().int().meta({
    description:
      "Platform addition: how many draft, active or paused campaigns send from it through a workspace default (they have no account of their own for that channel).",
  }),
}).meta({ id: "ConnectedAccountDetail" });
export type ConnectedAccountDetail = z.infer<typeof ConnectedAccountDetail>;

export const SendingDefault = z
  .object({
    channel: StepChannel,
    account_id: z.string().nullable(),
    account: ConnectedAccount.nullable().meta({
      description: "The default account, or null when the channel has none.",
    }),
  })
  .meta({ id: "SendingDefault" });

export const SendingDefaults = z
  .object({
    defaults: z.array(SendingDefault).meta({
      description:
        "Every step channel, in the order email, sms, network, call, with its default account or null.",
    }),
  })
  .meta({
    id: "SendingDefaults",
    description:
      "The workspace's default sending account per step channel: a campaign with no account of its own for a channel sends from it. A campaign's own channel assignments win.",
  });
export type SendingDefaults = z.infer<typeof SendingDefaults>;

export const PutSendingDefaultsBody = z
  .object({
    defaults: z
      .array(
        z
          .object({
            channel: StepChannel,
            account_id: ResourceId.meta({
              description:
                "An account from GET /connected-accounts, connected (not paused), that can send this channel (a phone number with SMS for sms, with voice for call).",
            }),
          })
          .strict(),
      )
      .max(4, "Set at most one default per channel (4).")
      .meta({ description: "One entry per step channel: a channel listed twice is a 422." }),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.defaults.forEach((d, i) => {
      if (seen.has(d.channel)) {
        ctx.addIssue({
          code: "custom",
          path: ["defaults", i, "channel"],
          message: `The ${d.channel} channel is listed twice; give one default per channel.`,
        });
      }
      seen.add(d.channel);
    });
  })
  .meta({
    id: "PutSendingDefaultsRequest",
    description:
      "Replaces the workspace's defaults: a channel left out has no default afterwards. Campaigns without their own account for that channel cannot launch, and their due steps wait.",
    example: {
      defaults: [
        { channel: "email", account_id: "acct_8kT3pW6zQ1mX5cV2" },
        { channel: "call", account_id: "acct_2bN7rQ4xW9mK1cV5" },
      ],
    },
  });
export type PutSendingDefaultsBody = z.infer<typeof PutSendingDefaultsBody>;
