import { createHash } from "node:crypto";
import type { StepSkipReason } from "../../../contract/campaign-enrollments";
import { canReceive, FULL_REACH, type Reach, stepSkipReason } from "./skip-rules";

/**
 * The simulated world's answer to a campaign step: a pure function of the campaign, the lead
 * and the step, so the same campaign gives the same run on any instance, however often it is
 * replayed. Shares follow the field's (of enrolled leads): replies about 11.5 %, meetings about
 * 3.8 %, bounces and unsubscribes 2 % each.
 */

export type StepChannel = "email" | "sms" | "network" | "call";
export type Step = { channel: StepChannel; wait_days: number };

/** A number in [0, 1) from the hash of its parts: the engine's only source of chance. */
export function chance(...parts: (string | number)[]): number {
  const digest = createHash("sha256").update(parts.join("\u0000")).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

const pick = <T>(items: readonly T[], u: number): T => items[Math.floor(u * items.length)]!;

const SHARES = {
  bounce: 0.02,
  unsubscribe: 0.02,
  reply: 0.115,
  /** Of the leads who reply, those an operator books a meeting with. */
  operatorMeetingOfReplies: 0.2,
  /** Leads who book with the voice agent during a call. */
  voiceAgentMeeting: 0.015,
} as const;

/** How a lead goes through a campaign: decided once from the campaign and the lead. */
export type Fate =
  | { kind: "none" }
  | { kind: "bounce"; step: number }
  | { kind: "unsubscribe"; step: number }
  | { kind: "reply"; step: number; meeting: boolean }
  | { kind: "call_meeting"; step: number };

const isMessage = (c: StepChannel) => c !== "call";

/**
 * The lead's fate among the steps it can receive (`reach`): a lead cannot answer a message it
 * never got, nor bounce one that was skipped.
 */
export function leadFate(
  campaignId: string,
  leadId: string,
  steps: readonly Step[],
  reach: Reach = FULL_REACH,
): Fate {
  const receives = canReceive(reach);
  const indices = (keep: (c: StepChannel) => boolean) =>
    steps.flatMap((s, i) => (keep(s.channel) && receives(s.channel) ? [i] : []));
  const messages = indices(isMessage);
  const mailOrText = indices((c) => c === "email" || c === "sms");
  const callSteps = indices((c) => c === "call");
  const u = chance(campaignId, leadId, "fate");
  const where = chance(campaignId, leadId, "step");
  let edge = SHARES.bounce;
  if (u < edge) return mailOrText.length ? { kind: "bounce", step: mailOrText[0]! } : NONE;
  edge += SHARES.unsubscribe;
  if (u < edge)
    return messages.length ? { kind: "unsubscribe", step: pick(messages, where) } : NONE;
  edge += SHARES.reply;
  if (u < edge) {
    if (!messages.length) return NONE;
    const meeting = chance(campaignId, leadId, "meeting") < SHARES.operatorMeetingOfReplies;
    return { kind: "reply", step: pick(messages, where), meeting };
  }
  edge += SHARES.voiceAgentMeeting;
  if (u < edge)
    return callSteps.length ? { kind: "call_meeting", step: pick(callSteps, where) } : NONE;
  return NONE;
}

const NONE: Fate = { kind: "none" };

const HOUR = 3600;
const DAY = 86_400;

export type CallResult = {
  outcome: "ended" | "voicemail" | "no_answer";
  durationSeconds: number;
  meeting: boolean;
};

type MeetingPlan = { bookedVia: "voice_agent" | "operator"; secondsAfter: number };

/**
 * What the engine does when it visits an enrollment whose next step is `stepIndex` (steps run
 * so far). A lead's answer to step i (a reply, an unsubscribe) arrives at the visit after it,
 * minutes to a day and a half later (compressed by the simulation speed), so no event reports
 * something before it has happened.
 */
type Visit =
  | { kind: "send"; channel: Exclude<StepChannel, "call">; template: number; bounced: boolean }
  | { kind: "call"; call: CallResult }
  | { kind: "reply"; channel: Exclude<StepChannel, "call">; template: number; meeting: boolean }
  | { kind: "unsubscribe"; channel: Exclude<StepChannel, "call"> }
  /** The step's channel is one the lead has no address on: passed over, nothing sent. */
  | { kind: "skip"; channel: StepChannel; reason: StepSkipReason };

export type VisitPlan = {
  visit: Visit;
  /**
   * The enrollment ends with this state after the visit; undefined: it goes on. unreachable:
   * its last step was skipped and so was every one before it.
   */
  ends?: "completed" | "replied" | "bounced" | "unsubscribed" | "unreachable";
  /** When it goes on: simulated seconds until the next visit. */
  nextInSeconds?: number;
  meeting?: MeetingPlan;
};

/**
 * The plan for one visit: a pure function of (campaign, lead, steps, step index, the lead's
 * addresses). A step the lead cannot receive is skipped and the lead goes on to the next one
 * after its wait; the answer to the step before comes first, so skipping never loses it.
 */
export function planVisit(
  campaignId: string,
  leadId: string,
  steps: readonly Step[],
  stepIndex: number,
  reach: Reach = FULL_REACH,
): VisitPlan {
  const fate = leadFate(campaignId, leadId, steps, reach);
  const u = (what: string) => chance(campaignId, leadId, stepIndex, what);
  const template = Math.floor(u("template") * 4);
  // The answer to the previous step.
  if ((fate.kind === "reply" || fate.kind === "unsubscribe") && stepIndex === fate.step + 1) {
    const channel = steps[fate.step]!.channel as Exclude<StepChannel, "call">;
    if (fate.kind === "unsubscribe") {
      return { visit: { kind: "unsubscribe", channel }, ends: "unsubscribed" };
    }
    return {
      visit: { kind: "reply", channel, template, meeting: fate.meeting },
      ends: "replied",
      meeting: fate.meeting
        ? { bookedVia: "operator", secondsAfter: meetingDelay(u("meeting-time")) }
        : undefined,
    };
  }
  const step = steps[stepIndex]!;
  const last = stepIndex === steps.length - 1;
  const skipReason = stepSkipReason(step.channel, reach);
  if (skipReason) {
    const visit: Visit = { kind: "skip", channel: step.channel, reason: skipReason };
    if (!last) return { visit, nextInSeconds: steps[stepIndex + 1]!.wait_days * DAY };
    // Every step before this one ran unless it was skipped too.
    const anyRan = steps.slice(0, stepIndex).some((s) => canReceive(reach)(s.channel));
    return { visit, ends: anyRan ? "completed" : "unreachable" };
  }
  const onwards = (): Pick<VisitPlan, "ends" | "nextInSeconds"> => {
    if ((fate.kind === "reply" || fate.kind === "unsubscribe") && fate.step === stepIndex) {
      // Minutes to a day and a half after the send.
      return { nextInSeconds: Math.round(300 + u("reaction") * 36 * HOUR) };
    }
    return last ? { ends: "completed" } : { nextInSeconds: steps[stepIndex + 1]!.wait_days * DAY };
  };
  if (step.channel === "call") {
    const call = callResult(u, fate.kind === "call_meeting" && fate.step === stepIndex);
    if (call.meeting) {
      return {
        visit: { kind: "call", call },
        ends: "completed",
        meeting: { bookedVia: "voice_agent", secondsAfter: meetingDelay(u("meeting-time")) },
      };
    }
    return { visit: { kind: "call", call }, ...onwards() };
  }
  const bounced = fate.kind === "bounce" && fate.step === stepIndex;
  const visit: Visit = { kind: "send", channel: step.channel, template, bounced };
  return bounced ? { visit, ends: "bounced" } : { visit, ...onwards() };
}

export function callResult(u: (what: string) => number, meeting: boolean): CallResult {
  if (meeting) {
    return { outcome: "ended", durationSeconds: 240 + Math.floor(u("duration") * 480), meeting };
  }
  const r = u("answer");
  if (r < 0.35) {
    return { outcome: "ended", durationSeconds: 45 + Math.floor(u("duration") * 255), meeting };
  }
  if (r < 0.75) {
    return { outcome: "voicemail", durationSeconds: 20 + Math.floor(u("duration") * 40), meeting };
  }
  return { outcome: "no_answer", durationSeconds: 0, meeting };
}

/** A meeting one to seven days out. */
function meetingDelay(u: number): number {
  return DAY + Math.floor(u * 6 * DAY);
}
