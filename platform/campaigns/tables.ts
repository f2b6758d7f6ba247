import { sql } from "drizzle-orm";
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { StoredStep } from "../../contract/campaigns";
import { workspaces } from "../auth/tables";
import { connectedAccounts } from "../connected-accounts/tables";
import { leadLists, leads } from "../leads/tables";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Where campaigns are filed; the source of a campaign's `folder_id`. */
export const campaignFolders = pgTable(
  "campaign_folders",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    name: text("name").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("campaign_folders_ws_idx").on(t.workspaceId, t.createdAt, t.id)],
);

/**
 * One step of a sequence as stored: the channel it sends on, the wait before it, its words
 * and their variants. Rows written before steps had words have none: `completeSteps`
 * (contract/campaigns.ts) gives them their default words whenever they are read.
 */
export type StoredCampaignStep = StoredStep;

/**
 * A sequence of steps run for every enrolled lead. The states: draft → active ⇄ paused →
 * stopped, and active → finished when the engine has run every enrollment to its end.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    folderId: text("folder_id").references(() => campaignFolders.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    status: text("status", { enum: ["draft", "active", "paused", "stopped", "finished"] })
      .notNull()
      .default("draft"),
    steps: jsonb("steps").$type<StoredCampaignStep[]>().notNull(),
    // Why the platform paused it (e.g. credits ran out); null when a user paused it.
    pausedReason: text("paused_reason"),
    // The list that leads created by the campaign trigger are added to, made on first use.
    triggerLeadListId: text("trigger_lead_list_id").references(() => leadLists.id, {
      onDelete: "set null",
    }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    launchedAt: at("launched_at"),
    pausedAt: at("paused_at"),
    stoppedAt: at("stopped_at"),
    finishedAt: at("finished_at"),
  },
  (t) => [
    index("campaigns_ws_idx").on(t.workspaceId, t.createdAt, t.id),
    index("campaigns_folder_idx").on(t.folderId),
    // The engine looks for active campaigns whose enrollments are all done.
    index("campaigns_active_idx").on(t.status).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * A lead in a campaign (no id of its own: the campaign and the lead identify it).
 * `current_step` is the index of the next step to run (= steps run so far); `next_step_at` is
 * when it is due by the database's clock (the wait compressed by SIMULATION_SPEED), null while
 * the campaign is a draft or the enrollment ended. States: active (in the sequence), completed
 * (ran every step), replied (the lead answered, here or anywhere since it was enrolled),
 * meeting_booked (a meeting was booked with the lead by anyone), bounced, unsubscribed (ended by
 * the lead), suppressed (ended by do-not-contact), status_changed (someone changed the lead's
 * status since it was enrolled), unreachable (every step was skipped: the lead has no address
 * on any of the sequence's channels), stopped (the campaign stopped), failed (its step kept
 * failing: set aside with `failure_reason` after `attempts` tries, so it holds back no other
 * enrollment).
 */
export const campaignEnrollments = pgTable(
  "campaign_enrollments",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    state: text("state", {
      enum: [
        "active",
        "completed",
        "replied",
        "meeting_booked",
        "bounced",
        "unsubscribed",
        "suppressed",
        "status_changed",
        "unreachable",
        "stopped",
        "failed",
      ],
    })
      .notNull()
      .default("active"),
    currentStep: integer("current_step").notNull().default(0),
    nextStepAt: at("next_step_at"),
    lastStepAt: at("last_step_at"),
    enrolledAt: at("enrolled_at").notNull().defaultNow(),
    endedAt: at("ended_at"),
    updatedAt: at("updated_at").notNull().defaultNow(),
    // Failed tries of the current step; reset when a step runs.
    attempts: integer("attempts").notNull().default(0),
    // The last failure's sentence (while retrying, and once failed).
    failureReason: text("failure_reason"),
    // The engine instance's lease on the enrollment while it runs its step: others skip it
    // until `claimed_until`, after which a dead instance's claim is taken over.
    claimedBy: text("claimed_by"),
    claimedUntil: at("claimed_until"),
    // The lead's status as the sequence last left it (at enrollment, then after each visit):
    // a change by anyone else since (other than a first step's new → contacted) ends the
    // sequence. Null for enrollments older than the rule.
    seenLeadStatus: text("seen_lead_status"),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.leadId] }),
    // The engine's due scan: each active campaign's active enrollments, in the order they
    // fall due (unscheduled ones, null, last), so a paused campaign's backlog is never read.
    index("campaign_enrollments_due_idx")
      .on(t.campaignId, t.nextStepAt)
      .where(sql`${t.state} = 'active'`),
    // Listing one campaign's enrollments newest first, and counting them by state.
    index("campaign_enrollments_campaign_idx").on(t.campaignId, t.enrolledAt, t.leadId),
    index("campaign_enrollments_state_idx").on(t.campaignId, t.state),
    // Ending a lead's enrollments everywhere (do-not-contact, unsubscribe).
    index("campaign_enrollments_lead_idx").on(t.leadId),
  ],
);

/**
 * Why a lead was kept out of a campaign or one of its steps was passed over. At enrollment
 * (`step_index` null): `do_not_contact`, `active_elsewhere`, `replied_elsewhere` (the lead is
 * not enrolled; enrolling it later removes the row). At a step: `no_email`, `no_phone`,
 * `no_profile` (nothing was sent or charged; the lead went on to the next step). One row per
 * campaign, lead and step, so a retried enrollment or step never counts twice.
 */
export const campaignSkips = pgTable(
  "campaign_skips",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    stepIndex: integer("step_index"),
    reason: text("reason", {
      enum: [
        "do_not_contact",
        "active_elsewhere",
        "replied_elsewhere",
        "no_email",
        "no_phone",
        "no_profile",
      ],
    }).notNull(),
    // For an enrollment skip: the other campaign the lead is active in or replied to.
    otherCampaignId: text("other_campaign_id"),
    skippedAt: at("skipped_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("campaign_skips_step_idx").on(
      t.campaignId,
      t.leadId,
      sql`coalesce(${t.stepIndex}, -1)`,
    ),
    // A campaign's skips counted by reason, and its leads' skips read for a page.
    index("campaign_skips_reason_idx").on(t.campaignId, t.reason),
    index("campaign_skips_lead_idx").on(t.leadId),
  ],
);

/**
 * Each campaign's number of enrollments, kept by triggers on campaign_enrollments (the baseline
 * migration): the enrollments listing's total, read instead of counting a
 * campaign's rows.
 */
export const campaignEnrollmentCounts = pgTable("campaign_enrollment_counts", {
  campaignId: text("campaign_id")
    .primaryKey()
    .references(() => campaigns.id, { onDelete: "cascade" }),
  n: integer("n").notNull(),
});

/** Which accounts a campaign's steps of each channel send from (several rotate). */
export const campaignChannelAssignments = pgTable(
  "campaign_channel_assignments",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "sms", "network", "call"] }).notNull(),
    accountId: text("account_id").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.channel, t.accountId] }),
    // The connected-accounts listing reads which campaigns send from each account of a page.
    index("campaign_channel_assignments_account_idx").on(t.accountId),
    // Named by hand: Drizzle's name for it is longer than Postgres's 63 characters.
    foreignKey({
      name: "campaign_channel_assignments_account_fk",
      columns: [t.accountId],
      foreignColumns: [connectedAccounts.id],
    }).onDelete("cascade"),
  ],
);
