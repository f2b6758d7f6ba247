import { type CallResult, callResult, chance } from "../campaigns";

/**
 * The simulated lead's side of a call placed through POST /calls: whether it is answered,
 * goes to voicemail or rings out, and how long it lasts. A pure function of the call's id, by
 * the same rule as a campaign's call step, so every instance (and a replay) agrees on it.
 * The agent books no meeting on such a call: bookings come from campaign sequences.
 */
export function planCall(callId: string): CallResult {
  return callResult((what) => chance(callId, "call", what), false);
}
