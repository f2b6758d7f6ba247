import { z } from "zod";
import { OffsetQuery, Timestamp } from "./envelopes";
import { ResourceId } from "./inputs";

/**
 * Phone numbers, and bringing your own from a carrier account. The carriers are simulated
 * inside the platform (nothing real is called): each account's numbers follow from its SID,
 * and each carrier has a sandbox account whose credentials are published here, so that the
 * console and any client can walk through an import.
 */

export const CARRIER_IDS = ["bluewire", "harborline", "relaypoint"] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

export const SIMULATED_CARRIERS: readonly {
  id: CarrierId;
  name: string;
  /** ISO 3166-1 alpha-2 codes of the countries its numbers are in. */
  countries: readonly string[];
  sandbox: { account_sid: string; auth_token: string };
}[] = [
  {
    id: "bluewire",
    name: "Bluewire Voice",
    countries: ["US", "CA"],
    sandbox: {
      account_sid: "ACb1000000000000000000000000000001",
      auth_token: "89227067b947cc3d6d6fe07db270ec34",
    },
  },
  {
    id: "harborline",
    name: "Harborline Telecom",
    countries: ["GB", "AU"],
    sandbox: {
      account_sid: "AC4a000000000000000000000000000001",
      auth_token: "844188433985ade70c520ffd394ea566",
    },
  },
  {
    id: "relaypoint",
    name: "Relaypoint",
    countries: ["US", "GB", "AU"],
    sandbox: {
      account_sid: "AC7e000000000000000000000000000001",
      auth_token: "5e03cf1211705476c998b97375bbbc10",
    },
  },
];

/** How a number presents itself on outbound calls; the platform stores the choice. */
export const OUTBOUND_PROFILES = ["default", "sales", "support"] as const;
export type OutboundProfile = (typeof OUTBOUND_PROFILES)[number];

export const PHONE_NUMBER_SOURCES = ["imported", "seeded"] as const;

/** E.164: a +, a country code that does not start with 0, 8 to 15 digits in all. */
export const E164_PATTERN = "^[+][1-9][0-9]{7,14}$";
const ACCOUNT_SID_PATTERN = "^AC[0-9a-f]{32}$";
const AUTH_TOKEN_PATTERN = "^[0-9a-f]{32}$";
/** CNAM: 1 to 15 letters, digits and spaces, starting and ending with a letter or digit. */
const CALLER_NAME_PATTERN = "^[A-Za-z0-9](?:[A-Za-z0-9 ]{0,13}[A-Za-z0-9])?$";
export const CALLER_NAME_MAX_LENGTH = 15;
const MAX_NUMBERS_PER_IMPORT = 20;

const carrierList = CARRIER_IDS.join(", ");

const E164Number = z
  .string()
  .regex(
    new RegExp(E164_PATTERN),
    "Write the number in E.164: a + and 8 to 15 digits, no spaces, e.g. +14155550123.",
  )
  .meta({ example: "+14155550123" });

const sandboxExample = SIMULATED_CARRIERS[0]!.sandbox;

/** The carrier account to read numbers from. The auth token is used and forgotten. */
const CarrierCredentials = z.object({
  carrier: z
    .enum(CARRIER_IDS, {
      error: (issue) =>
        issue.input === undefined
          ? `Choose a carrier: ${carrierList}.`
          : `Carrier ${JSON.stringify(issue.input)} is not one of ${carrierList}.`,
    })
    .meta({ description: `The carrier (simulated): ${carrierList}.` }),
  account_sid: z
    .string({ error: "Send the carrier account's SID." })
    .regex(
      new RegExp(ACCOUNT_SID_PATTERN),
      "An account SID is AC followed by 32 characters 0-9 and a-f, as the carrier's console shows it.",
    )
    .meta({ example: sandboxExample.account_sid }),
  auth_token: z
    .string({ error: "Send the carrier account's auth token." })
    .regex(
      new RegExp(AUTH_TOKEN_PATTERN),
      "An auth token is 32 characters 0-9 and a-f, as the carrier's console shows it.",
    )
    .meta({
      writeOnly: true,
      example: sandboxExample.auth_token,
      description:
        "Used for this request only: never stored and never returned. A token the carrier does not accept for the account is a 422 here.",
    }),
});

export type SimulatedCarrierCredentials = z.infer<typeof CarrierCredentials>;

export const ImportSearchBody = CarrierCredentials.extend({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "Write the country as its two capital letters (ISO 3166-1), e.g. US.")
    .optional()
    .meta({ description: "Only numbers of this country (ISO 3166-1 alpha-2)." }),
  contains: z
    .string()
    .regex(/^[0-9]{1,15}$/, "Write 1 to 15 digits that the number must contain, e.g. 555.")
    .optional()
    .meta({ description: "Only numbers whose digits contain these digits." }),
})
  .strict()
  .meta({
    id: "PhoneNumberImportSearchRequest",
    example: { carrier: "bluewire", ...sandboxExample, country: "US" },
  });
