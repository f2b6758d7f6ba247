import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { workspaces } from "../auth/tables";
import { campaigns } from "../campaigns/tables";
import { connectedAccounts } from "../connected-accounts/tables";
import { leads } from "../leads/tables";
import { voiceAgents } from "../voice-agents/tables";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A voice call placed by an agent: its duration, outcome and recording. The engine writes its
 * campaign calls completed; a call placed through POST /calls starts `in_progress` (outcome,
 * duration, end and recording null) and the call worker completes it once its simulated
 * clock reaches `due_at`.
 */
export const calls = pgTable(
  "calls",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    stepIndex: integer("step_index"),
    // Which version of the step's talk track the call used (A, B, C, D); null outside campaigns.
    variant: text("variant"),
    agentId: text("agent_id").references(() => voiceAgents.id, { onDelete: "set null" }),
    // The phone number it was placed from.
    accountId: text("account_id").references(() => connectedAccounts.id, {
      onDelete: "set null",
    }),
    direction: text("direction", { enum: ["outbound", "inbound"] })
      .notNull()
      .default("outbound"),
    status: text("status", { enum: ["in_progress", "completed"] })
      .notNull()
      .default("completed"),
    // ended (a conversation), voicemail, no_answer; null while in progress.
    outcome: text("outcome"),
    durationSeconds: integer("duration_seconds"),
    transcript: text("transcript").notNull().default(""),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at"),
    // While in progress: the simulated moment the call ends (never returned by the API).
    dueAt: at("due_at"),
    simulated: boolean("simulated").notNull().default(true),
    credits: integer("credits").notNull().default(0),
  },
  (t) => [
    index("calls_ws_idx").on(t.workspaceId, t.startedAt, t.id),
    index("calls_lead_idx").on(t.leadId, t.startedAt),
    index("calls_campaign_idx").on(t.campaignId, t.startedAt),
    index("calls_agent_idx").on(t.agentId, t.startedAt),
    // The call worker's claim: only the calls still under way.
    index("calls_in_progress_idx").on(t.startedAt).where(sql`${t.status} = 'in_progress'`),
    uniqueIndex("calls_campaign_step_idx")
      .on(t.campaignId, t.leadId, t.stepIndex)
      .where(sql`${t.campaignId} is not null and ${t.stepIndex} is not null`),
  ],
);

/**
 * How many calls each workspace has of each campaign, agent, status and outcome, kept by
 * triggers on calls (the baseline migration), so the calls listing's total is a
 * sum over a few rows whatever its filters, never a count of the calls. '' stands for none (no campaign, no agent,
 * no outcome yet): the key is a primary key, where nulls would never conflict.
 */
export const callCounts = pgTable(
  "call_counts",
  {
    workspaceId: text("workspace_id").notNull(),
    campaignId: text("campaign_id").notNull(),
    agentId: text("agent_id").notNull(),
    status: text("status").notNull(),
    outcome: text("outcome").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.campaignId, t.agentId, t.status, t.outcome] })],
);
