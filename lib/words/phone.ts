import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Every phone number on screen in one shape, international with spaces: "+1 512 555 0100",
 * "+44 20 7946 0000", whether the platform sent `+15125550100` or a lead was typed in as
 * "(312) 555-0160". Numbers written without a country code are read as North American, the
 * only region the simulated carriers serve. The `min` metadata keeps the browser's share small;
 * it formats every country, it only validates less strictly, which showing does not need.
 * Text that is no phone number stays as it was, so nothing a person typed is lost.
 */
export function formatPhone(raw: string | null | undefined, fallback = "—"): string {
  const text = raw?.trim();
  if (!text) return fallback;
  const parsed = parsePhoneNumberFromString(text, "US");
  return parsed ? parsed.formatInternational() : text;
}

/**
 * A name or address that may be a phone number (a phone line is often named by its number):
 * formatted when it is only a number, left as it is when it is words.
 */
export function formatIfPhone(text: string): string {
  return /^\+?[\d\s().-]{7,}$/.test(text.trim()) ? formatPhone(text, text) : text;
}
