/**
 * What each billable action costs, in credits: the one price list. The platform charges from
 * it, the OpenAPI descriptions quote it and the console shows it, so a price changed here
 * changes everywhere. A workspace pays once per prospect for contact details: enriching a
 * prospect it has already paid for (in a preview, an import or a bulk enrichment) is free.
 */
export const CREDIT_RATES = {
  /** Revealing one prospect's contact details (email, phone, profile) to the workspace. */
  enrichment: 1,
  /** Sending one campaign email. */
  email_message: 1,
  /** Sending one text message. */
  sms_message: 2,
  /** Sending one professional-network message. */
  network_message: 2,
  /** Each started minute of a voice call, at least one per call placed. */
  call_minute: 3,
  /** One answer of the Copilot, the workspace assistant (an AI step). */
  ai_step: 2,
} as const;

/** "1 credit" / "12 credits". */
export function creditsText(credits: number): string {
  return `${credits.toLocaleString("en-US")} credit${credits === 1 ? "" : "s"}`;
}

/** How the enrichment price reads in descriptions and hints. */
export const ENRICHMENT_PRICE = `${creditsText(CREDIT_RATES.enrichment)} per prospect whose contact details the workspace has not paid for yet (a prospect already paid for is free)`;

/** What a campaign's message on `channel` costs. */
export function messageCredits(channel: "email" | "sms" | "network"): number {
  return CREDIT_RATES[`${channel}_message`];
}

/** What a call of `durationSeconds` costs: each started minute, at least one. */
export function callCredits(durationSeconds: number): number {
  return CREDIT_RATES.call_minute * Math.max(1, Math.ceil(durationSeconds / 60));
}
