import { completeSteps } from "../../../contract/campaigns";
import type { EventPayload, EventType } from "../../../contract/webhooks";
import { iso } from "../../http/time";
import { newId } from "../../ids";
import { realSeconds } from "./clock";
import { callTranscript, preview, replyTo, stepMessage } from "./content";
import { type PlannedStep, visitCredits } from "./pay";
import type { Senders } from "./senders";

/** Everything one batch writes, as rows for set-based statements (write.ts). */
export type StepRecords = {
  conversations: {
    lead_id: string;
    workspace_id: string;
    id: string;
    at: string;
    preview: string;
    channel: string;
    direction: "inbound" | "outbound";
    unread: number;
  }[];
  messages: {
    id: string;
    workspace_id: string;
    lead_id: string;
    campaign_id: string;
    step_index: number;
    /** The version of the step's words sent or answered (A, B, C, D). */
    variant: string;
    channel: string;
    direction: "inbound" | "outbound";
    account_id: string | null;
    subject: string | null;
    body: string;
    status: "sent" | "bounced" | "received";
    sent_at: string;
    credits: number;
  }[];
  calls: {
    id: string;
    workspace_id: string;
    lead_id: string;
    campaign_id: string;
    step_index: number;
    variant: string;
    agent_id: string | null;
    account_id: string | null;
    outcome: string;
    duration_seconds: number;
    transcript: string;
    started_at: string;
    ended_at: string;
    credits: number;
  }[];
  meetings: {
    id: string;
    workspace_id: string;
    lead_id: string;
    campaign_id: string;
    call_id: string | null;
    meeting_time: string;
    booked_via: "voice_agent" | "operator";
    booked_at: string;
  }[];
  leadStatuses: { lead_id: string; status: string }[];
  /** Steps passed over: the lead has no address on their channel. */
  skips: {
    campaign_id: string;
    lead_id: string;
    workspace_id: string;
    step_index: number;
    reason: string;
    at: string;
  }[];
  enrollments: {
    campaign_id: string;
    lead_id: string;
    state: string;
    current_step: number;
    next_step_at: string | null;
    last_step_at: string | null;
    ended_at: string | null;
    /** The lead's status as the visit leaves it: a change by anyone else after ends it. */
    seen_status: string;
  }[];
  events: { workspaceId: string; type: EventType; payload: EventPayload<EventType> }[];
};

const plus = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);
/** Meetings start on the hour. */
const onTheHour = (at: Date) => new Date(Math.ceil(at.getTime() / 3_600_000) * 3_600_000);

