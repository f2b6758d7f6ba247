import type { SimulatedCarrierCredentials } from "../../../contract/phone-numbers";
import type { FictionalNumber } from "../../calls";
import { openCarrierAccount } from "../../calls";
import { validationError } from "../../http/errors";

export const TAG = "Phone numbers";

/** Needs admin, as every phone-number operation (spec); said once for every description. */
export const ADMIN_NOTE = "Needs a key whose creator is an admin or owner (spec).";

/**
 * The numbers the carrier account holds, or a 422 at the credential the carrier refused (a
 * 401 would say the API key was wrong). The credentials go no further than this call.
 */
export function carrierNumbers(credentials: SimulatedCarrierCredentials): FictionalNumber[] {
  const answer = openCarrierAccount(credentials);
  if (!answer.ok)
    throw validationError(["body", answer.field], answer.message, "credentials_rejected");
  return answer.numbers;
}