export type ImportSearchBody = z.infer<typeof ImportSearchBody>;

export const ImportConfirmBody = CarrierCredentials.extend({
  numbers: z
    .array(E164Number)
    .min(1, "Choose at least one number to import.")
    .max(MAX_NUMBERS_PER_IMPORT, `Import at most ${MAX_NUMBERS_PER_IMPORT} numbers at once.`)
    .meta({
      description:
        "Numbers from the search answer. A number the carrier account does not hold is a 422 at its index; one already in the workspace is skipped and listed in `skipped`.",
    }),
})
  .strict()
  .meta({ id: "PhoneNumberImportConfirmRequest" });
export type ImportConfirmBody = z.infer<typeof ImportConfirmBody>;

export const OutboundProfileBody = z
  .object({
    phone_number_id: ResourceId.meta({
      description: "A number from GET /phone-numbers; one the workspace does not have is a 404.",
    }),
    caller_name: z
      .string()
      .max(
        CALLER_NAME_MAX_LENGTH,
        `A caller name (CNAM) is at most ${CALLER_NAME_MAX_LENGTH} characters.`,
      )
      .regex(
        new RegExp(CALLER_NAME_PATTERN),
        "A caller name (CNAM) is 1 to 15 letters, digits and spaces, starting and ending with a letter or digit.",
      )
      .nullable()
      .optional()
      .meta({
        description:
          "The name shown to the people called (CNAM): 1 to 15 letters, digits and spaces. null removes it; absent leaves it as it is.",
        example: "Acme Sales",
      }),
    profile: z
      .enum(OUTBOUND_PROFILES, {
        error: (issue) =>
          `Profile ${JSON.stringify(issue.input)} is not one of ${OUTBOUND_PROFILES.join(", ")}.`,
      })
      .optional()
      .meta({ description: "The outbound profile; absent leaves it as it is." }),
  })
  .strict()
  .meta({
    id: "PhoneNumberOutboundProfileRequest",
    example: {
      phone_number_id: "pn_4fK8sQ2mZ7xW1cV9",
      caller_name: "Acme Sales",
      profile: "sales",
    },
  });
export type OutboundProfileBody = z.infer<typeof OutboundProfileBody>;

export const PhoneCapabilities = z
  .object({ voice: z.boolean(), sms: z.boolean() })
  .meta({ id: "PhoneCapabilities" });

export const PhoneNumber = z
  .object({
    id: z.string(),
    number: z.string().meta({ description: "E.164.", example: "+14155550123" }),
    country: z.string().meta({ description: "ISO 3166-1 alpha-2.", example: "US" }),
    capabilities: PhoneCapabilities,
    caller_name: z.string().nullable(),
    outbound_profile: z.enum(OUTBOUND_PROFILES),
    connected_account_id: z.string().meta({
      description:
        "The number as a connected account (channel phone): the account_id of channel assignments.",
    }),
    source: z.enum(PHONE_NUMBER_SOURCES).meta({
      description: "imported: brought from a carrier account; seeded: part of the demo data.",
    }),
    carrier: z.enum(CARRIER_IDS).nullable().meta({
      description: "The (simulated) carrier it was imported from; null for seeded numbers.",
    }),
    created_at: Timestamp,
  })
  .meta({ id: "PhoneNumber" });
export type PhoneNumber = z.infer<typeof PhoneNumber>;

export const PhoneNumbersQuery = OffsetQuery;

export const CarrierNumber = z
  .object({
    number: z.string().meta({ description: "E.164." }),
    country: z.string(),
    friendly_name: z.string().meta({ description: "The number as the carrier shows it." }),
    capabilities: PhoneCapabilities,
    already_imported: z.boolean().meta({ description: "The workspace has this number already." }),
    phone_number_id: z
      .string()
      .nullable()
      .meta({ description: "The workspace's phone number, when already imported." }),
  })
  .meta({ id: "CarrierNumber" });
export type CarrierNumber = z.infer<typeof CarrierNumber>;

export const ImportSearchResult = z
  .object({
    carrier: z.enum(CARRIER_IDS),
    simulated: z.literal(true).meta({ description: "The carrier is simulated by the platform." }),
    numbers: z.array(CarrierNumber),
  })
  .meta({ id: "PhoneNumberImportSearchResult" });
export type ImportSearchResult = z.infer<typeof ImportSearchResult>;

const SkippedNumber = z
  .object({
    number: z.string(),
    reason: z.enum(["already_imported"]),
    phone_number_id: z.string(),
    detail: z.string().meta({ description: "One sentence saying why." }),
  })
  .meta({ id: "SkippedPhoneNumber" });

export const ImportConfirmResult = z
  .object({
    imported: z.array(PhoneNumber),
    skipped: z.array(SkippedNumber),
  })
  .meta({ id: "PhoneNumberImportConfirmResult" });
export type ImportConfirmResult = z.infer<typeof ImportConfirmResult>;
