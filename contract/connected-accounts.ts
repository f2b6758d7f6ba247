import { z } from "zod";
import { StepChannel } from "./campaigns";
import { OffsetQuery, Timestamp } from "./envelopes";
import { ResourceId } from "./inputs";

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
  })
  .meta({ id: "ConnectedAccount" });
export type ConnectedAccount = z.infer<typeof ConnectedAccount>;

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

export const ChannelAssignments = z
  .object({ campaign_id: z.string(), assignments: z.array(ChannelAssignment) })
  .meta({ id: "ChannelAssignments" });
export type ChannelAssignments = z.infer<typeof ChannelAssignments>;