/** Turns a batch's planned visits into the rows and events to write. */
export function buildRecords(
  paid: PlannedStep[],
  ctx: { senders: Senders; recordingBase: string; speed: number },
): StepRecords {
  const out: StepRecords = {
    conversations: [],
    messages: [],
    calls: [],
    meetings: [],
    leadStatuses: [],
    skips: [],
    enrollments: [],
    events: [],
  };
  for (const p of paid) {
    const e = p.enrollment;
    // The database's time as the batch read the enrollment: what happens now is stamped so.
    const now = new Date(e.now);
    // Stored to the database's precision, so what happened within a second still orders.
    const at = now.toISOString();
    // A simulated wait, compressed by SIMULATION_SPEED, from now on the same clock.
    const after = (simulatedSeconds: number) => plus(now, realSeconds(simulatedSeconds, ctx.speed));
    const base = { workspace_id: e.workspace_id, lead_id: e.lead_id, campaign_id: e.campaign_id };
    const enrollment = (
      state: string,
      step: number,
      nextInSeconds: number | undefined,
      ran: boolean,
      seenStatus = e.lead_status,
    ) =>
      out.enrollments.push({
        campaign_id: e.campaign_id,
        lead_id: e.lead_id,
        state,
        current_step: step,
        next_step_at:
          state === "active" && nextInSeconds !== undefined
            ? after(nextInSeconds).toISOString()
            : null,
        last_step_at: ran ? at : null,
        ended_at: state === "active" ? null : at,
        seen_status: seenStatus,
      });
    if (p.endedBy) {
      enrollment(p.endedBy, e.current_step, undefined, false);
      continue;
    }
    if (p.complete) {
      enrollment("completed", e.current_step, undefined, false);
      continue;
    }
    if (p.scheduleInSeconds !== undefined) {
      enrollment("active", e.current_step, p.scheduleInSeconds, false);
      continue;
    }
    const plan = p.plan!;
    const visit = plan.visit;
    if (visit.kind === "skip") {
      // Nothing is sent, charged or recorded as sent: the skip and its reason, and on.
      out.skips.push({ ...base, step_index: e.current_step, reason: visit.reason, at });
      enrollment(plan.ends ?? "active", e.current_step + 1, plan.nextInSeconds, false);
      continue;
    }
    const lead = { firstName: e.first_name, companyName: e.company_name };
    // The step's words, the variant the lead drew, written out for the lead.
    const steps = completeSteps(p.steps);
    const wordsOf = (stepIndex: number) =>
      stepMessage(e.campaign_id, e.lead_id, steps, stepIndex, {
        first_name: e.first_name,
        last_name: e.last_name,
        company_name: e.company_name,
        job_title: e.job_title,
        email: e.email,
      });
    let status = e.lead_status;
    const setStatus = (next: string, notify: boolean) => {
      if (notify) {
        out.events.push({
          workspaceId: e.workspace_id,
          type: "lead.status_changed",
          payload: {
            lead_id: e.lead_id,
            lead_list_id: e.lead_list_id,
            status: next as "bounced",
            previous_status: status,
          },
        });
      }
      status = next;
    };
    const conversation = (body: string, channel: string, direction: "inbound" | "outbound") =>
      out.conversations.push({
        ...base,
        id: newId("conv"),
        at,
        preview: preview(body),
        channel,
        direction,
        unread: direction === "inbound" ? 1 : 0,
      });
    let callId: string | null = null;
    if (visit.kind === "send") {
      const words = wordsOf(e.current_step);
      out.messages.push({
        ...base,
        id: newId("msg"),
        step_index: e.current_step,
        variant: words.variant,
        channel: visit.channel,
        direction: "outbound",
        account_id: ctx.senders.account(e.campaign_id, e.workspace_id, visit.channel, e.lead_id),
        subject: words.subject,
        body: words.body,
        status: visit.bounced ? "bounced" : "sent",
        sent_at: at,
        credits: visitCredits(plan),
      });
      conversation(words.body, visit.channel, "outbound");
      if (status === "new") setStatus("contacted", false);
      if (visit.bounced) setStatus("bounced", true);
    } else if (visit.kind === "call") {
      const agent = ctx.senders.agent(e.workspace_id);
      callId = newId("call");
      const call = visit.call;
      const words = wordsOf(e.current_step);
      const transcriptUrl = `${ctx.recordingBase}/${callId}/recording`;
      out.calls.push({
        ...base,
        id: callId,
        step_index: e.current_step,
        variant: words.variant,
        agent_id: agent.id || null,
        account_id: ctx.senders.account(e.campaign_id, e.workspace_id, "call", e.lead_id),
        outcome: call.outcome,
        duration_seconds: call.durationSeconds,
        transcript: callTranscript(call.outcome, lead, agent.name, call.meeting, words.talkTrack),
        // The call has just ended: it took its duration, compressed like every wait.
        started_at: plus(now, -realSeconds(call.durationSeconds, ctx.speed)).toISOString(),
        ended_at: at,
        credits: visitCredits(plan),
      });
      out.events.push({
        workspaceId: e.workspace_id,
        type: "call.completed",
        payload: {
          call_id: callId,
          lead_id: e.lead_id,
          campaign_id: e.campaign_id,
          duration_seconds: call.durationSeconds,
          outcome: call.outcome,
          transcript_url: transcriptUrl,
        },
      });
      if (status === "new") setStatus("contacted", false);
    } else if (visit.kind === "reply") {
      // The lead answers what the step before sent them, in the variant they got.
      const sent = wordsOf(e.current_step - 1);
      const answer = replyTo(sent, e.first_name, visit.template, visit.meeting);
      const body = answer.body;
      const messageId = newId("msg");
      out.messages.push({
        ...base,
        id: messageId,
        // The step whose message it answers.
        step_index: e.current_step - 1,
        variant: sent.variant,
        channel: visit.channel,
        direction: "inbound",
        account_id: ctx.senders.account(e.campaign_id, e.workspace_id, visit.channel, e.lead_id),
        subject: answer.subject,
        body,
        status: "received",
        sent_at: at,
        credits: 0,
      });
      conversation(body, visit.channel, "inbound");
      out.events.push({
        workspaceId: e.workspace_id,
        type: "reply.received",
        payload: {
          lead_id: e.lead_id,
          channel: visit.channel,
          direction: "inbound",
          message_preview: preview(body),
          campaign_id: e.campaign_id,
          communication_id: messageId,
        },
      });
      if (status === "new" || status === "contacted") setStatus("replied", false);
    } else {
      setStatus("unsubscribed", true);
    }
    if (plan.meeting) {
      const meetingTime = iso(onTheHour(plus(now, plan.meeting.secondsAfter)));
      out.meetings.push({
        ...base,
        id: newId("mtg"),
        call_id: callId,
        meeting_time: meetingTime,
        booked_via: plan.meeting.bookedVia,
        booked_at: at,
      });
      out.events.push({
        workspaceId: e.workspace_id,
        type: "meeting.booked",
        payload: {
          lead_id: e.lead_id,
          campaign_id: e.campaign_id,
          meeting_time: meetingTime,
          booked_via: plan.meeting.bookedVia,
        },
      });
    }
    if (status !== e.lead_status) out.leadStatuses.push({ lead_id: e.lead_id, status });
    const ranStep = visit.kind === "send" || visit.kind === "call";
    const step = ranStep ? e.current_step + 1 : e.current_step;
    enrollment(plan.ends ?? "active", step, plan.nextInSeconds, true, status);
  }
  return out;
}
