import { describe, expect, it } from "vitest";
import { CREDIT_RATES } from "@/contract/credit-rates";
import { estimateEnrollmentCost, estimateTotal } from "./cost-estimate";

describe("estimateEnrollmentCost", () => {
  it("prices every message step from the rate table and counts calls at their least", () => {
    const steps = [{ channel: "email" }, { channel: "call" }, { channel: "sms" }];
    const e = estimateEnrollmentCost(steps, 10);
    expect(e.messageCredits).toBe(10 * (CREDIT_RATES.email_message + CREDIT_RATES.sms_message));
    expect(e.calls).toBe(10);
    expect(e.callCreditsAtLeast).toBe(10 * CREDIT_RATES.call_minute);
    expect(estimateTotal(e)).toBe(e.messageCredits + e.callCreditsAtLeast);
  });

  it("costs nothing for no leads, and leaves out a channel the rate table does not price", () => {
    expect(estimateTotal(estimateEnrollmentCost([{ channel: "email" }], 0))).toBe(0);
    const e = estimateEnrollmentCost([{ channel: "carrier_pigeon" }, { channel: "network" }], 2);
    expect(e.messageCredits).toBe(2 * CREDIT_RATES.network_message);
    expect(e.calls).toBe(0);
  });
});
