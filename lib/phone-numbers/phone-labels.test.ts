import { describe, expect, it } from "vitest";
import type { CarrierNumber } from "@/contract/phone-numbers";
import {
  callerNameBody,
  capabilityLabels,
  chosenInOrder,
  selectableNumbers,
  sourceLabel,
  toggleAll,
  toSearchBody,
} from "./phone-labels";

const number = (n: string, already_imported = false): CarrierNumber => ({
  number: n,
  country: "US",
  friendly_name: n,
  capabilities: { voice: true, sms: true },
  already_imported,
  phone_number_id: already_imported ? `pn_${n}` : null,
});

describe("phone number labels", () => {
  it("names the source with its carrier", () => {
    expect(sourceLabel({ source: "imported", carrier: "bluewire" })).toBe(
      "Imported from Bluewire Voice",
    );
    expect(sourceLabel({ source: "seeded", carrier: null })).toBe("Seeded with the demo");
  });

  it("lists the capabilities a number has", () => {
    expect(capabilityLabels({ voice: true, sms: false })).toEqual(["Voice"]);
    expect(capabilityLabels({ voice: true, sms: true })).toEqual(["Voice", "SMS"]);
  });

  it("sends a blank caller name as null", () => {
    expect(callerNameBody("  ")).toBeNull();
    expect(callerNameBody(" Acme Sales ")).toBe("Acme Sales");
  });
});

describe("the import wizard's steps", () => {
  it("leaves empty filters out of the search and writes the country in capitals", () => {
    expect(
      toSearchBody({
        carrier: "bluewire",
        account_sid: " ACx ",
        auth_token: "tok",
        country: "us",
        contains: "",
      }),
    ).toEqual({ carrier: "bluewire", account_sid: "ACx", auth_token: "tok", country: "US" });
  });

  it("never offers a number already imported", () => {
    const numbers = [number("+1"), number("+2", true), number("+3")];
    expect(selectableNumbers(numbers)).toEqual(["+1", "+3"]);
    expect([...toggleAll(numbers, new Set())]).toEqual(["+1", "+3"]);
    expect([...toggleAll(numbers, new Set(["+1", "+3"]))]).toEqual([]);
    expect(chosenInOrder(numbers, new Set(["+3", "+1", "+2"]))).toEqual(["+1", "+3"]);
  });
});
