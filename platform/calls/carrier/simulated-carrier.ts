import { createHash } from "node:crypto";
import {
  type CarrierId,
  SIMULATED_CARRIERS,
  type SimulatedCarrierCredentials,
} from "../../../contract/phone-numbers";
import { constantTimeEqual } from "../../auth/secrets";
import { chance } from "../../campaigns";
import { type FictionalNumber, fictionalNumber, type NumberingCountry } from "./numbering";

/**
 * The carriers that numbers are brought from, simulated inside the platform like every other
 * party it cannot reach. An account is a pure function of its carrier and SID: the auth token
 * the carrier issued for it, and the handful of numbers it holds (4 to 8, in ranges reserved
 * for fiction). So the same credentials give the same numbers on every instance, forever.
 */

const MIN_NUMBERS = 4;
const MAX_NUMBERS = 8;

/**
 * The one auth token the simulated carrier accepts for an account. A real carrier issues a
 * random one; here it follows from the SID, so no carrier-side state is needed.
 */
export function issuedAuthToken(carrier: CarrierId, accountSid: string): string {
  return createHash("sha256")
    .update(["simulated carrier auth token", carrier, accountSid].join("\u0000"))
    .digest("hex")
    .slice(0, 32);
}

function carrierNamed(id: CarrierId) {
  return SIMULATED_CARRIERS.find((c) => c.id === id)!;
}

/** The numbers the account holds, in number order. */
export function numbersHeld(carrier: CarrierId, accountSid: string): FictionalNumber[] {
  const countries = carrierNamed(carrier).countries as readonly NumberingCountry[];
  const wanted =
    MIN_NUMBERS +
    Math.floor(chance(carrier, accountSid, "count") * (MAX_NUMBERS - MIN_NUMBERS + 1));
  const held = new Map<string, FictionalNumber>();
  // Two draws may land on the same number; draw on until the account has its count.
  for (let draw = 0; held.size < wanted && draw < wanted * 20; draw++) {
    const u = (what: string) => chance(carrier, accountSid, draw, what);
    const country = countries[Math.floor(u("country") * countries.length)]!;
    const found = fictionalNumber(country, { kind: u("kind"), area: u("area"), line: u("line") });
    if (!held.has(found.number)) held.set(found.number, found);
  }
  return [...held.values()].sort((a, b) => a.number.localeCompare(b.number));
}

export type CarrierAnswer =
  | { ok: true; numbers: FictionalNumber[] }
  | { ok: false; field: "auth_token"; message: string };

/**
 * Signs in to the carrier account as the carrier would: a token it did not issue for the
 * account is refused. The token is compared and dropped; nothing here keeps it.
 */
export function openCarrierAccount(credentials: SimulatedCarrierCredentials): CarrierAnswer {
  const { carrier, account_sid, auth_token } = credentials;
  if (!constantTimeEqual(issuedAuthToken(carrier, account_sid), auth_token)) {
    return {
      ok: false,
      field: "auth_token",
      message: `${carrierNamed(carrier).name} (simulated) did not accept this auth token for the account SID; copy both again from the carrier account's console.`,
    };
  }
  return { ok: true, numbers: numbersHeld(carrier, account_sid) };
}
