import { z } from "zod";
import { OffsetQuery, Timestamp } from "./envelopes";
import { text } from "./inputs";

export const DNC_TYPES = ["email", "phone", "domain"] as const;
export type DncType = (typeof DNC_TYPES)[number];

/** 7 to 15 digits (E.164), with an optional leading + and spaces, dots, dashes, brackets. */
export const DNC_PHONE_PATTERN = "^[+]?(?:[ ().-]*[0-9]){7,15}[ ().-]*$";
export const DNC_DOMAIN_PATTERN =
  "^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?[.])+[A-Za-z]{2,63}$";

const reason = text().trim().max(500, "Keep the reason to 500 characters or fewer.").optional();

export const CreateDoNotContactBody = z
  .discriminatedUnion(
    "type",
    [
      z
        .object({
          type: z.literal("email"),
          value: text().trim().toLowerCase().email("Enter a valid email address.").max(254),
          reason,
        })
        .strict(),
      z
        .object({
          type: z.literal("phone"),
          value: text()
            .max(40, "Keep the phone number to 40 characters or fewer.")
            .regex(
              new RegExp(DNC_PHONE_PATTERN),
              "Enter a phone number of 7 to 15 digits, e.g. +1 512 555 0142.",
            ),
          reason,
        })
        .strict(),
      z
        .object({
          type: z.literal("domain"),
          value: text()
            .max(253, "Keep the domain to 253 characters or fewer.")
            .regex(new RegExp(DNC_DOMAIN_PATTERN), "Enter a domain such as example.com.")
            .toLowerCase(),
          reason,
        })
        .strict(),
    ],
    { error: () => `Type must be one of ${DNC_TYPES.join(", ")}.` },
  )
  .meta({
    id: "CreateDoNotContactRequest",
    description:
      "An email address, a phone number or a domain (which covers its subdomains) that the workspace never contacts.",
    example: { type: "domain", value: "competitor.example", reason: "Competitor" },
  });
export type CreateDoNotContactBody = z.infer<typeof CreateDoNotContactBody>;

export const DoNotContactEntry = z
  .object({
    id: z.string(),
    type: z.enum(DNC_TYPES),
    value: z.string().meta({
      description: "Normalised: emails and domains lower-case, phone numbers as digits only.",
    }),
    reason: z.string(),
    created_at: Timestamp,
  })
  .meta({ id: "DoNotContactEntry" });
export type DoNotContactEntry = z.infer<typeof DoNotContactEntry>;

export const DoNotContactCreated = DoNotContactEntry.extend({
  leads_marked_dnc: z.number().int().meta({
    description: "Leads of the workspace the entry matched whose status it set to dnc.",
  }),
  enrollments_ended: z.number().int().meta({
    description: "Active campaign enrollments of those leads that it ended (state suppressed).",
  }),
}).meta({ id: "DoNotContactCreated" });
export type DoNotContactCreated = z.infer<typeof DoNotContactCreated>;

export const DoNotContactQuery = OffsetQuery.extend({
  type: z
    .enum(DNC_TYPES, {
      error: (issue) =>
        `Type ${JSON.stringify(issue.input)} is not one of ${DNC_TYPES.join(", ")}.`,
    })
    .optional(),
});
