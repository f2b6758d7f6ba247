import { E164_PATTERN } from "../../../contract/phone-numbers";

/**
 * The number ranges the simulated carriers hand out: only ranges that the numbering plans
 * reserve for fiction, so that no simulated number ever rings a real phone.
 *
 * - US and Canada (NANP): 555-0100 to 555-0199 in any area code.
 * - United Kingdom (Ofcom drama numbers): 07700 900000 to 900999 (mobile) and
 *   020 7946 0000 to 0999 (London).
 * - Australia (ACMA fictitious numbers): (02) 5550 xxxx (landline) and the listed 0491 57x
 *   mobile numbers.
 */

export type NumberingCountry = "US" | "CA" | "GB" | "AU";

export type FictionalNumber = {
  /** E.164. */
  number: string;
  country: NumberingCountry;
  /** As the carrier shows it, in national format. */
  friendlyName: string;
  voice: boolean;
  sms: boolean;
};

const US_AREA_CODES = ["206", "212", "305", "312", "404", "415", "512", "617", "702", "720"];
const CA_AREA_CODES = ["403", "416", "514", "604", "613"];
const AU_MOBILES = [
  "491570006",
  "491570156",
  "491570157",
  "491570158",
  "491570159",
  "491570110",
  "491570313",
  "491570737",
  "491571266",
  "491571491",
  "491571804",
  "491572549",
  "491572665",
  "491572983",
  "491573770",
  "491573087",
  "491574118",
  "491574632",
  "491575254",
  "491575789",
];

const pick = <T>(items: readonly T[], u: number): T => items[Math.floor(u * items.length)]!;
const digits = (u: number, width: number) =>
  String(Math.floor(u * 10 ** width)).padStart(width, "0");

/**
 * A fictional number of `country` from three numbers in [0, 1): `kind` chooses the range,
 * `area` the area code where there is one, `line` the subscriber digits.
 */
export function fictionalNumber(
  country: NumberingCountry,
  u: { kind: number; area: number; line: number },
): FictionalNumber {
  switch (country) {
    case "US":
    case "CA": {
      const area = pick(country === "US" ? US_AREA_CODES : CA_AREA_CODES, u.area);
      const line = `01${digits(u.line, 2)}`;
      return {
        number: `+1${area}555${line}`,
        country,
        friendlyName: `(${area}) 555-${line}`,
        voice: true,
        // Most North American numbers take texts; a few are voice-only lines.
        sms: u.kind < 0.85,
      };
    }
    case "GB": {
      const line = digits(u.line, 3);
      if (u.kind < 0.6) {
        return {
          number: `+447700900${line}`,
          country,
          friendlyName: `07700 900${line}`,
          voice: true,
          sms: true,
        };
      }
      return {
        number: `+442079460${line}`,
        country,
        friendlyName: `020 7946 0${line}`,
        voice: true,
        sms: false,
      };
    }
    case "AU": {
      if (u.kind < 0.5) {
        const mobile = pick(AU_MOBILES, u.line);
        return {
          number: `+61${mobile}`,
          country,
          friendlyName: `0${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`,
          voice: true,
          sms: true,
        };
      }
      const line = digits(u.line, 4);
      return {
        number: `+6125550${line}`,
        country,
        friendlyName: `(02) 5550 ${line}`,
        voice: true,
        sms: false,
      };
    }
  }
}

const CANADIAN_AREA_CODES = new Set(CA_AREA_CODES);

/** The country of an E.164 number of the ranges above (North American numbers default to US). */
export function countryOfNumber(e164: string): NumberingCountry | undefined {
  if (e164.startsWith("+1")) return CANADIAN_AREA_CODES.has(e164.slice(2, 5)) ? "CA" : "US";
  if (e164.startsWith("+44")) return "GB";
  if (e164.startsWith("+61")) return "AU";
  return undefined;
}

/** A written phone number (`+1 512 555 0100`, `+1 (512) 555-0100`) in E.164, if it is one. */
export function toE164(written: string): string | undefined {
  const trimmed = written.trim();
  if (!trimmed.startsWith("+")) return undefined;
  const e164 = `+${trimmed.replace(/[^0-9]/g, "")}`;
  return new RegExp(E164_PATTERN).test(e164) ? e164 : undefined;
}
