import { CREDIT_RATES, callCredits, messageCredits } from "@/contract/credit-rates";

type StepLike = { channel: string };

export type CostEstimate = {
  leads: number;
  /** Messages if every lead got every message step, at the rate table's prices. */
  messageCredits: number;
  /** Calls placed if every lead reached every call step. */
  calls: number;
  /** The least those calls cost: each is charged for at least one started minute. */
  callCreditsAtLeast: number;
  /** What a started minute of a call costs. */
  callMinuteCredits: number;
};

/**
 * What enrolling `leads` leads in a sequence can cost, from the one rate table: the most its
 * messages cost (every lead through every step; a reply, a bounce or an unsubscribe ends a
 * lead's sequence early, so it is usually less) and the least its calls cost (a call is
 * charged per started minute, and how long a call lasts is not known in advance). A channel
 * the rate table does not price is left out.
 */
export function estimateEnrollmentCost(steps: readonly StepLike[], leads: number): CostEstimate {
  let perLeadMessages = 0;
  let perLeadCalls = 0;
  for (const step of steps) {
    if (step.channel === "call") perLeadCalls += 1;
    else if (step.channel === "email" || step.channel === "sms" || step.channel === "network") {
      perLeadMessages += messageCredits(step.channel);
    }
  }
  const n = Math.max(0, Math.floor(leads));
  return {
    leads: n,
    messageCredits: n * perLeadMessages,
    calls: n * perLeadCalls,
    callCreditsAtLeast: n * perLeadCalls * callCredits(0),
    callMinuteCredits: CREDIT_RATES.call_minute,
  };
}

/** The most certain figure to set against a balance: messages plus the calls' least. */
export const estimateTotal = (e: CostEstimate) => e.messageCredits + e.callCreditsAtLeast;
