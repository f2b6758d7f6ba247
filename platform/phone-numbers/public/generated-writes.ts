import type { CarrierId } from "../../../contract/phone-numbers";
import { issuedAuthToken, numbersHeld } from "../../calls";

/**
 * Import requests the simulated carrier accepts, for the global tests that send every write
 * of the document (a generated account SID and token never match). Each confirm takes a
 * number no earlier one took, from an account of its own, so each run imports something new.
 */

const CARRIER: CarrierId = "relaypoint";

function account(n: number) {
  const account_sid = `AC${(0xfeed0000 + n).toString(16).padStart(32, "0")}`;
  return { carrier: CARRIER, account_sid, auth_token: issuedAuthToken(CARRIER, account_sid) };
}

const taken = new Set<string>();
let accounts = 0;

function freshImport() {
  for (;;) {
    const creds = account(++accounts);
    const number = numbersHeld(CARRIER, creds.account_sid).find((n) => !taken.has(n.number));
    if (number) {
      taken.add(number.number);
      return { ...creds, numbers: [number.number] };
    }
  }
}

export const ACCEPTED_IMPORT_BODIES: Record<string, () => unknown> = {
  public_search_phone_number_import: () => account(0),
  public_search_phone_number_import_byo: () => account(0),
  public_confirm_phone_number_import: freshImport,
  public_confirm_phone_number_import_byo: freshImport,
};
