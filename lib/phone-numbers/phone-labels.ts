import {
  type CarrierId,
  type CarrierNumber,
  type ImportSearchBody,
  type OutboundProfile,
  type PhoneNumber,
  SIMULATED_CARRIERS,
} from "@/contract/phone-numbers";
import { countOf } from "../words";

/** Words for the phone numbers' wire values, and the wizard's pure steps. */

export const PROFILE_LABELS: Record<OutboundProfile, string> = {
  default: "Default",
  sales: "Sales",
  support: "Support",
};

export function carrierName(id: CarrierId | string): string {
  return SIMULATED_CARRIERS.find((c) => c.id === id)?.name ?? id;
}

export function sourceLabel(number: Pick<PhoneNumber, "source" | "carrier">): string {
  if (number.source === "seeded") return "Seeded with the demo";
  return number.carrier ? `Imported from ${carrierName(number.carrier)}` : "Imported";
}

export function capabilityLabels(capabilities: { voice: boolean; sms: boolean }): string[] {
  return [capabilities.voice ? "Voice" : null, capabilities.sms ? "SMS" : null].filter(
    (c): c is string => c !== null,
  );
}

/** What a person types in the wizard's first step. */
export type SearchFormValues = {
  carrier: CarrierId;
  account_sid: string;
  auth_token: string;
  country: string;
  contains: string;
};

/** The search body: blanks trimmed away, and an empty filter left out rather than sent as "". */
export function toSearchBody(values: SearchFormValues): ImportSearchBody {
  const country = values.country.trim().toUpperCase();
  const contains = values.contains.trim();
  return {
    carrier: values.carrier,
    account_sid: values.account_sid.trim(),
    auth_token: values.auth_token.trim(),
    ...(country ? { country } : {}),
    ...(contains ? { contains } : {}),
  };
}

/** The numbers that may still be chosen: those the workspace does not have yet. */
export function selectableNumbers(numbers: readonly CarrierNumber[]): string[] {
  return numbers.filter((n) => !n.already_imported).map((n) => n.number);
}

/** Select all when some selectable number is not chosen; otherwise none. */
export function toggleAll(numbers: readonly CarrierNumber[], chosen: ReadonlySet<string>) {
  const selectable = selectableNumbers(numbers);
  const all = selectable.length > 0 && selectable.every((n) => chosen.has(n));
  return new Set(all ? [] : selectable);
}

/** The chosen numbers in the carrier's order (the order a 422's index refers to). */
export function chosenInOrder(numbers: readonly CarrierNumber[], chosen: ReadonlySet<string>) {
  return selectableNumbers(numbers).filter((n) => chosen.has(n));
}

export function plural(count: number, noun: string): string {
  return countOf(count, noun);
}

/** The caller name as the platform wants it: blank removes it (null). */
export function callerNameBody(typed: string): string | null {
  const name = typed.trim();
  return name === "" ? null : name;
}
