import { formatDateTime } from "@/lib/format";

/*
 * Sentences said both in a dialog and in the notice after it, kept apart from the dialogs so
 * the page can say them without loading the dialogs' code.
 */

/** What disabling does. */
export const DISABLE_EFFECT =
  "It gets no new events while disabled; deliveries already queued, tests and resends still go out.";

/** What became of the replaced secret after a rotation, in one sentence. */
export function oldSecretNote(previousSecretExpiresAt: string | null): string {
  return previousSecretExpiresAt
    ? `The old secret keeps signing beside the new one until ${formatDateTime(previousSecretExpiresAt)}.`
    : "The old secret stopped signing at once.";
}

/** A signing secret to show once: after registering an endpoint or rotating its secret. */
export type RevealedSecret = {
  endpointId: string;
  url: string;
  secret: string;
  reason: "registered" | "rotated";
  /** After a rotation: when the replaced secret stops signing; null when it already has. */
  previousSecretExpiresAt?: string | null;
};
