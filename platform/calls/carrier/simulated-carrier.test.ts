import { describe, expect, it } from "vitest";
import { CARRIER_IDS, E164_PATTERN, SIMULATED_CARRIERS } from "../../../contract/phone-numbers";
import { countryOfNumber, toE164 } from "./numbering";
import { issuedAuthToken, numbersHeld, openCarrierAccount } from "./simulated-carrier";

/** The ranges the numbering plans reserve for fiction, by country. */
const FICTIONAL: Record<string, RegExp> = {
  US: /^\+1[2-9][0-9]{2}5550[1][0-9]{2}$/,
  CA: /^\+1[2-9][0-9]{2}5550[1][0-9]{2}$/,
  GB: /^\+44(7700900[0-9]{3}|2079460[0-9]{3})$/,
  AU: /^\+61(25550[0-9]{4}|49157[0-9]{4})$/,
};

const sids = Array.from({ length: 60 }, (_, i) => `AC${i.toString(16).padStart(32, "0")}`);

describe("the simulated carrier", () => {
  it("holds 4 to 8 distinct numbers per account, all E.164 in fictional ranges of its countries", () => {
    for (const carrier of SIMULATED_CARRIERS) {
      for (const sid of sids) {
        const held = numbersHeld(carrier.id, sid);
        expect(held.length).toBeGreaterThanOrEqual(4);
        expect(held.length).toBeLessThanOrEqual(8);
        expect(new Set(held.map((n) => n.number)).size).toBe(held.length);
        for (const n of held) {
          expect(n.number).toMatch(new RegExp(E164_PATTERN));
          expect(n.number, `${carrier.id} ${n.country}`).toMatch(FICTIONAL[n.country]!);
          expect(carrier.countries).toContain(n.country);
          expect(countryOfNumber(n.number)).toBe(n.country);
          expect(n.voice).toBe(true);
        }
      }
    }
  });

  it("is a pure function of carrier and SID", () => {
    const sid = sids[7]!;
    expect(numbersHeld("bluewire", sid)).toEqual(numbersHeld("bluewire", sid));
    expect(numbersHeld("bluewire", sid)).not.toEqual(numbersHeld("bluewire", sids[8]!));
    expect(issuedAuthToken("bluewire", sid)).toMatch(/^[0-9a-f]{32}$/);
    expect(issuedAuthToken("bluewire", sid)).not.toBe(issuedAuthToken("relaypoint", sid));
  });

  it("accepts only the token it issued for the account", () => {
    const sid = sids[3]!;
    const token = issuedAuthToken("harborline", sid);
    const ok = openCarrierAccount({ carrier: "harborline", account_sid: sid, auth_token: token });
    expect(ok).toEqual({ ok: true, numbers: numbersHeld("harborline", sid) });
    for (const [carrier, auth_token] of [
      ["harborline", token.replace(/^./, (ch) => (ch === "0" ? "1" : "0"))],
      ["bluewire", token],
    ] as const) {
      const refused = openCarrierAccount({ carrier, account_sid: sid, auth_token });
      expect(refused).toMatchObject({ ok: false, field: "auth_token" });
      if (!refused.ok) {
        expect(refused.message).toMatch(/\(simulated\) did not accept this auth token/);
        expect(refused.message).not.toContain(auth_token);
      }
    }
  });

  it("publishes sandbox credentials that each carrier accepts", () => {
    expect(SIMULATED_CARRIERS.map((c) => c.id)).toEqual([...CARRIER_IDS]);
    for (const carrier of SIMULATED_CARRIERS) {
      const answer = openCarrierAccount({ carrier: carrier.id, ...carrier.sandbox });
      expect(answer.ok, carrier.id).toBe(true);
    }
  });

  it("reads written numbers as E.164", () => {
    expect(toE164("+1 512 555 0100")).toBe("+15125550100");
    expect(toE164("+1 (512) 555-0100")).toBe("+15125550100");
    expect(toE164("512 555 0100")).toBeUndefined();
    expect(toE164("+0 12")).toBeUndefined();
  });
});
