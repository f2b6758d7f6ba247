import { describe, expect, it } from "vitest";
import { KEY_STATES, KeyEnvironment } from "@/contract/api-keys";
import { CALL_OUTCOMES, CALL_STATUSES, Call } from "@/contract/calls";
import { ACTIVITY_TYPES } from "@/contract/campaign-activity";
import { ENROLLMENT_STATES } from "@/contract/campaign-enrollments";
import { CAMPAIGN_STATUSES, STEP_CHANNELS } from "@/contract/campaigns";
import { ACCOUNT_CHANNELS, ConnectedAccount } from "@/contract/connected-accounts";
import { DNC_TYPES } from "@/contract/do-not-contact";
import { MESSAGE_CHANNELS, Message } from "@/contract/inbox";
import { INVITATION_STATUSES } from "@/contract/invitations";
import { EFFECTIVE_KEY_STATES, KEY_ACCESS_STATUSES } from "@/contract/key-access";
import { Job, LEAD_STATUSES } from "@/contract/lead-lists";
import { PREVIEW_STATUSES } from "@/contract/prospect-search";
import { MEMBER_STATUSES, ROLES } from "@/contract/roles";
import { DELIVERY_STATUSES, DELIVERY_TRIGGERS } from "@/contract/webhooks";
import { roleInSentence, STATE_WORDS, type StateKind, stateLabel, stateWords } from ".";

/**
 * Every value of every contract enum the console shows, by the kind of state that words it.
 * Read from the contract itself (its constants, or the options of a schema's enum), so a value
 * added there without words here fails this test.
 */
const CONTRACT_VALUES: Record<StateKind, readonly string[]> = {
  campaign: CAMPAIGN_STATUSES,
  enrollment: ENROLLMENT_STATES,
  activity: ACTIVITY_TYPES,
  lead: LEAD_STATUSES,
  dncType: DNC_TYPES,
  job: Job.shape.status.options,
  preview: PREVIEW_STATUSES,
  call: CALL_STATUSES,
  callOutcome: CALL_OUTCOMES,
  direction: [...Message.shape.direction.options, ...Call.shape.direction.options],
  message: Message.shape.status.options,
  channel: [...STEP_CHANNELS, ...MESSAGE_CHANNELS],
  accountChannel: ACCOUNT_CHANNELS,
  account: ConnectedAccount.shape.status.options,
  role: ROLES,
  member: MEMBER_STATUSES,
  invitation: INVITATION_STATUSES,
  keyState: KEY_STATES,
  keyEnvironment: KeyEnvironment.options,
  apiKey: EFFECTIVE_KEY_STATES,
  keyAccess: KEY_ACCESS_STATUSES,
  delivery: DELIVERY_STATUSES,
  deliveryTrigger: DELIVERY_TRIGGERS,
  // Not a contract enum: the console derives it from `active` and `auto_disabled`.
  endpoint: ["enabled", "disabled", "auto_disabled"],
};

const KINDS = Object.keys(STATE_WORDS) as StateKind[];

describe("state words", () => {
  it("names every kind the console words in the table above", () => {
    expect(Object.keys(CONTRACT_VALUES).sort()).toEqual([...KINDS].sort());
  });

  for (const kind of KINDS) {
    it(`has words of its own for every ${kind} value of the contract`, () => {
      const table = STATE_WORDS[kind] as Record<string, unknown>;
      const missing = CONTRACT_VALUES[kind].filter((v) => !Object.hasOwn(table, v));
      expect(missing, `${kind} values without words`).toEqual([]);
    });

    it(`words each ${kind} value plainly: capitalised, no underscores, not the raw value`, () => {
      for (const value of CONTRACT_VALUES[kind]) {
        const { label, tone } = stateWords(kind, value);
        expect(label).toMatch(/^[A-Z]/);
        expect(label).not.toMatch(/_/);
        if (value.includes("_")) expect(label.toLowerCase()).not.toBe(value);
        expect(["neutral", "brand", "success", "warning", "danger"]).toContain(tone);
      }
    });
  }

  it("gives the words the issue asked for", () => {
    expect(stateLabel("enrollment", "active")).toBe("In sequence");
    expect(stateLabel("enrollment", "completed")).toBe("Finished sequence");
    expect(stateLabel("enrollment", "replied")).toBe("Replied");
    expect(stateLabel("lead", "dnc")).toBe("Do not contact");
    expect(stateWords("campaign", "active")).toEqual({ label: "Active", tone: "brand" });
    expect(stateWords("callOutcome", "no_answer")).toEqual({ label: "No answer", tone: "warning" });
  });

  it("words a value the console does not know yet, neutral and without underscores", () => {
    expect(stateWords("enrollment", "skipped_no_email")).toEqual({
      label: "Skipped no email",
      tone: "neutral",
    });
    expect(stateLabel("campaign", "archived")).toBe("Archived");
    expect(stateLabel("lead", "")).toBe("—");
  });

  it("does not take an inherited property for words", () => {
    expect(stateLabel("lead", "constructor")).toBe("Constructor");
    expect(stateLabel("lead", "toString")).toBe("Tostring");
  });

  it("puts a role in a sentence with the right article", () => {
    expect(roleInSentence("admin")).toBe("an admin");
    expect(roleInSentence("owner")).toBe("an owner");
    expect(roleInSentence("manager")).toBe("a manager");
    expect(roleInSentence("member")).toBe("a member");
  });
});
